import type { TFunction } from 'i18next';

/** A wait in seconds, short: "45 dtk", "12 mnt", "3 j 05 m", "2 h 4 j". */
export function formatDuration(t: TFunction<'chatReports'>, seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return t('duration.seconds', { count: s });
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return t('duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('duration.hours', { hours, minutes: String(minutes % 60).padStart(2, '0') });
  return t('duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** "87,5%" in Indonesian, "87.5%" in English; null when no chat is in the rate yet. */
export function formatRate(rate: number | null, language: string, none: string): string {
  if (rate === null) return none;
  return `${rate.toLocaleString(language === 'en' ? 'en-US' : 'id-ID', { maximumFractionDigits: 1 })}%`;
}

/** YYYY-MM-DD → DD/MM (chart axis) or DD/MM/YYYY (tables, CSV). */
export function formatDay(day: string, withYear = true): string {
  const [y, m, d] = day.split('-');
  return withYear ? `${d}/${m}/${y}` : `${d}/${m}`;
}
