import type { OrderSummary, orderListQuerySchema } from '@booster/contracts';
import { cappedPageMeta, countCapFor, jakartaIsoDate, type Marketplace } from '@booster/domain';
import { type AnyColumn, and, eq, gte, lt, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import {
  afterCursorPlaceholders,
  checkedCursor,
  encodeCursor,
  keysetOrder,
  type SortKey,
} from '../../platform/db/keyset.ts';
import {
  buildMatchCount,
  buildStatement,
  isoTime,
  isoTimeOrNull,
  limitToWalk,
  pageWalkKeyed,
  runStatement,
  statementCache,
  type WalkRows,
} from '../../platform/db/statement.ts';
import { shopNames } from '../shops/joins.ts';
import { dateBounds, orderSearchPattern, orderWhereOf, SORTS } from './queries.ts';
import { orderCounts, orderItems, orders } from './tables.ts';
import type { SummaryItem } from './view.ts';

type ListQuery = z.output<typeof orderListQuerySchema>;

/**
 * The order list (GET /api/app/order/:marketplace): its page and total as statements built once per
 * shape (shop, search, tab, which date bounds, sort, cursor or page number), the request filling in
 * the values and mapping the row arrays to the answer (platform/db/statement.ts).
 */
const query = new QueryBuilder();
const pages = statementCache('orders_page');
const totals = statementCache('orders_total');

/**
 * Each page row's items as one JSON array, read in the same statement through the items' order index
 * (one round trip for the page instead of the page, then its items).
 */
const itemsJson = (orderId: AnyColumn) => sql<SummaryItem[]>`coalesce((
  select json_agg(json_build_object(
    'externalItemId', i.external_item_id, 'productExternalId', i.product_external_id,
    'variantExternalId', i.variant_external_id, 'sku', i.sku, 'name', i.name, 'image', i.image,
    'quantity', i.quantity, 'price', i.price) order by i.position, i.id)
  from ${orderItems} i where i.order_id = ${orderId}), '[]'::json)`;

/**
 * What the page walk selects of an order (no recipient, note or search text), and its sort key: the
 * shop's name and the items are added for the rows the page shows only (buildPage).
 */
const PAGE_COLUMNS = {
  id: orders.id,
  shopId: orders.shopId,
  marketplace: orders.marketplace,
  externalId: orders.externalId,
  status: orders.status,
  platformStatus: orders.platformStatus,
  buyerName: orders.buyerName,
  totalAmount: orders.totalAmount,
  money: orders.money,
  courier: orders.courier,
  trackingNumber: orders.trackingNumber,
  cancelRequested: orders.cancelRequested,
  placedAt: orders.placedAt,
  paidAt: orders.paidAt,
  shipBy: orders.shipBy,
  platformUpdatedAt: orders.platformUpdatedAt,
};

/** A list row of the page (`page`, the walk's rows) in the order `toSummary` reads. */
function listColumns(page: ReturnType<typeof pageWalk>) {
  return {
    id: page.id,
    shopId: page.shopId,
    shopname: shopNames.shopName,
    marketplace: page.marketplace,
    externalId: page.externalId,
    status: page.status,
    platformStatus: page.platformStatus,
    buyerName: page.buyerName,
    items: itemsJson(page.id),
    totalAmount: page.totalAmount,
    money: page.money,
    courier: page.courier,
    trackingNumber: page.trackingNumber,
    cancelRequested: page.cancelRequested,
    placedAt: page.placedAt,
    paidAt: page.paidAt,
    shipBy: page.shipBy,
    platformUpdatedAt: page.platformUpdatedAt,
  };
}

/**
 * Where each sort's key is among the list columns, as PostgreSQL printed it (the next cursor's value), so no
 * second copy of it as text is sent with every row. The ship-by sort's key (`coalesce(ship_by, 'infinity')`)
 * is not a column: its text is selected after them (SORT_VALUE).
 */
const SORT_COLUMN: Record<ListQuery['sort'], number> = {
  created_desc: 14,
  created_asc: 14,
  total_desc: 9,
  total_asc: 9,
  ship_by_asc: 18,
};
const SORT_VALUE = 18;

function toSummary(r: unknown[]): OrderSummary {
  const marketplace = r[3] as Marketplace;
  const items = r[8] as SummaryItem[];
  return {
    _id: r[0] as string,
    shopId: r[1] as string,
    shopname: r[2] as string,
    marketplace,
    orderNumber: r[4] as string,
    // Lazada lists and notifications link to an order by its first order-item (spec section 2).
    orderItemId: marketplace === 'lazada' ? (items[0]?.externalItemId ?? null) : null,
    status: r[5] as OrderSummary['status'],
    platformStatus: r[6] as string,
    buyerName: r[7] as string,
    items,
    // bigint arrives as text.
    totalAmount: Number(r[9]),
    money: r[10] as OrderSummary['money'],
    courier: r[11] as string,
    trackingNumber: r[12] as string | null,
    cancelRequested: r[13] as boolean,
    createdAt: isoTime(r[14]),
    paidAt: isoTimeOrNull(r[15]),
    shipBy: isoTimeOrNull(r[16]),
    updatedAt: isoTime(r[17]),
  };
}

type Shape = { shop: boolean; search: boolean; tab: ListQuery['tab']; from: boolean; to: boolean };

const shapeKey = (s: Shape) =>
  `${s.shop ? 'shop' : 'all'}:${s.search ? 'search' : '-'}:${s.tab}:${s.from ? 'from' : '-'}:${s.to ? 'to' : '-'}`;

function whereOf(shape: Shape) {
  const scope = {
    accountId: sql.placeholder('accountId'),
    marketplace: sql.placeholder('marketplace'),
    shopId: shape.shop ? sql.placeholder('shopId') : undefined,
    searchPattern: shape.search ? sql.placeholder('search') : undefined,
    from: shape.from ? sql.placeholder('from') : undefined,
    to: shape.to ? sql.placeholder('to') : undefined,
  };
  return orderWhereOf(scope, shape.tab);
}

/**
 * The rows of one page in the sort's index order, the sort key beside them (`sort_key`): the walk of
 * `limit + 1` rows after `offset` (or after the cursor's row).
 */
function pageWalk(shape: Shape, sort: SortKey, byCursor: boolean, rows: WalkRows) {
  const where = whereOf(shape);
  return limitToWalk(
    query
      .select({ ...PAGE_COLUMNS, sortKey: sql`${sort.column}`.as('sort_key') })
      .from(orders)
      .where(byCursor ? and(where, afterCursorPlaceholders(sort, orders.id)) : where)
      .orderBy(...keysetOrder(sort, orders.id)),
    rows,
  ).as('page');
}

/**
 * The page's statement: the walk first, then for its rows alone (not the `offset` rows it walked past)
 * the shop's name and the items as JSON — page 3 of 20 aggregates 21 rows' items, not 61.
 */
function buildPage(
  shape: Shape,
  sortName: ListQuery['sort'],
  byCursor: boolean,
  rows: WalkRows,
  name?: string,
) {
  const sort = SORTS[sortName];
  const page = pageWalk(shape, sort, byCursor, rows);
  const columns = listColumns(page);
  return buildStatement(
    query
      .select(
        SORT_COLUMN[sortName] === SORT_VALUE
          ? { ...columns, sortValue: sql<string>`${page.sortKey}::text` }
          : columns,
      )
      .from(page)
      .innerJoin(shopNames, eq(shopNames.id, page.shopId))
      .orderBy(...keysetOrder({ ...sort, column: sql`${page.sortKey}` }, page.id)),
    name,
  );
}

/**
 * Without a search: the shape's day counters summed (dates are whole Jakarta days, so a range is a sum
 * of day rows). With one: the matches, up to `cap` when capped.
 */
function buildTotal(shape: Shape, capped: boolean, name?: string) {
  if (shape.search) {
    return buildMatchCount(orders, whereOf(shape), capped, name);
  }
  return buildStatement(
    query
      .select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` })
      .from(orderCounts)
      .where(
        and(
          eq(orderCounts.accountId, sql.placeholder('accountId')),
          eq(orderCounts.marketplace, sql.placeholder('marketplace')),
          shape.tab === 'all' ? undefined : eq(orderCounts.status, shape.tab),
          shape.shop ? eq(orderCounts.shopId, sql.placeholder('shopId')) : undefined,
          shape.from ? gte(orderCounts.day, sql.placeholder('fromDay')) : undefined,
          shape.to ? lt(orderCounts.day, sql.placeholder('toDay')) : undefined,
        ),
      ),
    name,
  );
}

/**
 * One page in the sort's index order: after the previous page's `nextCursor` when given (a seek),
 * else `(page - 1) * limit` rows into the same walk. The total is exact from the day counters without
 * a search; with one it is counted only as far as the page buttons need unless `exactTotal` asks.
 * Without a search both statements are named (planned once per connection); a search is planned for
 * its term.
 */
export async function listOrders(db: Db, accountId: string, marketplace: Marketplace, q: ListQuery) {
  const sort = SORTS[q.sort];
  const cursor = q.cursor ? checkedCursor(sort.cast, q.cursor) : null;
  const range = dateBounds(q);
  const shape: Shape = {
    shop: Boolean(q.shopId),
    search: Boolean(q.search),
    tab: q.tab,
    from: Boolean(range.from),
    to: Boolean(range.to),
  };
  const cap = q.search && !q.exactTotal ? countCapFor(q.page, q.limit) : null;
  const values = {
    accountId,
    marketplace,
    shopId: q.shopId,
    search: q.search ? orderSearchPattern(q.search) : undefined,
    from: range.from?.toISOString(),
    to: range.to?.toISOString(),
    fromDay: range.from ? jakartaIsoDate(range.from) : undefined,
    toDay: range.to ? jakartaIsoDate(range.to) : undefined,
    cap,
  };
  const limit = q.limit + 1;
  const offset = cursor ? 0 : (q.page - 1) * q.limit;
  const walk = pageWalkKeyed(`${shapeKey(shape)}:${q.sort}`, cursor !== null, q.page, limit, offset);
  const page = pages(walk.key, !shape.search, (name) =>
    buildPage(shape, q.sort, cursor !== null, walk.rows, name),
  );
  const total = totals(`${shapeKey(shape)}:${cap === null ? 'all' : 'cap'}`, !shape.search, (name) =>
    buildTotal(shape, cap !== null, name),
  );
  const [found, [counted]] = await Promise.all([
    runStatement(db, page, {
      ...values,
      cursorValue: cursor?.value,
      cursorId: cursor?.id,
      limit,
      offset,
    }),
    runStatement(db, total, values),
  ]);
  const rows = found.slice(0, q.limit);
  const last = rows.at(-1);
  return {
    docs: rows.map(toSummary),
    ...cappedPageMeta(q.page, q.limit, Number(counted?.[0] ?? 0), cap),
    nextCursor:
      found.length > q.limit && last
        ? encodeCursor(String(last[SORT_COLUMN[q.sort]]), last[0] as string)
        : null,
  };
}
