import { fieldError } from '../../platform/errors/index.ts';
import { jakartaToday } from '../../platform/usage-counters/index.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 14;
const MAX_DAYS = 366;

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The asked range of Jakarta days, the last two weeks by default; at most a year. */
export function dayRange(query: { from?: string; to?: string }) {
  const to = query.to ?? jakartaToday();
  const from = query.from ?? shift(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw fieldError('from', 'validation.dateInvalid');
  if (Date.parse(to) - Date.parse(from) >= MAX_DAYS * DAY_MS)
    throw fieldError('from', 'validation.dateInvalid');
  return { from, to };
}

/** Every day from `from` to `to`, inclusive (charts show the quiet days too). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = shift(d, 1)) days.push(d);
  return days;
}

/** The first day of the last `n` days, today included. */
export const daysAgo = (n: number) => shift(jakartaToday(), -(n - 1));
