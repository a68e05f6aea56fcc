import { fromJakarta, jakartaParts } from '@booster/domain';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { toInvoice } from './invoice-view.ts';
import { billingInvoices } from './tables.ts';

const DAY_MS = 86_400_000;

/** Read-only questions the admin area asks about invoices across accounts. */
export function createBillingAdminQueries(db: Db) {
  /** Sum of paid invoices whose payment falls in [from, to). */
  async function paidBetween(from: Date, to: Date): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${billingInvoices.amount}), 0)` })
      .from(billingInvoices)
      .where(
        and(
          eq(billingInvoices.status, 'paid'),
          gte(billingInvoices.paidAt, from),
          lt(billingInvoices.paidAt, to),
        ),
      );
    return Number(row.total);
  }

  return {
    /** A member's latest invoices, newest first. */
    async invoicesOf(accountId: string, limit = 20) {
      const rows = await db
        .select()
        .from(billingInvoices)
        .where(eq(billingInvoices.accountId, accountId))
        .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
        .limit(limit);
      return rows.map(toInvoice);
    },

    /**
     * Revenue (paid invoices) today and this month in Jakarta time, each beside the same span of the
     * period before (yesterday up to this hour, last month up to this day), and per day for 30 days.
     * Reads only the paid invoices of the last two months, through the paid-at index.
     */
    async revenue(now = new Date()) {
      const p = jakartaParts(now);
      const today = fromJakarta(p.year, p.month, p.day);
      const month = fromJakarta(p.year, p.month, 1);
      const lastMonth = fromJakarta(p.month === 1 ? p.year - 1 : p.year, p.month === 1 ? 12 : p.month - 1, 1);
      const sameSpanLastMonth = new Date(
        Math.min(lastMonth.getTime() + (now.getTime() - month.getTime()), month.getTime()),
      );
      const since = new Date(today.getTime() - 29 * DAY_MS);
      const [todayTotal, yesterdayTotal, monthTotal, lastMonthTotal, daily] = await Promise.all([
        paidBetween(today, new Date(now.getTime() + 1)),
        paidBetween(new Date(today.getTime() - DAY_MS), new Date(now.getTime() - DAY_MS + 1)),
        paidBetween(month, new Date(now.getTime() + 1)),
        paidBetween(lastMonth, sameSpanLastMonth),
        db
          .select({
            day: sql<string>`to_char(${billingInvoices.paidAt} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`,
            total: sql<string>`sum(${billingInvoices.amount})`,
          })
          .from(billingInvoices)
          .where(and(eq(billingInvoices.status, 'paid'), gte(billingInvoices.paidAt, since)))
          .groupBy(sql`1`)
          .orderBy(sql`1`),
      ]);
      return {
        today: todayTotal,
        yesterdaySameTime: yesterdayTotal,
        month: monthTotal,
        lastMonthSameSpan: lastMonthTotal,
        daily: daily.map((d) => ({ day: d.day, value: Number(d.total) })),
      };
    },
  };
}
