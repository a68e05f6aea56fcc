import { fromJakarta } from '@booster/domain';

function jakartaDay(value: string, endOfDay: boolean): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const start = fromJakarta(year, month, day);
  const instant = endOfDay ? new Date(start.getTime() + 24 * 60 * 60 * 1000 - 1) : start;
  return instant.toISOString();
}

/**
 * A date range picked as calendar days (YYYY-MM-DD, as date inputs give them) turned into instants:
 * from the start of the first Jakarta day to the end of the last one. An empty day leaves that end open.
 */
export function jakartaDayRange(from: string, to: string): { from: string | null; to: string | null } {
  return { from: jakartaDay(from, false), to: jakartaDay(to, true) };
}
