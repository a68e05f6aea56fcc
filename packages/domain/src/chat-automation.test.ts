import { describe, expect, it } from 'vitest';
import {
  autoReplyCandidates,
  firstMatchingRule,
  isWithinWorkingHours,
  type KeywordRule,
  type WorkingHours,
} from './chat-automation.ts';
import { fromJakarta } from './time.ts';

const weekdays9to17: WorkingHours = {
  days: [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, open: true, start: '09:00', end: '17:00' })),
  holidays: ['2026-08-17'],
};

describe('working hours (WIB)', () => {
  it('is open inside the day’s hours in Jakarta time, closed outside and on closed days', () => {
    // 2026-08-18 is a Tuesday.
    expect(isWithinWorkingHours(weekdays9to17, fromJakarta(2026, 8, 18, 9, 0))).toBe(true);
    expect(isWithinWorkingHours(weekdays9to17, fromJakarta(2026, 8, 18, 16, 59))).toBe(true);
    expect(isWithinWorkingHours(weekdays9to17, fromJakarta(2026, 8, 18, 17, 0))).toBe(false);
    expect(isWithinWorkingHours(weekdays9to17, fromJakarta(2026, 8, 18, 8, 59))).toBe(false);
    // Saturday 2026-08-22.
    expect(isWithinWorkingHours(weekdays9to17, fromJakarta(2026, 8, 22, 10, 0))).toBe(false);
  });

  it('is closed all day on a holiday', () => {
    expect(isWithinWorkingHours(weekdays9to17, fromJakarta(2026, 8, 17, 10, 0))).toBe(false);
  });

  it('keeps a night shift open past midnight into the next day', () => {
    const night: WorkingHours = {
      days: [{ day: 5, open: true, start: '22:00', end: '02:00' }],
      holidays: [],
    };
    // Friday 2026-08-21 23:00 and Saturday 01:30 are inside; Saturday 02:00 is not.
    expect(isWithinWorkingHours(night, fromJakarta(2026, 8, 21, 23, 0))).toBe(true);
    expect(isWithinWorkingHours(night, fromJakarta(2026, 8, 22, 1, 30))).toBe(true);
    expect(isWithinWorkingHours(night, fromJakarta(2026, 8, 22, 2, 0))).toBe(false);
  });
});

const rule = (id: string, match: 'contains' | 'exact', ...keywords: string[]): KeywordRule => ({
  id,
  match,
  keywords,
  enabled: true,
});

describe('keyword rules', () => {
  it('matches contains and exact without case or surrounding punctuation; first match wins', () => {
    const rules = [
      rule('a', 'exact', 'ready?'),
      rule('b', 'contains', 'ongkir'),
      rule('c', 'contains', 'kak'),
    ];
    expect(firstMatchingRule(rules, 'Ready kak??')?.id).toBe('c');
    expect(firstMatchingRule(rules, '  READY ')?.id).toBe('a');
    expect(firstMatchingRule(rules, 'berapa ongkir ke bandung kak')?.id).toBe('b');
    expect(firstMatchingRule(rules, 'halo')).toBeNull();
    expect(firstMatchingRule([{ ...rules[1], enabled: false }], 'ongkir')).toBeNull();
  });

  it('puts a keyword answer before the away message and the greeting', () => {
    const setup = {
      greeting: { enabled: true },
      away: { enabled: true, hours: weekdays9to17 },
      rules: [rule('b', 'contains', 'ongkir')],
    };
    const night = fromJakarta(2026, 8, 18, 22, 0);
    expect(
      autoReplyCandidates(setup, { text: 'ongkir?', at: night, firstInWindow: true }).map((c) => c.kind),
    ).toEqual(['keyword', 'away', 'greeting']);
    const noon = fromJakarta(2026, 8, 18, 12, 0);
    expect(
      autoReplyCandidates(setup, { text: 'halo', at: noon, firstInWindow: false }).map((c) => c.kind),
    ).toEqual([]);
  });
});
