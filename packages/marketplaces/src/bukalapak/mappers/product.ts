import type { ListingStatus, MarketplaceProduct } from '../../core/port.ts';
import type { BukalapakProduct } from '../schemas.ts';

export function bukalapakListingStatus(state: string, totalStock: number): ListingStatus {
  switch (state) {
    case 'active':
      return totalStock > 0 ? 'live' : 'soldout';
    case 'sold':
      return 'soldout';
    case 'inactive':
      return 'unlisted';
    case 'banned':
      return 'violation';
    default:
      return 'archived';
  }
}

export function mapBukalapakProduct(product: BukalapakProduct): MarketplaceProduct {
  const variants = product.skus.map((sku) => ({
    externalId: sku.id,
    sku: sku.sku_name,
    name: sku.variant_name || product.name,
    options: sku.options,
    price: sku.price,
    stock: sku.stock,
  }));
  const urls = product.images.large_urls;
  const d = product.dimensions;
  return {
    externalId: product.id,
    name: product.name,
    description: product.description,
    status: bukalapakListingStatus(
      product.state,
      variants.reduce((sum, v) => sum + v.stock, 0),
    ),
    platformStatus: product.state,
    categoryId: product.category?.id ?? '',
    images: urls,
    platformImages: product.images.ids.flatMap((imageId, i) => {
      const url = urls[i];
      return url ? [{ imageId, url }] : [];
    }),
    attributes: product.attributes.map((a) => ({ id: a.id, name: a.name, value: a.value })),
    tiers: product.variant_types.map((t) => ({ name: t.name, options: t.options })),
    variants,
    weightGrams: product.weight,
    dimensions: d ? { lengthCm: d.length, widthCm: d.width, heightCm: d.height } : null,
    condition: product.condition === 'used' ? 'used' : 'new',
    logistics: product.couriers,
    updatedAt: new Date(product.updated_at),
  };
}
