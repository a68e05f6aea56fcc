import type { OrderStats } from '@booster/contracts';
import { jakartaParts, type Marketplace } from '@booster/domain';
import { and, eq, gte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import { shopNames } from '../shops/joins.ts';
import { aliasRange, type DateAlias } from './date-range.ts';
import { orders } from './tables.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const pad = (n: number) => String(n).padStart(2, '0');

/** Orders that never became a sale do not count. */
const NOT_SALES = ['cancelled', 'unpaid'] as const;

/** One bucket per hour of today, or per Jakarta day of the range. */
function bucketsOf(range: DateAlias, from: Date, now: Date): string[] {
  const step = range === 'today' ? HOUR_MS : DAY_MS;
  const labels: string[] = [];
  for (let at = from.getTime(); at <= now.getTime(); at += step) {
    const p = jakartaParts(new Date(at));
    labels.push(range === 'today' ? `${pad(p.hour)}:00` : `${pad(p.day)}/${pad(p.month)}`);
  }
  return labels;
}

/** Orders and revenue of the account per marketplace and shop, and over time (statistics card). */
export async function orderStats(
  ex: Executor,
  accountId: string,
  range: DateAlias,
  now = new Date(),
): Promise<OrderStats> {
  const { from } = aliasRange(range, now);
  const where = and(
    eq(orders.accountId, accountId),
    gte(orders.placedAt, from),
    notInArray(orders.status, [...NOT_SALES]),
  ) as SQL;
  const step = range === 'today' ? HOUR_MS : DAY_MS;
  // Buckets start at Jakarta midnight, so whole steps from `from` land on Jakarta hours and days.
  const bucketIndex = sql<number>`floor(extract(epoch from ${orders.placedAt} - ${from.toISOString()}::timestamptz) * 1000 / ${step})::int`;
  const [perShop, perBucket] = await Promise.all([
    ex
      .select({
        marketplace: orders.marketplace,
        shopId: orders.shopId,
        shopname: shopNames.shopName,
        orders: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::bigint`.mapWith(Number),
      })
      .from(orders)
      .innerJoin(shopNames, eq(shopNames.id, orders.shopId))
      .where(where)
      .groupBy(orders.marketplace, orders.shopId, shopNames.shopName)
      .orderBy(orders.marketplace, shopNames.shopName),
    ex
      .select({
        bucket: bucketIndex,
        orders: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::bigint`.mapWith(Number),
      })
      .from(orders)
      .where(where)
      // By position: the bucket expression carries bind parameters, so repeating it would not match.
      .groupBy(sql`1`),
  ]);

  const marketplaces = new Map<Marketplace, OrderStats['marketplaces'][number]>();
  for (const row of perShop) {
    const entry = marketplaces.get(row.marketplace) ?? {
      marketplace: row.marketplace,
      orders: 0,
      revenue: 0,
      shops: [],
    };
    entry.orders += row.orders;
    entry.revenue += row.revenue;
    entry.shops.push({
      shopId: row.shopId,
      shopname: row.shopname,
      orders: row.orders,
      revenue: row.revenue,
    });
    marketplaces.set(row.marketplace, entry);
  }
  const byBucket = new Map(perBucket.map((b) => [Number(b.bucket), b]));
  const series = bucketsOf(range, from, now).map((label, i) => ({
    label,
    orders: byBucket.get(i)?.orders ?? 0,
    revenue: byBucket.get(i)?.revenue ?? 0,
  }));
  const list = [...marketplaces.values()];
  return {
    range,
    totals: {
      orders: list.reduce((sum, m) => sum + m.orders, 0),
      revenue: list.reduce((sum, m) => sum + m.revenue, 0),
    },
    marketplaces: list,
    series,
  };
}
