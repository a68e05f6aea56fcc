import type { OrderListQuery } from '@booster/contracts';

/** The date filter of the list: the spec's aliases (section 9) or a custom range of calendar days. */
export const DATE_ALIASES = ['today', 'last7days', 'last1month'] as const;
export type DateAlias = (typeof DATE_ALIASES)[number];

export type DateFilter =
  | { kind: 'all' }
  | { kind: DateAlias }
  /** YYYY-MM-DD (what a date input gives); an empty side leaves that end open. */
  | { kind: 'custom'; from: string; to: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => ISO_DAY.test(value);

/** The query parameters the server reads for a date filter (`date`, `from`, `to`). */
export function dateQueryOf(filter: DateFilter): Pick<OrderListQuery, 'date' | 'from' | 'to'> {
  if (filter.kind !== 'custom') return { date: filter.kind };
  const from = isDay(filter.from) ? filter.from : undefined;
  const to = isDay(filter.to) ? filter.to : undefined;
  // A range drawn backwards still means the days between the two.
  if (from && to && from > to) return { date: 'custom', from: to, to: from };
  if (!from && !to) return { date: 'all' };
  return { date: 'custom', from, to };
}

/** Reads the filter back from the URL (`date`, `from`, `to`); anything unknown means no date filter. */
export function dateFilterFromParams(params: URLSearchParams): DateFilter {
  const date = params.get('date');
  if (date === 'custom')
    return { kind: 'custom', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return (DATE_ALIASES as readonly string[]).includes(date ?? '')
    ? { kind: date as DateAlias }
    : { kind: 'all' };
}

/** Writes the filter into `params`, leaving "all" out so links stay short. */
export function writeDateFilter(params: URLSearchParams, filter: DateFilter) {
  if (filter.kind === 'all') return;
  params.set('date', filter.kind);
  if (filter.kind !== 'custom') return;
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
}
