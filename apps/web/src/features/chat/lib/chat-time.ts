import { formatDateTime, jakartaIsoDate, relativeTime } from '@booster/domain';

/** The list's time: HH:mm today, DD/MM/YYYY before (Jakarta time). */
export function listTime(iso: string, now: Date): string {
  const date = new Date(iso);
  const [day, time] = formatDateTime(date).split(' ');
  return jakartaIsoDate(date) === jakartaIsoDate(now) ? time : day;
}

/** A bubble's time: HH:mm (Jakarta time). */
export function clockTime(iso: string): string {
  return formatDateTime(new Date(iso)).split(' ')[1];
}

/** The Jakarta day of a message (DD/MM/YYYY), for the separators in the history. */
export function dayOf(iso: string): string {
  return formatDateTime(new Date(iso)).split(' ')[0];
}

/** Shopee counts a chat answered only within 12 hours: from then on a wait is overdue. */
export const OVERDUE_WAIT_HOURS = 12;

/** How long a buyer has waited for an answer, by the domain's relative-time steps. */
export function waitOf(waitingSince: string, now: Date) {
  const since = new Date(waitingSince);
  const rel = relativeTime(since, now);
  const hours = (now.getTime() - since.getTime()) / 3_600_000;
  const urgency = hours >= OVERDUE_WAIT_HOURS ? 'overdue' : hours >= 1 ? 'late' : 'fresh';
  return { rel, urgency } as const;
}
