import { PACKAGE_NAMES } from '@booster/domain';
import { z } from 'zod';
import { refuseDayRange } from '../common/day-range.ts';
import { defineRoute } from '../common/route.ts';
import { PAYMENT_METHODS } from './billing.ts';
import { jakartaDay } from './coupons.ts';

/**
 * `/admin/order/report` (issue 13): income from paid invoices (what members paid, net of coupons),
 * by Jakarta day of payment, by month, by package and by payment method.
 */

/** At most a year and a day per report (a day-by-day chart stays readable; a year fits the months). */
export const INCOME_REPORT_MAX_DAYS = 366;

export const incomeReportQuerySchema = z
  .object({ from: jakartaDay, to: jakartaDay })
  .superRefine(refuseDayRange(INCOME_REPORT_MAX_DAYS));
export type IncomeReportQuery = z.infer<typeof incomeReportQuerySchema>;

const income = { invoices: z.number().int(), amount: z.number().int() };

export const incomeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.object(income),
  /** Every day of the range (zero days included), YYYY-MM-DD. */
  byDay: z.array(z.object({ day: z.string(), ...income })),
  /** Every month the range touches, YYYY-MM. */
  byMonth: z.array(z.object({ month: z.string(), ...income })),
  byPackage: z.array(z.object({ packageName: z.enum(PACKAGE_NAMES), ...income })),
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), ...income })),
});
export type IncomeReport = z.infer<typeof incomeReportSchema>;

/** The report as a file (binary, outside the JSON contracts): `?from=&to=` like the report. */
export const INCOME_REPORT_EXPORT_PATHS = {
  csv: '/api/admin/billing/income-report.csv',
  xlsx: '/api/admin/billing/income-report.xlsx',
} as const;

export const adminIncomeReportRoutes = {
  report: defineRoute({
    method: 'GET',
    path: '/api/admin/billing/income-report',
    summary: 'Admin: income from paid invoices by day, month, package and method',
    tags: ['admin'],
    query: incomeReportQuerySchema,
    response: incomeReportSchema,
  }),
} as const;
