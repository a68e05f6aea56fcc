/** Time rules of the spec: UTC stored, Asia/Jakarta shown (UTC+7, no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

export function jakartaParts(date: Date): Parts {
  const shifted = new Date(date.getTime() + JAKARTA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** A wall-clock time in Jakarta as an absolute instant. */
export function fromJakarta(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - JAKARTA_OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of the Jakarta day a moment falls in (day keys, as PostgreSQL's `date` prints them). */
export function jakartaIsoDate(date: Date): string {
  const p = jakartaParts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** DD/MM/YYYY in Jakarta time (membership expiry). */
export function formatDate(date: Date): string {
  const p = jakartaParts(date);
  return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
}

/** DD-MM-YYYY HH:mm in Jakarta time (authorization time). */
export function formatDateTimeDashed(date: Date): string {
  const p = jakartaParts(date);
  return `${pad(p.day)}-${pad(p.month)}-${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** DD/MM/YYYY HH:mm in Jakarta time (relative time beyond a year). */
export function formatDateTime(date: Date): string {
  const p = jakartaParts(date);
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}

export type RelativeTime =
  | { kind: 'relative'; unit: 'second' | 'minute' | 'hour' | 'day' | 'month'; value: number }
  | { kind: 'absolute'; text: string };

/**
 * Relative time wording (spec section 9): seconds under a minute, then minutes, hours,
 * days under 30 days, months under 365 days, then DD/MM/YYYY HH:mm.
 */
export function relativeTime(date: Date, now: Date): RelativeTime {
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (seconds < 60) return { kind: 'relative', unit: 'second', value: seconds };
  if (minutes < 60) return { kind: 'relative', unit: 'minute', value: minutes };
  if (hours < 24) return { kind: 'relative', unit: 'hour', value: hours };
  if (days < 30) return { kind: 'relative', unit: 'day', value: days };
  if (days < 365) return { kind: 'relative', unit: 'month', value: Math.floor(days / 30) };
  return { kind: 'absolute', text: formatDateTime(date) };
}

export type SlotLocale = 'id' | 'en';

const WEEKDAYS: Record<SlotLocale, readonly string[]> = {
  id: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
const MONTHS: Record<SlotLocale, readonly string[]> = {
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** "Selasa, 24 Nov 2026" (en "Tuesday, 24 Nov 2026") in Jakarta time. */
function slotDay(date: Date, locale: SlotLocale): string {
  const p = jakartaParts(date);
  const weekday = WEEKDAYS[locale][new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
  return `${weekday}, ${p.day} ${MONTHS[locale][p.month - 1]} ${p.year}`;
}

/** "09.00" (Indonesian clock) or "09:00" (English) in Jakarta time. */
function slotClock(date: Date, locale: SlotLocale): string {
  const p = jakartaParts(date);
  return `${pad(p.hour)}${locale === 'id' ? '.' : ':'}${pad(p.minute)}`;
}

/**
 * A pickup slot as a seller reads it, in Jakarta time: "Selasa, 24 Nov 2026 09.00–12.00 WIB"
 * (en "Tuesday, 24 Nov 2026 09:00–12:00 WIB"); without an end "Selasa, 24 Nov 2026 09.00 WIB"; a slot
 * running past midnight names both days.
 */
export function formatPickupSlot(start: Date, end: Date | null, locale: SlotLocale = 'id'): string {
  const from = `${slotDay(start, locale)} ${slotClock(start, locale)}`;
  if (!end) return `${from} WIB`;
  const sameDay = slotDay(start, locale) === slotDay(end, locale);
  const to = sameDay ? slotClock(end, locale) : `${slotDay(end, locale)} ${slotClock(end, locale)}`;
  return sameDay ? `${from}–${to} WIB` : `${from} – ${to} WIB`;
}
