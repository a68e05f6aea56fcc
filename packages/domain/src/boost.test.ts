import { describe, expect, it } from 'vitest';
import { boostRunSize, firstBoostRun, nextBoostRun, pickToBoost } from './boost.ts';
import { BOOST_MARKETPLACES, MARKETPLACE_CAPABILITIES } from './marketplace-capabilities.ts';

const at = (iso: string) => new Date(iso);

describe('boost queue rules', () => {
  it('only Shopee boosts: 5 at once, 4 hours each', () => {
    expect(BOOST_MARKETPLACES).toEqual(['shopee']);
    expect(MARKETPLACE_CAPABILITIES.shopee.boost).toEqual({ maxBoosted: 5, boostHours: 4 });
  });

  it('picks the longest-waiting products first, ties by priority, skipping those still boosted', () => {
    const queue = [
      { productId: 'a', priority: 1, lastBoostedAt: at('2026-01-01T05:00:00Z') },
      { productId: 'b', priority: 2, lastBoostedAt: null },
      { productId: 'c', priority: 3, lastBoostedAt: null },
      { productId: 'd', priority: 4, lastBoostedAt: at('2026-01-01T01:00:00Z') },
    ];
    expect(pickToBoost(queue, new Set(), 3).map((c) => c.productId)).toEqual(['b', 'c', 'd']);
    expect(pickToBoost(queue, new Set(['b', 'd']), 5).map((c) => c.productId)).toEqual(['c', 'a']);
    expect(pickToBoost(queue, new Set(), 0)).toEqual([]);
  });

  it('a run boosts its interval count within the free slots', () => {
    expect(boostRunSize('hourly', 0, 5)).toBe(1);
    expect(boostRunSize('hourly', 5, 5)).toBe(0);
    expect(boostRunSize('every4h', 0, 5)).toBe(5);
    expect(boostRunSize('every4h', 3, 5)).toBe(2);
  });

  it('runs fall on whole minutes, one interval apart, skipping missed runs', () => {
    expect(firstBoostRun(at('2026-01-01T10:00:20Z'))).toEqual(at('2026-01-01T10:01:00Z'));
    expect(firstBoostRun(at('2026-01-01T10:00:00Z'))).toEqual(at('2026-01-01T10:00:00Z'));
    const due = at('2026-01-01T10:00:00Z');
    expect(nextBoostRun(due, 'hourly', at('2026-01-01T10:00:05Z'))).toEqual(at('2026-01-01T11:00:00Z'));
    expect(nextBoostRun(due, 'every4h', at('2026-01-01T10:00:05Z'))).toEqual(at('2026-01-01T14:00:00Z'));
    expect(nextBoostRun(due, 'hourly', at('2026-01-01T13:30:00Z'))).toEqual(at('2026-01-01T14:00:00Z'));
  });
});
