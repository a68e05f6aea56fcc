/** The spec's date format for a calendar day (DD/MM/YYYY), in both languages. */
export const DAY_FORMAT = 'DD/MM/YYYY';

/**
 * A day typed as DD/MM/YYYY (also with '-' or '.', one-digit day or month) to YYYY-MM-DD, the value the
 * date inputs hold; null for text that is not a real calendar day (31/02/2026).
 */
export function parseDisplayDay(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}
