import { formatDateTimeDashed } from '@booster/domain';

/** DD-MM-YYYY HH:mm in Jakarta time; an unreadable value is shown as it came. */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTimeDashed(date);
}
