import type { ListingStatus, MarketplaceProduct } from '../../core/port.ts';
import type { LazadaProduct } from '../schemas.ts';
import { parseLazadaTime } from './time.ts';

export function lazadaListingStatus(status: string, totalStock: number): ListingStatus {
  switch (status.toLowerCase()) {
    case 'active':
      return totalStock > 0 ? 'live' : 'soldout';
    case 'inactive':
    case 'pending qc':
    case 'pending':
      return 'unlisted';
    case 'rejected':
    case 'suspended':
      return 'violation';
    case 'deleted':
      return 'archived';
    default:
      return 'unlisted';
  }
}

export function mapLazadaProduct(product: LazadaProduct): MarketplaceProduct {
  const variants = product.skus.map((sku) => ({
    externalId: sku.SkuId,
    sku: sku.SellerSku,
    name: sku.saleProp ? Object.values(sku.saleProp).join(' / ') : sku.SellerSku,
    price: sku.price,
    stock: sku.quantity,
  }));
  const status = product.status || product.skus[0]?.Status || 'inactive';
  const images = product.images.length > 0 ? product.images : (product.skus[0]?.Images ?? []);
  return {
    externalId: product.item_id,
    name: product.attributes.name,
    description: product.attributes.description,
    status: lazadaListingStatus(
      status,
      variants.reduce((sum, v) => sum + v.stock, 0),
    ),
    platformStatus: status,
    categoryId: product.primary_category ?? '',
    images,
    variants,
    weightGrams: Math.round((product.skus[0]?.package_weight ?? 0) * 1000),
    updatedAt: parseLazadaTime(product.updated_time),
  };
}
