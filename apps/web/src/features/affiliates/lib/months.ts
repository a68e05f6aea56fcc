import { jakartaMonthKey } from '@booster/domain';

/** The current Jakarta month and the `count - 1` before it, newest first ("2026-11", "2026-10", …). */
export function recentMonths(now: Date, count = 6): string[] {
  const [year, month] = jakartaMonthKey(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** "November 2026" in the interface language. */
export function monthLabel(key: string, locale: string): string {
  const [year, month] = key.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'id-ID', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 15)));
}
