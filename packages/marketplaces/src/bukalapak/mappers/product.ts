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
    price: sku.price,
    stock: sku.stock,
  }));
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
    images: product.images.large_urls,
    variants,
    weightGrams: product.weight,
    updatedAt: new Date(product.updated_at),
  };
}
