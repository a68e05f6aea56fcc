import type { ListingStatus, MarketplaceProduct } from '../../core/port.ts';
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

export function mapTiktokProduct(product: TiktokProduct): MarketplaceProduct {
  const variants = product.skus.map((sku) => ({
    externalId: sku.id,
    sku: sku.seller_sku,
    name:
      sku.sales_attributes
        .map((a) => a.value_name)
        .filter(Boolean)
        .join(' / ') || product.title,
    price: sku.price.sale_price ?? sku.price.tax_exclusive_price ?? 0,
    stock: sku.inventory.reduce((sum, i) => sum + i.quantity, 0),
  }));
  const weight = product.package_weight;
  return {
    externalId: product.id,
    name: product.title,
    description: product.description,
    status: tiktokListingStatus(
      product.status,
      variants.reduce((sum, v) => sum + v.stock, 0),
    ),
    platformStatus: product.status,
    categoryId:
      product.category_chains.find((c) => c.is_leaf)?.id ?? product.category_chains.at(-1)?.id ?? '',
    images: product.main_images.flatMap((image) => image.urls.slice(0, 1)),
    variants,
    weightGrams: weight ? Math.round(weight.value * (GRAMS_PER[weight.unit] ?? 1000)) : 0,
    updatedAt: new Date(product.update_time * 1000),
  };
}
