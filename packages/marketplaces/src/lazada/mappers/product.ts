import type { ListingStatus, MarketplaceProduct, ProductDimensions } from '../../core/port.ts';
import { isLazadaYes, lazadaDeliveryOption } from '../listing-body.ts';
import type { LazadaProduct } from '../schemas.ts';
import { parseLazadaSiteTime, parseLazadaTime } from './time.ts';

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

/** Attributes keys that are listing fields of their own rather than category attributes. */
const PRODUCT_KEYS = new Set(['name', 'description', 'short_description', 'name_en', 'description_en']);

type LazadaSku = LazadaProduct['skus'][number];

/**
 * The units the SKU's running campaigns hold (channelInventories between their start and end), and
 * when the last of them ends (none: they hold until read otherwise).
 */
export function lazadaReserved(sku: LazadaSku, now: Date): { reserved: number; reservedUntil?: Date } {
  const running = (sku.channelInventories ?? [])
    .map((c) => ({
      units: Math.max(0, c.sellableQuantity),
      start: c.startTime ? parseLazadaSiteTime(c.startTime) : null,
      end: c.endTime ? parseLazadaSiteTime(c.endTime) : null,
    }))
    .filter((c) => (!c.start || c.start <= now) && (!c.end || c.end > now));
  const reserved = running.reduce((sum, c) => sum + c.units, 0);
  const ends = running.map((c) => c.end);
  if (reserved === 0 || ends.some((end) => end === null)) return { reserved };
  return { reserved, reservedUntil: new Date(Math.max(...ends.map((end) => (end as Date).getTime()))) };
}

export function mapLazadaProduct(product: LazadaProduct, now = new Date()): MarketplaceProduct {
  const tiers = Object.entries(product.variation ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, v]) => ({ name: v.name, options: v.options }));
  const variants = product.skus.map((sku) => {
    const options = tiers.map((t) => sku.saleProp?.[t.name] ?? '');
    return {
      externalId: sku.SkuId,
      sku: sku.SellerSku,
      name: sku.saleProp ? Object.values(sku.saleProp).join(' / ') : sku.SellerSku,
      options,
      price: sku.price,
      stock: sku.quantity,
      ...lazadaReserved(sku, now),
    };
  });
  const status = product.status || product.skus[0]?.Status || 'inactive';
  const images = product.images.length > 0 ? product.images : (product.skus[0]?.Images ?? []);
  const first = product.skus[0];
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
    // Lazada knows an image by its CDN URL; the URL is the id an edit sends back.
    platformImages: images.map((url) => ({ imageId: url, url })),
    attributes: Object.entries(product.attributes)
      .filter(
        ([key, value]) =>
          !PRODUCT_KEYS.has(key) && !lazadaDeliveryOption(key) && typeof value === 'string' && value !== '',
      )
      .map(([key, value]) => ({ id: key, name: key, value: value as string })),
    tiers,
    variants,
    weightGrams: Math.round((first?.package_weight ?? 0) * 1000),
    dimensions: lazadaDimensions(first),
    // Lazada's product APIs carry no condition: new. The logistics are the delivery options on.
    condition: 'new',
    logistics: Object.entries(product.attributes).flatMap(([key, value]) => {
      const option = lazadaDeliveryOption(key);
      return option && isLazadaYes(value) ? [option] : [];
    }),
    updatedAt: parseLazadaTime(product.updated_time),
  };
}

function lazadaDimensions(sku: LazadaProduct['skus'][number] | undefined): ProductDimensions | null {
  if (!sku?.package_length || !sku.package_width || !sku.package_height) return null;
  return { lengthCm: sku.package_length, widthCm: sku.package_width, heightCm: sku.package_height };
}
