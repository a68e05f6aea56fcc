import type { ListingListQuery, ListingTabs } from '@booster/contracts';
import { LOW_STOCK_THRESHOLD, type Marketplace } from '@booster/domain';
import { and, asc, count, eq, gt, inArray, like, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { type Executor, escapeLike } from '../../platform/db/index.ts';
import {
  encodeCursor,
  keysetOrder,
  type SortKey,
  sortValueText,
  whereAfterCursor,
} from '../../platform/db/keyset.ts';
import { notFound } from '../../platform/errors/index.ts';
import { shopNames } from '../shops/joins.ts';
import type { ListingRow, SummaryRow, VariantRow } from './listing-row.ts';
import { listingCounts, listings, listingVariants } from './tables.ts';

export type ListingFilter = {
  shopId?: string;
  search?: string;
  tab?: NonNullable<ListingListQuery['tab']>;
  stock?: NonNullable<ListingListQuery['stock']>;
};
export type ListingSort = NonNullable<ListingListQuery['sort']>;

/** Unlisted and archived share a tab (issue 4). */
export const TAB_STATUSES: Record<
  Exclude<ListingFilter['tab'], undefined | 'all'>,
  ListingRow['status'][]
> = {
  live: ['live'],
  unlisted: ['unlisted', 'archived'],
  soldout: ['soldout'],
  violation: ['violation'],
};

/** `in`: more than the low-stock threshold; `low`: 1 up to it; `out`: none. */
function stockCondition(stock: ListingFilter['stock']): SQL | undefined {
  if (stock === 'in') return gt(listings.totalStock, LOW_STOCK_THRESHOLD);
  if (stock === 'low') return and(gt(listings.totalStock, 0), lte(listings.totalStock, LOW_STOCK_THRESHOLD));
  if (stock === 'out') return lte(listings.totalStock, 0);
  return undefined;
}

/**
 * The account, marketplace, shop and search pattern of a filter: values, or placeholders of a
 * statement built once per shape (list-page.ts).
 */
export type Scope = {
  accountId: string | Placeholder;
  marketplace: Marketplace | Placeholder;
  shopId?: string | Placeholder;
  searchPattern?: string | Placeholder;
};

/** What `search_text` is matched with: the lowered term, LIKE's wildcards escaped, anywhere. */
export const searchPattern = (search: string) => `%${escapeLike(search.toLowerCase())}%`;

export function listingWhere(accountId: string, marketplace: Marketplace, f: ListingFilter): SQL {
  const pattern = f.search ? searchPattern(f.search) : undefined;
  return whereOf({ accountId, marketplace, shopId: f.shopId, searchPattern: pattern }, f);
}

export function whereOf(scope: Scope, f: Omit<ListingFilter, 'shopId' | 'search'>): SQL {
  const parts: (SQL | undefined)[] = [
    eq(listings.accountId, scope.accountId),
    eq(listings.marketplace, scope.marketplace),
  ];
  if (scope.shopId) parts.push(eq(listings.shopId, scope.shopId));
  // search_text is lower case and trigram-indexed: LIKE on the lowered term is an index condition and
  // cheaper to recheck than ILIKE.
  if (scope.searchPattern) parts.push(like(listings.searchText, scope.searchPattern));
  if (f.tab && f.tab !== 'all') parts.push(inArray(listings.status, TAB_STATUSES[f.tab]));
  parts.push(stockCondition(f.stock));
  return and(...parts) as SQL;
}

const key = (column: SortKey['column'], direction: SortKey['direction'], cast: string): SortKey => ({
  column,
  direction,
  cast,
});

/** Each sort is `(column, id)` in one direction, served by its own index (tables.ts). */
export const SORTS: Record<ListingSort, SortKey> = {
  updated_desc: key(listings.updatedAt, 'desc', 'timestamptz'),
  updated_asc: key(listings.updatedAt, 'asc', 'timestamptz'),
  name_asc: key(listings.name, 'asc', 'text'),
  name_desc: key(listings.name, 'desc', 'text'),
  price_asc: key(listings.minPrice, 'asc', 'bigint'),
  price_desc: key(listings.maxPrice, 'desc', 'bigint'),
  stock_asc: key(listings.totalStock, 'asc', 'integer'),
  stock_desc: key(listings.totalStock, 'desc', 'integer'),
};

/** A listing's summary columns (the list's rows and the export walk's). */
export const SUMMARY_COLUMNS = {
  id: listings.id,
  shopId: listings.shopId,
  marketplace: listings.marketplace,
  externalId: listings.externalId,
  name: listings.name,
  image: sql<string | null>`${listings.images} -> 0 ->> 'url'`,
  status: listings.status,
  platformStatus: listings.platformStatus,
  skus: listings.skus,
  minPrice: listings.minPrice,
  maxPrice: listings.maxPrice,
  totalStock: listings.totalStock,
  variantCount: listings.variantCount,
  supplier: listings.supplier,
  updatedAt: listings.updatedAt,
};

/**
 * One page in the sort's index order, with each row's shop name joined in. With a cursor (the
 * previous page's `nextCursor`) it seeks past that row; without, it skips `(page - 1) * limit` rows
 * of the same index walk, which is cheap for the first pages a seller clicks through.
 */
export async function pageOfListings(
  ex: Executor,
  where: SQL,
  page: { page: number; limit: number; sort: ListingSort; cursor?: string },
): Promise<{ rows: (SummaryRow & { shopname: string })[]; nextCursor: string | null }> {
  const sort = SORTS[page.sort];
  const found = await ex
    .select({ listing: SUMMARY_COLUMNS, shopname: shopNames.shopName, sortValue: sortValueText(sort) })
    .from(listings)
    .innerJoin(shopNames, eq(shopNames.id, listings.shopId))
    .where(whereAfterCursor(where, sort, listings.id, page.cursor))
    .orderBy(...keysetOrder(sort, listings.id))
    .limit(page.limit + 1)
    .offset(page.cursor ? 0 : (page.page - 1) * page.limit);
  return pageRows(found, page.limit);
}

function pageRows(
  found: { listing: SummaryRow; shopname: string; sortValue: string }[],
  limit: number,
): { rows: (SummaryRow & { shopname: string })[]; nextCursor: string | null } {
  const rows = found.slice(0, limit);
  const last = rows.at(-1);
  return {
    rows: rows.map((r) => ({ ...r.listing, shopname: r.shopname })),
    nextCursor: found.length > limit && last ? encodeCursor(last.sortValue, last.listing.id) : null,
  };
}

function toTabs(rows: { status: ListingRow['status']; n: number }[]): ListingTabs {
  const tabs: ListingTabs = { all: 0, live: 0, unlisted: 0, soldout: 0, violation: 0 };
  for (const r of rows) {
    tabs.all += r.n;
    const tab = r.status === 'archived' ? 'unlisted' : r.status;
    tabs[tab] += r.n;
  }
  return tabs;
}

/** Tab counts: summed counters without a search, grouped matches of the trigram index with one. */
export async function tabCounts(
  ex: Executor,
  accountId: string,
  marketplace: Marketplace,
  f: Omit<ListingFilter, 'tab'>,
): Promise<ListingTabs> {
  if (f.search) {
    const rows = await ex
      .select({ status: listings.status, n: count() })
      .from(listings)
      .where(listingWhere(accountId, marketplace, f))
      .groupBy(listings.status);
    return toTabs(rows);
  }
  const rows = await ex
    .select({ status: listingCounts.status, n: sql<number>`sum(${listingCounts.n})::int` })
    .from(listingCounts)
    .where(
      and(
        eq(listingCounts.accountId, accountId),
        eq(listingCounts.marketplace, marketplace),
        f.shopId ? eq(listingCounts.shopId, f.shopId) : undefined,
        f.stock && f.stock !== 'all' ? eq(listingCounts.stockLevel, f.stock) : undefined,
      ),
    )
    .groupBy(listingCounts.status);
  return toTabs(rows);
}

/** A listing of this account (and marketplace, when given); another tenant's id is 404. */
export async function findListing(
  ex: Executor,
  accountId: string,
  id: string,
  marketplace?: Marketplace,
): Promise<ListingRow> {
  const [row] = await ex
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.id, id),
        eq(listings.accountId, accountId),
        marketplace ? eq(listings.marketplace, marketplace) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function variantsOf(ex: Executor, listingId: string): Promise<VariantRow[]> {
  return ex
    .select()
    .from(listingVariants)
    .where(eq(listingVariants.listingId, listingId))
    .orderBy(asc(listingVariants.position), asc(listingVariants.id));
}

export type ListingWithVariants = SummaryRow & { shopname: string; variants: VariantRow[] };

/**
 * Every listing of a list's filter and sort with its variants, batch by batch along the sort's index
 * (keyset), so an export holds one batch in memory at a time.
 */
export async function* walkListings(
  ex: Executor,
  accountId: string,
  marketplace: Marketplace,
  q: ListingFilter & { sort: ListingSort },
  batch = 500,
): AsyncGenerator<ListingWithVariants[]> {
  const where = listingWhere(accountId, marketplace, q);
  let cursor: string | undefined;
  for (;;) {
    const { rows, nextCursor } = await pageOfListings(ex, where, {
      page: 1,
      limit: batch,
      sort: q.sort,
      cursor,
    });
    const variants = rows.length
      ? await ex
          .select()
          .from(listingVariants)
          .where(
            inArray(
              listingVariants.listingId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(listingVariants.listingId), asc(listingVariants.position), asc(listingVariants.id))
      : [];
    const byListing = new Map<string, VariantRow[]>();
    for (const v of variants) byListing.set(v.listingId, [...(byListing.get(v.listingId) ?? []), v]);
    if (rows.length > 0) yield rows.map((r) => ({ ...r, variants: byListing.get(r.id) ?? [] }));
    if (!nextCursor) return;
    cursor = nextCursor;
  }
}

/**
 * Variants joined to their listing, reading `fields` of both (`{ variant: listingVariants, listing: listings }`
 * for the whole rows); the caller adds its where.
 */
export function variantsWithListing<F extends SelectedFields>(ex: Executor, fields: F) {
  return ex
    .select(fields)
    .from(listingVariants)
    .innerJoin(listings, eq(listings.id, listingVariants.listingId));
}

/** Variants of this account's listings on one marketplace, by Booster id, with their listing (import). */
export async function variantsByIds(
  ex: Executor,
  accountId: string,
  marketplace: Marketplace,
  ids: string[],
) {
  if (ids.length === 0) return [];
  return variantsWithListing(ex, {
    variant: listingVariants,
    listingName: listings.name,
    shopId: listings.shopId,
  }).where(
    and(
      eq(listingVariants.accountId, accountId),
      eq(listings.marketplace, marketplace),
      inArray(listingVariants.id, ids),
    ),
  );
}
