import {
  ORDER_STATUSES,
  type OrderDetail,
  type OrderStatusKey,
  type OrderSummary,
  type orderListQuerySchema,
  type orderTabSchema,
} from '@booster/contracts';
import { jakartaIsoDate, type Marketplace, pageMeta } from '@booster/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, escapeLike } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { shopNames } from '../shops/joins.ts';
import { aliasRange, customRange } from './date-range.ts';
import { orderCounts, orderItems, orders } from './tables.ts';
import { itemsOf, toDetail, toSummary } from './view.ts';

type ListQuery = z.output<typeof orderListQuerySchema>;
export type OrderFilter = Pick<ListQuery, 'shopId' | 'search' | 'date' | 'from' | 'to'>;
type Tab = z.output<typeof orderTabSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Jakarta midnights bounding the filter: an alias runs from its first midnight on, custom through `to`. */
function dateBounds(f: OrderFilter): { from?: Date; to?: Date } {
  if (f.date === 'all') return {};
  return f.date === 'custom' ? customRange(f.from, f.to) : { from: aliasRange(f.date).from };
}

function dateCondition(f: OrderFilter): SQL[] {
  const range = dateBounds(f);
  return [
    ...(range.from ? [gte(orders.placedAt, range.from)] : []),
    ...(range.to ? [lt(orders.placedAt, range.to)] : []),
  ];
}

/** The Jakarta calendar day of an instant, as `order_counts.day` stores it. */
/** Orders per status under a filter without a search, summed from the maintained day counters. */
async function countedByStatus(ex: Executor, accountId: string, marketplace: Marketplace, f: OrderFilter) {
  const range = dateBounds(f);
  return ex
    .select({ status: orderCounts.status, total: sql<number>`sum(${orderCounts.n})::int` })
    .from(orderCounts)
    .where(
      and(
        eq(orderCounts.accountId, accountId),
        eq(orderCounts.marketplace, marketplace),
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

export function orderWhere(accountId: string, marketplace: Marketplace, f: OrderFilter, tab: Tab = 'all') {
  const parts: SQL[] = [eq(orders.accountId, accountId), eq(orders.marketplace, marketplace)];
  if (f.shopId) parts.push(eq(orders.shopId, f.shopId));
  // search_text is lower case and trigram-indexed, so ILIKE '%…%' stays an index scan.
  if (f.search) parts.push(ilike(orders.searchText, `%${escapeLike(f.search.toLowerCase())}%`));
  if (tab !== 'all') parts.push(eq(orders.status, tab));
  parts.push(...dateCondition(f));
  return and(...parts) as SQL;
}

const SORTS: Record<ListQuery['sort'], SQL[]> = {
  created_desc: [desc(orders.placedAt), desc(orders.id)],
  created_asc: [asc(orders.placedAt), asc(orders.id)],
  total_desc: [desc(orders.totalAmount), desc(orders.id)],
  total_asc: [asc(orders.totalAmount), asc(orders.id)],
  ship_by_asc: [asc(orders.shipBy), asc(orders.id)],
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

export async function listOrders(ex: Executor, accountId: string, marketplace: Marketplace, q: ListQuery) {
  const where = orderWhere(accountId, marketplace, q, q.tab);
  const [rows, [{ total }]] = await Promise.all([
    ex
      .select({ order: orders, shopname: shopNames.shopName })
      .from(orders)
      .innerJoin(shopNames, eq(shopNames.id, orders.shopId))
      .where(where)
      .orderBy(...SORTS[q.sort])
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    q.search
      ? ex.select({ total: count() }).from(orders).where(where)
      : countedByStatus(ex, accountId, marketplace, q).then((rows) => [
          {
            total: rows.reduce((sum, r) => (q.tab === 'all' || r.status === q.tab ? sum + r.total : sum), 0),
          },
        ]),
  ]);
  return { docs: await summariesOf(ex, rows), ...pageMeta(q.page, q.limit, total) };
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
