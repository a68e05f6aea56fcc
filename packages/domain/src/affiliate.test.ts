import { describe, expect, it } from 'vitest';
import {
  commissionFor,
  commissionTierFor,
  commissionTiersProblem,
  DEFAULT_COMMISSION_TIERS,
  jakartaMonthKey,
  jakartaMonthRange,
  maskName,
  payoutAvailable,
  payoutRequestProblem,
} from './affiliate.ts';
import { fromJakarta } from './time.ts';

describe('commission tiers', () => {
  it.each([
    [0, 10],
    [9, 10],
    [10, 15],
    [19, 15],
    [20, 20],
    [500, 20],
  ])('with %i paying referrals the default rate is %i %%', (paying, percent) => {
    expect(commissionTierFor(DEFAULT_COMMISSION_TIERS, paying).percent).toBe(percent);
  });

  it('pays whole rupiah, rounded down', () => {
    expect(commissionFor(DEFAULT_COMMISSION_TIERS, 0, 149_000)).toEqual({ percent: 10, amount: 14_900 });
    expect(commissionFor(DEFAULT_COMMISSION_TIERS, 12, 402_000)).toEqual({ percent: 15, amount: 60_300 });
    expect(commissionFor([{ minPayingReferrals: 0, percent: 7 }], 0, 149_999)).toEqual({
      percent: 7,
      amount: 10_499,
    });
  });

  it('accepts ascending tiers from 0 and says what is wrong otherwise', () => {
    expect(commissionTiersProblem(DEFAULT_COMMISSION_TIERS)).toBeNull();
    expect(commissionTiersProblem([])).toBe('empty');
    expect(commissionTiersProblem([{ minPayingReferrals: 1, percent: 10 }])).toBe('firstNotZero');
    expect(
      commissionTiersProblem([
        { minPayingReferrals: 0, percent: 10 },
        { minPayingReferrals: 0, percent: 15 },
      ]),
    ).toBe('notAscending');
    expect(commissionTiersProblem([{ minPayingReferrals: 0, percent: 101 }])).toBe('percentOutOfRange');
  });
});

describe('payouts', () => {
  it('the balance is what was earned less paid and requested, never below zero', () => {
    expect(payoutAvailable({ earned: 300_000, paid: 100_000, requested: 50_000 })).toBe(150_000);
    expect(payoutAvailable({ earned: 10_000, paid: 0, requested: 20_000 })).toBe(0);
  });

  it('a request is at least the minimum and at most the balance', () => {
    expect(payoutRequestProblem(100_000, 150_000, 100_000)).toBeNull();
    expect(payoutRequestProblem(150_000, 150_000, 100_000)).toBeNull();
    expect(payoutRequestProblem(99_999, 150_000, 100_000)).toBe('belowMinimum');
    expect(payoutRequestProblem(150_001, 150_000, 100_000)).toBe('aboveBalance');
  });
});

describe('leaderboard', () => {
  it.each([
    ['Budi', 'Bu***i'],
    ['Budi Santoso', 'Bu***o'],
    ['  Ani ', 'An***i'],
    ['Jo', 'J***'],
    ['', '***'],
  ])('masks %j as %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('months are Jakarta months', () => {
    expect(jakartaMonthKey(fromJakarta(2026, 12, 1, 0, 30))).toBe('2026-12');
    expect(jakartaMonthKey(new Date('2026-11-30T18:00:00Z'))).toBe('2026-12');
    const dec = jakartaMonthRange('2026-12');
    expect(dec.start.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(dec.end.toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });
});
