import {
  ORDER_STATUSES,
  type OrderDetail,
  type OrderStatusKey,
  type OrderSummary,
  type orderListQuerySchema,
  type orderTabSchema,
} from '@booster/contracts';
import { jakartaIsoDate, type Marketplace } from '@booster/domain';
import { and, count, eq, gte, ilike, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
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
import { aliasRange, customRange } from './date-range.ts';
import { orderCounts, orderItems, orders, shipByKey } from './tables.ts';
import { itemsOf, toDetail, toSummary } from './view.ts';

type ListQuery = z.output<typeof orderListQuerySchema>;
export type OrderFilter = Pick<ListQuery, 'shopId' | 'search' | 'date' | 'from' | 'to'>;
type Tab = z.output<typeof orderTabSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Jakarta midnights bounding the filter: an alias runs from its first midnight on, custom through `to`. */
export function dateBounds(f: OrderFilter): { from?: Date; to?: Date } {
  if (f.date === 'all') return {};
  return f.date === 'custom' ? customRange(f.from, f.to) : { from: aliasRange(f.date).from };
}

/**
 * Orders per status under a filter without a search, summed from the maintained day counters (of one
 * status tab only when given: its rows alone are read).
 */
async function countedByStatus(
  ex: Executor,
  accountId: string,
  marketplace: Marketplace,
  f: OrderFilter,
  tab: Tab = 'all',
) {
  const range = dateBounds(f);
  return ex
    .select({ status: orderCounts.status, total: sql<number>`sum(${orderCounts.n})::int` })
    .from(orderCounts)
    .where(
      and(
        eq(orderCounts.accountId, accountId),
        eq(orderCounts.marketplace, marketplace),
        tab === 'all' ? undefined : eq(orderCounts.status, tab),
        f.shopId ? eq(orderCounts.shopId, f.shopId) : undefined,
        range.from ? gte(orderCounts.day, jakartaIsoDate(range.from)) : undefined,
        range.to ? lt(orderCounts.day, jakartaIsoDate(range.to)) : undefined,
      ),
    )
    .groupBy(orderCounts.status);
}

/** Orders per status: counters without a search, the trigram index's matches with one. */
function byStatus(ex: Executor, accountId: string, marketplace: Marketplace, f: OrderFilter) {
  if (!f.search) return countedByStatus(ex, accountId, marketplace, f);
  return ex
    .select({ status: orders.status, total: count() })
    .from(orders)
    .where(orderWhere(accountId, marketplace, f))
    .groupBy(orders.status);
}

/**
 * The account, marketplace, shop, search pattern and date bounds of a filter: values, or placeholders
 * of a statement built once per shape (list-page.ts).
 */
export type OrderScope = {
  accountId: string | Placeholder;
  marketplace: Marketplace | Placeholder;
  shopId?: string | Placeholder;
  searchPattern?: string | Placeholder;
  from?: Date | Placeholder;
  to?: Date | Placeholder;
};

/** What `search_text` is matched with: the lowered term, LIKE's wildcards escaped, anywhere. */
export const orderSearchPattern = (search: string) => `%${escapeLike(search.toLowerCase())}%`;

export function orderWhere(accountId: string, marketplace: Marketplace, f: OrderFilter, tab: Tab = 'all') {
  const range = dateBounds(f);
  const searchPattern = f.search ? orderSearchPattern(f.search) : undefined;
  return orderWhereOf({ accountId, marketplace, shopId: f.shopId, searchPattern, ...range }, tab);
}

export function orderWhereOf(scope: OrderScope, tab: Tab = 'all') {
  const parts: SQL[] = [eq(orders.accountId, scope.accountId), eq(orders.marketplace, scope.marketplace)];
  if (scope.shopId) parts.push(eq(orders.shopId, scope.shopId));
  // search_text is lower case and trigram-indexed, so ILIKE '%…%' stays an index scan.
  if (scope.searchPattern) parts.push(ilike(orders.searchText, scope.searchPattern));
  if (tab !== 'all') parts.push(eq(orders.status, tab));
  if (scope.from) parts.push(gte(orders.placedAt, scope.from));
  if (scope.to) parts.push(lt(orders.placedAt, scope.to));
  return and(...parts) as SQL;
}

/**
 * Each sort is `(key, id)`, walked through its index (tables.ts). Orders without a ship-by come last
 * in the ship-by sort: the key is `coalesce(ship_by, 'infinity')`, so a cursor never holds a NULL.
 */
export const SORTS: Record<ListQuery['sort'], SortKey> = {
  created_desc: { column: orders.placedAt, direction: 'desc', cast: 'timestamptz' },
  created_asc: { column: orders.placedAt, direction: 'asc', cast: 'timestamptz' },
  total_desc: { column: orders.totalAmount, direction: 'desc', cast: 'bigint' },
  total_asc: { column: orders.totalAmount, direction: 'asc', cast: 'bigint' },
  ship_by_asc: { column: shipByKey(orders.shipBy), direction: 'asc', cast: 'timestamptz' },
};

/** Summaries of the given rows, with their items and shop names, in the rows' order. */
export async function summariesOf(
  ex: Executor,
  rows: { order: typeof orders.$inferSelect; shopname: string }[],
): Promise<OrderSummary[]> {
  const items = await itemsOf(
    ex,
    rows.map((r) => r.order.id),
  );
  return rows.map((r) => toSummary(r.order, r.shopname, items.get(r.order.id) ?? []));
}

/** Orders per status tab under the same shop, search and date filter; `all` is their sum. */
export async function tabCounts(ex: Executor, accountId: string, marketplace: Marketplace, f: OrderFilter) {
  const rows = await byStatus(ex, accountId, marketplace, f);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatusKey, number>;
  for (const row of rows) counts[row.status] = row.total;
  return { all: rows.reduce((sum, r) => sum + r.total, 0), ...counts };
}

/** Lazada links carry an order-item id; every platform also answers to our own order id. */
async function findOrderId(ex: Executor, accountId: string, marketplace: Marketplace, id: string) {
  if (UUID.test(id)) return id;
  if (marketplace !== 'lazada') return null;
  const [item] = await ex
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(and(eq(orderItems.accountId, accountId), eq(orderItems.externalItemId, id)))
    .limit(1);
  return item?.orderId ?? null;
}

export async function orderDetail(
  ex: Executor,
  accountId: string,
  marketplace: Marketplace,
  id: string,
): Promise<OrderDetail> {
  const orderId = await findOrderId(ex, accountId, marketplace, id);
  if (!orderId) throw notFound();
  const [row] = await ex
    .select({ order: orders, shopname: shopNames.shopName })
    .from(orders)
    .innerJoin(shopNames, eq(shopNames.id, orders.shopId))
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId), eq(orders.marketplace, marketplace)))
    .limit(1);
  if (!row) throw notFound();
  const items = await itemsOf(ex, [row.order.id]);
  return toDetail(ex, row.order, row.shopname, items.get(row.order.id) ?? []);
}

export type OrderWalkQuery = OrderFilter & Pick<ListQuery, 'tab' | 'sort'>;

/**
 * Every order under a list's filter, tab and sort, batch by batch along the sort's index (keyset), so
 * an export of 100,000 orders holds one batch in memory at a time.
 */
export async function* walkOrders(
  ex: Executor,
  accountId: string,
  marketplace: Marketplace,
  q: OrderWalkQuery,
  batch = 1000,
): AsyncGenerator<OrderSummary[]> {
  const where = orderWhere(accountId, marketplace, q, q.tab);
  const sort = SORTS[q.sort];
  let cursor: string | null = null;
  for (;;) {
    const rows = await ex
      .select({ order: orders, shopname: shopNames.shopName, sortValue: sortValueText(sort) })
      .from(orders)
      .innerJoin(shopNames, eq(shopNames.id, orders.shopId))
      .where(whereAfterCursor(where, sort, orders.id, cursor))
      .orderBy(...keysetOrder(sort, orders.id))
      .limit(batch);
    if (rows.length > 0) yield await summariesOf(ex, rows);
    const last = rows.at(-1);
    if (rows.length < batch || !last) return;
    cursor = encodeCursor(last.sortValue, last.order.id);
  }
}
