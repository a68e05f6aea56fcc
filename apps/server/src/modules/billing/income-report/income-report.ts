import type { IncomeReport, PaymentMethod } from '@booster/contracts';
import { fromJakarta, type PackageName } from '@booster/domain';
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { billingInvoices } from '../tables.ts';

type Range = { from: string; to: string };
type Income = { invoices: number; amount: number };

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** From `from` 00:00 Jakarta to the day after `to` 00:00 Jakarta (exclusive). */
export function jakartaRange(range: Range) {
  const [fy, fm, fd] = dayParts(range.from);
  const [ty, tm, td] = dayParts(range.to);
  return { start: fromJakarta(fy, fm, fd), end: fromJakarta(ty, tm, td + 1) };
}

/** Every calendar day from `from` to `to` inclusive, YYYY-MM-DD. */
function daysOf(range: Range): string[] {
  const days: string[] = [];
  const end = Date.parse(`${range.to}T00:00:00Z`);
  for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= end; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const add = (into: Map<string, Income>, key: string, invoices: number, amount: number) => {
  const at = into.get(key) ?? { invoices: 0, amount: 0 };
  into.set(key, { invoices: at.invoices + invoices, amount: at.amount + amount });
};

const jakartaDay = sql<string>`to_char(${billingInvoices.paidAt} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`;

/** Paid invoices in a Jakarta date range: one grouped query, folded into the four views. */
export function createIncomeReport(deps: { db: Db }) {
  const { db } = deps;

  const paidIn = (range: Range) => {
    const { start, end } = jakartaRange(range);
    return and(
      eq(billingInvoices.status, 'paid'),
      isNotNull(billingInvoices.method),
      gte(billingInvoices.paidAt, start),
      lt(billingInvoices.paidAt, end),
    );
  };

  return {
    async report(range: Range): Promise<IncomeReport> {
      const rows = await db
        .select({
          day: jakartaDay,
          packageName: billingInvoices.packageName,
          method: billingInvoices.method,
          invoices: sql<number>`count(*)::int`,
          amount: sql<number>`sum(${billingInvoices.amount})::bigint`.mapWith(Number),
        })
        .from(billingInvoices)
        .where(paidIn(range))
        .groupBy(jakartaDay, billingInvoices.packageName, billingInvoices.method);
      const byDay = new Map<string, Income>(daysOf(range).map((d) => [d, { invoices: 0, amount: 0 }]));
      const byMonth = new Map<string, Income>();
      for (const day of byDay.keys()) byMonth.set(day.slice(0, 7), { invoices: 0, amount: 0 });
      const byPackage = new Map<string, Income>();
      const byMethod = new Map<string, Income>();
      const total = { invoices: 0, amount: 0 };
      for (const r of rows) {
        add(byDay, r.day, r.invoices, r.amount);
        add(byMonth, r.day.slice(0, 7), r.invoices, r.amount);
        add(byPackage, r.packageName, r.invoices, r.amount);
        add(byMethod, r.method ?? '', r.invoices, r.amount);
        total.invoices += r.invoices;
        total.amount += r.amount;
      }
      const largestFirst = (a: [string, Income], b: [string, Income]) => b[1].amount - a[1].amount;
      return {
        from: range.from,
        to: range.to,
        total,
        byDay: [...byDay].map(([day, v]) => ({ day, ...v })),
        byMonth: [...byMonth].map(([month, v]) => ({ month, ...v })),
        byPackage: [...byPackage]
          .sort(largestFirst)
          .map(([packageName, v]) => ({ packageName: packageName as PackageName, ...v })),
        byMethod: [...byMethod]
          .sort(largestFirst)
          .map(([method, v]) => ({ method: method as PaymentMethod, ...v })),
      };
    },

    /** The paid invoices themselves, oldest payment first (the export's detail). */
    async invoices(range: Range) {
      return db
        .select({
          paidAt: billingInvoices.paidAt,
          number: billingInvoices.number,
          accountId: billingInvoices.accountId,
          packageName: billingInvoices.packageName,
          months: billingInvoices.months,
          kind: billingInvoices.kind,
          method: billingInvoices.method,
          price: billingInvoices.price,
          credit: billingInvoices.credit,
          couponCode: billingInvoices.couponCode,
          couponDiscount: billingInvoices.couponDiscount,
          amount: billingInvoices.amount,
        })
        .from(billingInvoices)
        .where(paidIn(range))
        .orderBy(asc(billingInvoices.paidAt), asc(billingInvoices.number));
    },
  };
}

export type IncomeReportService = ReturnType<typeof createIncomeReport>;
