import type { MarketplaceProduct } from '@booster/marketplaces';
import { and, eq, getTableColumns, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, type Executor, withTransaction } from '../../platform/db/index.ts';
import type { ShopRow } from '../shops/index.ts';
import { listingFromProduct } from './listing-row.ts';
import { listings, listingVariants } from './tables.ts';

/** `set` of an upsert that takes every named column from the row that was to be inserted. */
function fromExcluded<K extends string>(columns: Record<K, PgColumn>, keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${columns[k].name}"`)])) as Record<K, SQL>;
}

const listingColumns = getTableColumns(listings);
/** Everything the platform owns; `supplier` is Booster's and `createdAt` stays. */
const SYNCED_LISTING_FIELDS = [
  'name',
  'description',
  'status',
  'platformStatus',
  'categoryId',
  'images',
  'attributes',
  'tiers',
  'weightGrams',
  'dimensions',
  'condition',
  'logistics',
  'minPrice',
  'maxPrice',
  'totalStock',
  'variantCount',
  'skus',
  'searchText',
  'platformUpdatedAt',
  'syncedAt',
  'updatedAt',
] as const satisfies readonly (keyof typeof listingColumns)[];

const variantColumns = getTableColumns(listingVariants);
const SYNCED_VARIANT_FIELDS = [
  'sku',
  'name',
  'options',
  'price',
  'stock',
  'position',
  'updatedAt',
] as const satisfies readonly (keyof typeof variantColumns)[];

/** A stored variant with the units a platform campaign holds of it (only where the platform reports them). */
export type StoredReservation = { variantId: string; reserved: number; until: Date | null };

/**
 * Told, in the storing transaction, what the platform reported of campaign-reserved stock for the
 * variants just stored (the stock module keeps it and pushes no lower).
 */
export type ReservationsListener = (
  tx: Executor,
  shop: ShopRow,
  reservations: StoredReservation[],
) => Promise<void>;

/**
 * Stores products as the platform returned them, in one transaction: listings and variants are
 * upserted on (shop, platform id), so ids stay stable for links; variants the platform no longer
 * has are removed. Returns listing ids by platform id.
 */
export async function storeProducts(
  db: Db,
  shop: ShopRow,
  products: readonly MarketplaceProduct[],
  onReservations?: ReservationsListener,
): Promise<Map<string, string>> {
  // A page may name a product twice (it changed while we paged); the last copy wins.
  const unique = [...new Map(products.map((p) => [p.externalId, p])).values()];
  if (unique.length === 0) return new Map();
  const now = new Date();
  const rows = unique.map((p) => listingFromProduct(shop, p, now));
  return withTransaction(db, async (tx) => {
    const stored = await tx
      .insert(listings)
      .values(rows.map((r) => r.listing))
      .onConflictDoUpdate({
        target: [listings.shopId, listings.externalId],
        set: fromExcluded(listingColumns, SYNCED_LISTING_FIELDS),
      })
      .returning({ id: listings.id, externalId: listings.externalId });
    const idOf = new Map(stored.map((s) => [s.externalId, s.id]));
    const variants = rows.flatMap((r) =>
      r.variants.map((v) => ({ ...v, listingId: idOf.get(r.listing.externalId) as string })),
    );
    if (variants.length > 0) {
      const storedVariants = await tx
        .insert(listingVariants)
        .values(variants)
        .onConflictDoUpdate({
          target: [listingVariants.listingId, listingVariants.externalId],
          set: fromExcluded(variantColumns, SYNCED_VARIANT_FIELDS),
        })
        .returning({
          id: listingVariants.id,
          listingId: listingVariants.listingId,
          externalId: listingVariants.externalId,
        });
      if (onReservations) await onReservations(tx, shop, reservationsOf(unique, idOf, storedVariants));
    }
    // Every variant written above carries `now`; any other variant of these listings is gone.
    await tx
      .delete(listingVariants)
      .where(and(inArray(listingVariants.listingId, [...idOf.values()]), ne(listingVariants.updatedAt, now)));
    return idOf;
  });
}

/** The reserved units each stored variant's platform reported; variants of a platform without them are left out. */
function reservationsOf(
  products: readonly MarketplaceProduct[],
  listingIdOf: Map<string, string>,
  stored: readonly { id: string; listingId: string; externalId: string }[],
): StoredReservation[] {
  const reported = new Map<string, { reserved: number; until: Date | null }>();
  for (const p of products)
    for (const v of p.variants)
      if (v.reserved !== undefined)
        reported.set(`${listingIdOf.get(p.externalId)}:${v.externalId}`, {
          reserved: v.reserved,
          until: v.reservedUntil ?? null,
        });
  return stored.flatMap((v) => {
    const found = reported.get(`${v.listingId}:${v.externalId}`);
    return found === undefined ? [] : [{ variantId: v.id, ...found }];
  });
}

/** After a full import: listings it did not return (not synced since it started) are archived. */
export async function archiveNotSyncedSince(db: Db, shopId: string, since: Date) {
  await db
    .update(listings)
    .set({ status: 'archived', updatedAt: new Date() })
    .where(and(eq(listings.shopId, shopId), lt(listings.syncedAt, since), ne(listings.status, 'archived')));
}

/** The platform says the product no longer exists. */
export async function archiveListing(db: Db, shopId: string, externalId: string) {
  await db
    .update(listings)
    .set({ status: 'archived', syncedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(listings.shopId, shopId), eq(listings.externalId, externalId)));
}

/** The newest platform change we hold for a shop: where an incremental sync starts. */
export async function lastPlatformUpdate(db: Db, shopId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${listings.platformUpdatedAt})`.mapWith(listings.platformUpdatedAt) })
    .from(listings)
    .where(eq(listings.shopId, shopId));
  return row?.at ?? null;
}
