/** The query parameters of the platforms' public search APIs, read as each platform reads them. */

export function toInt(value: string | undefined | null, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

export const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

/** A page-size parameter: `max` when absent or unreadable, kept within 1..max. */
export const limitParam = (value: string | undefined | null, max: number) => clamp(toInt(value, max), 1, max);

/** A whole-number parameter of at least `min` (an offset from 0, a page from 1); `min` when absent. */
export const atLeastParam = (value: string | undefined | null, min: number) =>
  Math.max(min, toInt(value, min));

/** A `category_id`-like query parameter: its number (-1, no category, when unreadable), or none. */
export const categoryParam = (value: string | undefined | null): number | undefined =>
  value ? toInt(value, -1) : undefined;
