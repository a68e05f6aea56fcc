import type { ListingStatus, MarketplaceProduct, ProductTier } from '../../core/port.ts';
import { tiktokDescriptionText } from '../description.ts';
import type { TiktokProduct } from '../schemas.ts';

export function tiktokListingStatus(status: string, totalStock: number): ListingStatus {
  switch (status) {
    case 'ACTIVATE':
      return totalStock > 0 ? 'live' : 'soldout';
    case 'SELLER_DEACTIVATED':
    case 'DRAFT':
    case 'PENDING':
      return 'unlisted';
    case 'PLATFORM_DEACTIVATED':
    case 'FREEZE':
    case 'FAILED':
      return 'violation';
    default:
      return 'archived';
  }
}

const GRAMS_PER: Record<string, number> = { KILOGRAM: 1000, GRAM: 1, POUND: 453.592 };
const CM_PER: Record<string, number> = { CENTIMETER: 1, INCH: 2.54 };

/** Tiers in the order of the first SKU's sales attributes; options in order of first appearance. */
function tiersOf(skus: TiktokProduct['skus']): ProductTier[] {
  const tiers: ProductTier[] = (skus[0]?.sales_attributes ?? []).map((a) => ({ name: a.name, options: [] }));
  for (const sku of skus)
    sku.sales_attributes.forEach((a, i) => {
      const tier = tiers[i];
      if (tier && !tier.options.includes(a.value_name)) tier.options.push(a.value_name);
    });
  return tiers;
}

function dimensionsOf(product: TiktokProduct): MarketplaceProduct['dimensions'] {
  const d = product.package_dimensions;
  if (!d) return null;
  const cm = (value: number) => Math.round(value * (CM_PER[d.unit] ?? 1));
  return { lengthCm: cm(d.length), widthCm: cm(d.width), heightCm: cm(d.height) };
}

export function mapTiktokProduct(product: TiktokProduct): MarketplaceProduct {
  const variants = product.skus.map((sku) => {
    const options = sku.sales_attributes.map((a) => a.value_name);
    return {
      externalId: sku.id,
      sku: sku.seller_sku,
      name: options.filter(Boolean).join(' / ') || product.title,
      options,
      price: sku.price.sale_price ?? sku.price.tax_exclusive_price ?? 0,
      stock: sku.inventory.reduce((sum, i) => sum + i.quantity, 0),
    };
  });
  const weight = product.package_weight;
  const images = product.main_images.flatMap((image) =>
    image.urls[0] ? [{ imageId: image.uri, url: image.urls[0] }] : [],
  );
  return {
    externalId: product.id,
    name: product.title,
    description: tiktokDescriptionText(product.description),
    status: tiktokListingStatus(
      product.status,
      variants.reduce((sum, v) => sum + v.stock, 0),
    ),
    platformStatus: product.status,
    categoryId:
      product.category_chains.find((c) => c.is_leaf)?.id ?? product.category_chains.at(-1)?.id ?? '',
    images: images.map((i) => i.url),
    platformImages: images,
    attributes: product.product_attributes.map((a) => ({
      id: a.id,
      name: a.name,
      value: a.values.map((v) => v.name).join(', '),
    })),
    tiers: tiersOf(product.skus),
    variants,
    weightGrams: weight ? Math.round(weight.value * (GRAMS_PER[weight.unit] ?? 1000)) : 0,
    dimensions: dimensionsOf(product),
    condition: product.is_pre_owned ? 'used' : 'new',
    logistics: product.delivery_options.filter((d) => d.is_available).map((d) => d.id),
    updatedAt: new Date(product.update_time * 1000),
  };
}
