import type { ListingSummary } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import {
  afterCursorPlaceholders,
  checkedCursor,
  encodeCursor,
  keysetOrder,
} from '../../platform/db/keyset.ts';
import {
  buildMatchCount,
  buildStatement,
  isoTime,
  limitToWalk,
  pageWalkKeyed,
  runStatement,
  statementCache,
  type WalkRows,
} from '../../platform/db/statement.ts';
import { shopNames } from '../shops/joins.ts';
import type { ListingRow } from './listing-row.ts';
import {
  type ListingFilter,
  type ListingSort,
  SORTS,
  SUMMARY_COLUMNS,
  searchPattern,
  TAB_STATUSES,
  whereOf,
} from './queries.ts';
import { listingCounts, listings } from './tables.ts';

/**
 * The product list's page and total (GET /api/app/product/:marketplace) as statements built once per
 * shape (shop or not, search or not, tab, stock level, sort, cursor or page number): the request only
 * fills in the values and maps the row arrays to the answer (platform/db/statement.ts).
 */
const query = new QueryBuilder();
const pages = statementCache('listings_page');
const totals = statementCache('listings_total');

/** A list row's columns in the order `toSummary` reads them: a listing's summary with its shop's name. */
const { id, shopId, ...summaryRest } = SUMMARY_COLUMNS;
const LIST_COLUMNS = { id, shopId, shopname: shopNames.shopName, ...summaryRest };

/** The columns of LIST_COLUMNS, then the sort value (the next cursor's), as a list answer's row. */
function toSummary(r: unknown[]): ListingSummary {
  return {
    _id: r[0] as string,
    shopId: r[1] as string,
    shopname: r[2] as string,
    marketplace: r[3] as Marketplace,
    externalId: r[4] as string,
    name: r[5] as string,
    image: r[6] as string | null,
    status: r[7] as ListingRow['status'],
    platformStatus: r[8] as string,
    skus: r[9] as string[],
    // bigint arrives as text.
    minPrice: Number(r[10]),
    maxPrice: Number(r[11]),
    totalStock: r[12] as number,
    variantCount: r[13] as number,
    supplier: r[14] as string | null,
    updatedAt: isoTime(r[15]),
  };
}
/**
 * Where each sort's key is among LIST_COLUMNS, as PostgreSQL printed it (the next cursor's value): no
 * second copy of it as text is selected for every row the page walks past.
 */
const SORT_COLUMN: Record<ListingSort, number> = {
  updated_desc: 15,
  updated_asc: 15,
  name_asc: 5,
  name_desc: 5,
  price_asc: 10,
  price_desc: 11,
  stock_asc: 12,
  stock_desc: 12,
};

type Shape = Omit<ListingFilter, 'shopId' | 'search'> & { shop: boolean; search: boolean };

function scopeOf(shape: Shape) {
  return {
    accountId: sql.placeholder('accountId'),
    marketplace: sql.placeholder('marketplace'),
    shopId: shape.shop ? sql.placeholder('shopId') : undefined,
    searchPattern: shape.search ? sql.placeholder('search') : undefined,
  };
}

function buildPage(shape: Shape, sortName: ListingSort, byCursor: boolean, rows: WalkRows, name?: string) {
  const sort = SORTS[sortName];
  const where = whereOf(scopeOf(shape), shape);
  const after = afterCursorPlaceholders(sort, listings.id);
  return buildStatement(
    limitToWalk(
      query
        .select(LIST_COLUMNS)
        .from(listings)
        .innerJoin(shopNames, eq(shopNames.id, listings.shopId))
        .where(byCursor ? and(where, after) : where)
        .orderBy(...keysetOrder(sort, listings.id)),
      rows,
    ),
    name,
  );
}

/** Without a search: summed counters of the shape's rows. With one: the matches, up to `cap` when capped. */
function buildTotal(shape: Shape, capped: boolean, name?: string) {
  if (shape.search) {
    return buildMatchCount(listings, whereOf(scopeOf(shape), shape), capped, name);
  }
  const tab = shape.tab && shape.tab !== 'all' ? TAB_STATUSES[shape.tab] : null;
  return buildStatement(
    query
      .select({ n: sql<number>`coalesce(sum(${listingCounts.n}), 0)::int` })
      .from(listingCounts)
      .where(
        and(
          eq(listingCounts.accountId, sql.placeholder('accountId')),
          eq(listingCounts.marketplace, sql.placeholder('marketplace')),
          shape.shop ? eq(listingCounts.shopId, sql.placeholder('shopId')) : undefined,
          shape.stock && shape.stock !== 'all' ? eq(listingCounts.stockLevel, shape.stock) : undefined,
          tab ? inArray(listingCounts.status, tab) : undefined,
        ),
      ),
    name,
  );
}

function shapeOf(f: ListingFilter): Shape {
  return { shop: Boolean(f.shopId), search: Boolean(f.search), tab: f.tab ?? 'all', stock: f.stock ?? 'all' };
}

const shapeKey = (s: Shape) => `${s.shop ? 'shop' : 'all'}:${s.search ? 'search' : '-'}:${s.tab}:${s.stock}`;

function valuesOf(accountId: string, marketplace: Marketplace, f: ListingFilter) {
  return { accountId, marketplace, shopId: f.shopId, search: f.search ? searchPattern(f.search) : undefined };
}

/**
 * One page in the sort's index order with each row's shop name: after the previous page's
 * `nextCursor` (a seek) or `(page - 1) * limit` rows into the same walk. Named (planned once) without
 * a search; with one, planned for the term.
 */
export async function listingSummaries(
  db: Db,
  accountId: string,
  marketplace: Marketplace,
  f: ListingFilter,
  page: { page: number; limit: number; sort: ListingSort; cursor?: string },
): Promise<{ docs: ListingSummary[]; nextCursor: string | null }> {
  const cursor = page.cursor ? checkedCursor(SORTS[page.sort].cast, page.cursor) : null;
  const shape = shapeOf(f);
  const limit = page.limit + 1;
  const offset = cursor ? 0 : (page.page - 1) * page.limit;
  const walk = pageWalkKeyed(`${shapeKey(shape)}:${page.sort}`, cursor !== null, page.page, limit, offset);
  const statement = pages(walk.key, !shape.search, (name) =>
    buildPage(shape, page.sort, cursor !== null, walk.rows, name),
  );
  const found = await runStatement(db, statement, {
    ...valuesOf(accountId, marketplace, f),
    cursorValue: cursor?.value,
    cursorId: cursor?.id,
    limit,
    offset,
  });
  const rows = found.slice(0, page.limit);
  const last = rows.at(-1);
  return {
    docs: rows.map(toSummary),
    nextCursor:
      found.length > page.limit && last
        ? encodeCursor(String(last[SORT_COLUMN[page.sort]]), last[0] as string)
        : null,
  };
}

/**
 * How many listings match: exact from the maintained counters without a search, otherwise the
 * matches counted up to `cap` (null: all of them).
 */
export async function listingTotal(
  db: Db,
  accountId: string,
  marketplace: Marketplace,
  f: ListingFilter,
  cap: number | null,
): Promise<number> {
  const shape = shapeOf(f);
  const capped = shape.search && cap !== null;
  const statement = totals(`${shapeKey(shape)}:${capped ? 'cap' : 'all'}`, !shape.search, (name) =>
    buildTotal(shape, capped, name),
  );
  const [row] = await runStatement(db, statement, { ...valuesOf(accountId, marketplace, f), cap });
  return Number(row?.[0] ?? 0);
}
