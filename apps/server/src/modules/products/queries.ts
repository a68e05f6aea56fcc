import type { ListingListQuery, ListingTabs } from '@booster/contracts';
import { LOW_STOCK_THRESHOLD, type Marketplace } from '@booster/domain';
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { type Executor, escapeLike } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import type { ListingRow, VariantRow } from './listing-row.ts';
import { listings, listingVariants } from './tables.ts';

export type ListingFilter = {
  shopId?: string;
  search?: string;
  tab?: NonNullable<ListingListQuery['tab']>;
  stock?: NonNullable<ListingListQuery['stock']>;
};
export type ListingSort = NonNullable<ListingListQuery['sort']>;

/** Unlisted and archived share a tab (issue 4). */
const TAB_STATUSES: Record<Exclude<ListingFilter['tab'], undefined | 'all'>, ListingRow['status'][]> = {
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

export function listingWhere(accountId: string, marketplace: Marketplace, f: ListingFilter): SQL {
  const parts: (SQL | undefined)[] = [
    eq(listings.accountId, accountId),
    eq(listings.marketplace, marketplace),
  ];
  if (f.shopId) parts.push(eq(listings.shopId, f.shopId));
  // search_text is lower case and trigram-indexed, so ILIKE '%…%' stays an index scan.
  if (f.search) parts.push(ilike(listings.searchText, `%${escapeLike(f.search.toLowerCase())}%`));
  if (f.tab && f.tab !== 'all') parts.push(inArray(listings.status, TAB_STATUSES[f.tab]));
  parts.push(stockCondition(f.stock));
  return and(...parts) as SQL;
}

const SORTS: Record<ListingSort, SQL[]> = {
  updated_desc: [desc(listings.updatedAt), desc(listings.id)],
  updated_asc: [asc(listings.updatedAt), asc(listings.id)],
  name_asc: [asc(listings.name), asc(listings.id)],
  name_desc: [desc(listings.name), desc(listings.id)],
  price_asc: [asc(listings.minPrice), asc(listings.id)],
  price_desc: [desc(listings.maxPrice), desc(listings.id)],
  stock_asc: [asc(listings.totalStock), asc(listings.id)],
  stock_desc: [desc(listings.totalStock), desc(listings.id)],
};

export async function pageOfListings(
  ex: Executor,
  where: SQL,
  page: { page: number; limit: number; sort: ListingSort },
): Promise<{ rows: ListingRow[]; total: number }> {
  const [[{ total }], rows] = await Promise.all([
    ex.select({ total: count() }).from(listings).where(where),
    ex
      .select()
      .from(listings)
      .where(where)
      .orderBy(...SORTS[page.sort])
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
  ]);
  return { rows, total };
}

export async function tabCounts(ex: Executor, where: SQL): Promise<ListingTabs> {
  const rows = await ex
    .select({ status: listings.status, n: count() })
    .from(listings)
    .where(where)
    .groupBy(listings.status);
  const tabs: ListingTabs = { all: 0, live: 0, unlisted: 0, soldout: 0, violation: 0 };
  for (const r of rows) {
    tabs.all += r.n;
    const tab = r.status === 'archived' ? 'unlisted' : r.status;
    tabs[tab] += r.n;
  }
  return tabs;
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
