import { fromJakarta } from '@booster/domain';

/**
 * Couriers print local Jakarta (WIB) times without a zone: "20-11-2026 10:05" (JNE, day first) or
 * "2026-11-20 10:05[:30]" (SiCepat, Binderbyte). Null when the text is neither.
 */
export function parseWibTime(text: string): Date | null {
  const dayFirst = /^(\d{1,2})-(\d{1,2})-(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (dayFirst) {
    const [, d, m, y, h, min, s] = dayFirst;
    return fromJakarta(+y, +m, +d, +h, +min, +(s ?? 0));
  }
  const yearFirst = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(text.trim());
  if (yearFirst) {
    const [, y, m, d, h, min, s] = yearFirst;
    return fromJakarta(+y, +m, +d, +h, +min, +(s ?? 0));
  }
  return null;
}
