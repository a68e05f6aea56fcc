import { describe, expect, it } from 'vitest';
import { daysUntilExpiryDate, expiryReminderStage } from './expiry-reminders.ts';

/** 10:00 in Jakarta on the given day of November 2026. */
const jakarta = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour - 7));

describe('expiry reminders', () => {
  it('counts Jakarta calendar days, whatever the hour', () => {
    const expiry = jakarta(30, 1);
    expect(daysUntilExpiryDate(expiry, jakarta(23, 23))).toBe(7);
    expect(daysUntilExpiryDate(expiry, jakarta(30, 22))).toBe(0);
    expect(daysUntilExpiryDate(expiry, jakarta(30, 23))).toBe(0);
    // 00:30 Jakarta on the 1st is still 30 November in UTC: the Jakarta day decides.
    expect(daysUntilExpiryDate(expiry, new Date(Date.UTC(2026, 10, 30, 17, 30)))).toBe(-1);
  });

  it('answers the stage due: 7, 3, 1, the day itself and after it; nothing before 7 days', () => {
    const expiry = jakarta(30);
    const stages = [21, 22, 23, 24, 25, 26, 27, 28, 29, 30].map((d) =>
      expiryReminderStage(expiry, jakarta(d)),
    );
    expect(stages).toEqual([null, null, 7, 7, 7, 7, 3, 3, 1, 0]);
    expect(expiryReminderStage(expiry, new Date(Date.UTC(2026, 11, 3)))).toBe(0);
  });
});
