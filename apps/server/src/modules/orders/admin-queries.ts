import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { orderCounts } from './tables.ts';

/** Read-only questions the admin area asks about orders across accounts (from the per-day counters). */
export function createOrderAdminQueries(db: Db) {
  return {
    /** Orders per Jakarta day since `fromDay` (YYYY-MM-DD), every account, marketplace and status. */
    async perDay(fromDay: string) {
      const rows = await db
        .select({ day: orderCounts.day, value: sql<string>`sum(${orderCounts.n})` })
        .from(orderCounts)
        .where(gte(orderCounts.day, fromDay))
        .groupBy(orderCounts.day)
        .orderBy(orderCounts.day);
      return rows.map((r) => ({ day: r.day, value: Number(r.value) }));
    },
  };
}
