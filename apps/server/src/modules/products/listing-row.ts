import type { ListingDetail, ListingSummary } from '@booster/contracts';
import type { MarketplaceProduct } from '@booster/marketplaces';
import { type ShopRow, shopKeys } from '../shops/index.ts';
import type { listings, listingVariants } from './tables.ts';

export type ListingRow = typeof listings.$inferSelect;
export type VariantRow = typeof listingVariants.$inferSelect;
type ListingValues = Omit<typeof listings.$inferInsert, 'id' | 'supplier' | 'createdAt'>;
type VariantValues = Omit<typeof listingVariants.$inferInsert, 'id' | 'listingId'>;

/** Name and SKUs in lower case: what the trigram index searches. */
export function searchTextOf(name: string, skus: readonly string[]): string {
  return [name, ...skus].join(' ').toLowerCase();
}

/** What the list shows about a product's variants: price range, total stock and distinct SKUs. */
export function variantTotals(variants: readonly { sku: string; price: number; stock: number }[]) {
  const prices = variants.map((v) => v.price);
  return {
    minPrice: prices.length ? Math.min(...prices) : 0,
    maxPrice: prices.length ? Math.max(...prices) : 0,
    totalStock: variants.reduce((sum, v) => sum + v.stock, 0),
    variantCount: variants.length,
    skus: [...new Set(variants.map((v) => v.sku).filter(Boolean))],
  };
}

/** A product as the platform returned it -> the listing row and its variant rows. */
/** What the platform says of a variant, as stored and as shown: its ids, options, price and stock. */
export function variantFacts(
  v: Pick<VariantRow, 'externalId' | 'sku' | 'name' | 'options' | 'price' | 'stock'>,
) {
  return {
    externalId: v.externalId,
    sku: v.sku,
    name: v.name,
    options: v.options,
    price: v.price,
    stock: v.stock,
  };
}

export function listingFromProduct(shop: ShopRow, product: MarketplaceProduct, now = new Date()) {
  const totals = variantTotals(product.variants);
  const images = product.platformImages.length
    ? product.platformImages
    : product.images.map((url) => ({ imageId: '', url }));
  const listing: ListingValues = {
    ...shopKeys(shop),
    externalId: product.externalId,
    name: product.name,
    description: product.description,
    status: product.status,
    platformStatus: product.platformStatus,
    categoryId: product.categoryId,
    images,
    attributes: product.attributes,
    tiers: product.tiers,
    weightGrams: product.weightGrams,
    dimensions: product.dimensions,
    condition: product.condition,
    logistics: product.logistics,
    ...totals,
    searchText: searchTextOf(product.name, totals.skus),
    platformUpdatedAt: product.updatedAt,
    syncedAt: now,
    // The list's "last updated" is when the product last changed on the platform.
    updatedAt: product.updatedAt,
  };
  const variants: VariantValues[] = product.variants.map((v, position) => ({
    accountId: shop.accountId,
    ...variantFacts(v),
    position,
    updatedAt: now,
  }));
  return { listing, variants };
}

/**
 * The platform's variant id for stock and price calls: null for a product without variations (the
 * adapters then address the product's only SKU).
 */
export function externalVariantIdOf(
  listing: Pick<ListingRow, 'tiers'>,
  variant: Pick<VariantRow, 'externalId'>,
) {
  return listing.tiers.length ? variant.externalId : null;
}

/** The columns a list row shows; the list reads only these (and the first image's URL). */
export type SummaryRow = Pick<
  ListingRow,
  | 'id'
  | 'shopId'
  | 'marketplace'
  | 'externalId'
  | 'name'
  | 'status'
  | 'platformStatus'
  | 'skus'
  | 'minPrice'
  | 'maxPrice'
  | 'totalStock'
  | 'variantCount'
  | 'supplier'
  | 'updatedAt'
> & { image: string | null };

export function toSummary(row: SummaryRow, shopname: string): ListingSummary {
  return {
    _id: row.id,
    shopId: row.shopId,
    shopname,
    marketplace: row.marketplace,
    externalId: row.externalId,
    name: row.name,
    image: row.image,
    status: row.status,
    platformStatus: row.platformStatus,
    skus: row.skus,
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    totalStock: row.totalStock,
    variantCount: row.variantCount,
    supplier: row.supplier,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDetail(
  row: ListingRow,
  variants: VariantRow[],
  shopname: string,
  masterSkuOf: ReadonlyMap<string, string>,
): ListingDetail {
  return {
    ...toSummary({ ...row, image: row.images[0]?.url ?? null }, shopname),
    description: row.description,
    categoryId: row.categoryId,
    images: row.images,
    attributes: row.attributes,
    tiers: row.tiers,
    variants: variants.map((v) => ({
      _id: v.id,
      ...variantFacts(v),
      masterSkuId: masterSkuOf.get(v.id) ?? null,
    })),
    weightGrams: row.weightGrams,
    dimensions: row.dimensions,
    condition: row.condition,
    logistics: row.logistics,
    syncedAt: row.syncedAt.toISOString(),
  };
}
