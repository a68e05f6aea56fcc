import { fromJakarta, jakartaParts } from '@booster/domain';

export type DateAlias = 'today' | 'last7days' | 'last1month';
export type DateRange = { from: Date; to: Date };

/** Days an alias spans, today included (spec section 9 date filter). */
const ALIAS_DAYS: Record<DateAlias, number> = { today: 1, last7days: 7, last1month: 30 };

/** Midnight in Jakarta `daysBack` days before the Jakarta day of `now`. */
export function jakartaDayStart(now: Date, daysBack = 0): Date {
  const p = jakartaParts(now);
  return fromJakarta(p.year, p.month, p.day - daysBack);
}

/** From the first Jakarta midnight of the alias up to now. */
export function aliasRange(alias: DateAlias, now = new Date()): DateRange {
  return { from: jakartaDayStart(now, ALIAS_DAYS[alias] - 1), to: now };
}

/** Whole Jakarta days from `from` through `to` (ISO dates, both included). */
export function customRange(from: string | undefined, to: string | undefined): Partial<DateRange> {
  const day = (iso: string, plus = 0) => {
    const [y, m, d] = iso.split('-').map(Number);
    return fromJakarta(y, m, d + plus);
  };
  return { from: from ? day(from) : undefined, to: to ? day(to, 1) : undefined };
}
