import { jakartaIsoDate } from './time.ts';

/** Reminders before a paid package ends: 7, 3 and 1 days before the expiry date, and on the day. */
export const EXPIRY_REMINDER_STAGES = [7, 3, 1, 0] as const;
export type ExpiryReminderStage = (typeof EXPIRY_REMINDER_STAGES)[number];

const DAY_MS = 86_400_000;

/** Whole Jakarta calendar days from today to the expiry date (0 on the day, negative after it). */
export function daysUntilExpiryDate(expiredAt: Date | string, now: Date): number {
  const day = (d: Date) => Date.parse(`${jakartaIsoDate(d)}T00:00:00Z`);
  return Math.round((day(new Date(expiredAt)) - day(now)) / DAY_MS);
}

/**
 * The reminder due now: the nearest stage not below the days left, so a run that missed a day still
 * sends that stage (7 for 4–7 days left, 3 for 2–3, 1 for 1, 0 on the expiry day or later); null
 * while more than 7 days remain.
 */
export function expiryReminderStage(expiredAt: Date | string, now: Date): ExpiryReminderStage | null {
  const days = daysUntilExpiryDate(expiredAt, now);
  if (days > 7) return null;
  if (days <= 0) return 0;
  return [...EXPIRY_REMINDER_STAGES].reverse().find((stage) => stage >= days) ?? null;
}
