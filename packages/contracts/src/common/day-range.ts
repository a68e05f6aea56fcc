import type { z } from 'zod';

const DAY_MS = 86_400_000;

/**
 * A `superRefine` for a report's `{ from, to }` of calendar days (YYYY-MM-DD): `to` not before `from`,
 * and at most `maxDays` days, both ends included. The field in error is `to`.
 */
export const refuseDayRange =
  (maxDays: number) => (range: { from: string; to: string }, ctx: z.RefinementCtx) => {
    if (range.to < range.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.couponWindowInvalid' });
      return;
    }
    const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
    if (days > maxDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.dateRangeTooLong' });
  };
