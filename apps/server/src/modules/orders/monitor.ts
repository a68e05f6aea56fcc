import type { monitorItemSchema, orderRiskSchema } from '@booster/contracts';
import { pageMeta } from '@booster/domain';
import { and, asc, count, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/index.ts';
import { shopNames } from '../shops/joins.ts';
import { TO_SHIP_STATUSES } from './order-rules.ts';
import { summariesOf } from './queries.ts';
import { orders } from './tables.ts';

type Risk = z.output<typeof orderRiskSchema>;
type MonitorItem = z.output<typeof monitorItemSchema>;

/** An unpaid order older than this is at risk of being lost. */
const UNPAID_LONG_MS = 24 * 60 * 60 * 1000;

/** The condition of each risk; the first that holds names an order's risk. */
function riskConditions(now: Date): Record<Risk, SQL> {
  return {
    cancel_requested: eq(orders.status, 'cancel_requested'),
    late_to_ship: and(inArray(orders.status, [...TO_SHIP_STATUSES]), lt(orders.shipBy, now)) as SQL,
    unpaid_long: and(
      eq(orders.status, 'unpaid'),
      lt(orders.placedAt, new Date(now.getTime() - UNPAID_LONG_MS)),
    ) as SQL,
  };
}

/** Orders at risk across every shop of the account, the most urgent kind first, oldest first. */
export async function monitorOrders(
  ex: Executor,
  accountId: string,
  q: { risk?: Risk; page: number; limit: number },
  now = new Date(),
) {
  const conditions = riskConditions(now);
  // Most urgent first: the order of the keys in riskConditions.
  const urgency = Object.keys(conditions) as Risk[];
  const wanted = q.risk ? [q.risk] : urgency;
  const where = and(eq(orders.accountId, accountId), or(...wanted.map((r) => conditions[r]))) as SQL;
  const caseOf = (value: (r: Risk, rank: number) => string | number) =>
    sql`case ${sql.join(
      urgency.map((r, rank) => sql`when ${conditions[r]} then ${value(r, rank)}`),
      sql` `,
    )} end`;
  const riskOf = caseOf((r) => r).mapWith(String) as SQL<Risk>;
  const [rows, [{ total }]] = await Promise.all([
    ex
      .select({ order: orders, shopname: shopNames.shopName, risk: riskOf })
      .from(orders)
      .innerJoin(shopNames, eq(shopNames.id, orders.shopId))
      .where(where)
      .orderBy(
        caseOf((_, rank) => rank),
        asc(sql`coalesce(${orders.shipBy}, ${orders.placedAt})`),
        asc(orders.id),
      )
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    ex.select({ total: count() }).from(orders).where(where),
  ]);
  const summaries = await summariesOf(ex, rows);
  const docs: MonitorItem[] = summaries.map((s, i) => ({ ...s, risk: rows[i].risk }));
  return { docs, ...pageMeta(q.page, q.limit, total) };
}
