import { describe, expect, it } from 'vitest';
import {
  addMonths,
  packageCatalogue,
  packagePrice,
  quotePlanChange,
  remainingDays,
  upgradeCredit,
} from './billing.ts';
import { fromJakarta } from './time.ts';

const now = fromJakarta(2026, 11, 24, 10, 0);

describe('package prices', () => {
  it.each([
    ['premium', 1, 149_000],
    ['premium', 3, 402_000],
    ['premium', 6, 759_000],
    ['premium', 12, 1_341_000],
    ['shopeeOptimization', 1, 49_000],
    ['medium', 12, 3_141_000],
    ['platinum', 6, 3_819_000],
  ] as const)('%s for %i months costs %i', (name, months, price) => {
    expect(packagePrice(name, months).price).toBe(price);
  });

  it('lists every package, free without prices, each paid one with four durations', () => {
    const catalogue = packageCatalogue();
    expect(catalogue.map((p) => p.name)).toEqual([
      'free',
      'shopeeOptimization',
      'premium',
      'medium',
      'platinum',
    ]);
    expect(catalogue[0].prices).toEqual([]);
    expect(catalogue[2].prices.map((p) => [p.months, p.discountPercent])).toEqual([
      [1, 0],
      [3, 10],
      [6, 15],
      [12, 25],
    ]);
    for (const entry of catalogue)
      for (const p of entry.prices) expect(p.listPrice - p.discount).toBe(p.price);
  });
});

describe('calendar', () => {
  it('adds months on the Jakarta calendar and clamps the day', () => {
    expect(addMonths(fromJakarta(2026, 1, 31, 9), 1)).toEqual(fromJakarta(2026, 2, 28, 9));
    expect(addMonths(fromJakarta(2026, 11, 24, 9), 3)).toEqual(fromJakarta(2027, 2, 24, 9));
    expect(addMonths(fromJakarta(2026, 12, 1, 9), 12)).toEqual(fromJakarta(2027, 12, 1, 9));
  });
  it('counts whole days after today up to the expiry date', () => {
    expect(remainingDays(fromJakarta(2026, 11, 30, 0), now)).toBe(6);
    expect(remainingDays(fromJakarta(2026, 11, 24, 23), now)).toBe(0);
    expect(remainingDays(fromJakarta(2026, 11, 1, 0), now)).toBe(0);
  });
});

describe('plan changes', () => {
  const premiumTill = (y: number, m: number, d: number) => ({
    subscriptionPackage: 'premium' as const,
    status: true,
    expiredAt: fromJakarta(y, m, d, 0),
  });

  it('a free member buys a new package that starts now', () => {
    const r = quotePlanChange(
      { subscriptionPackage: 'free', status: false, expiredAt: null },
      'premium',
      1,
      now,
    );
    expect(r).toMatchObject({ ok: true, quote: { kind: 'new', amount: 149_000, credit: 0, startsAt: now } });
    if (r.ok) expect(r.quote.expiresAt).toEqual(fromJakarta(2026, 12, 24, 10));
  });

  it('extending adds the months to the current expiry', () => {
    const r = quotePlanChange(premiumTill(2026, 12, 10), 'premium', 3, now, { extend: true });
    expect(r).toMatchObject({ ok: true, quote: { kind: 'extend', amount: 402_000 } });
    if (r.ok) {
      expect(r.quote.startsAt).toEqual(fromJakarta(2026, 12, 10, 0));
      expect(r.quote.expiresAt).toEqual(fromJakarta(2027, 3, 10, 0));
    }
  });

  it('upgrading starts now and credits the unused days at the 12-month price / 365', () => {
    const plan = premiumTill(2026, 12, 24); // 30 days left
    // Premium 12 months: 1.341.000 / 365 a day; 30 days = 110.219 (floor).
    expect(upgradeCredit(plan, now)).toEqual({ days: 30, credit: 110_219 });
    const r = quotePlanChange(plan, 'medium', 1, now);
    expect(r).toMatchObject({
      ok: true,
      quote: {
        kind: 'upgrade',
        price: 349_000,
        creditDays: 30,
        credit: 110_219,
        amount: 238_781,
        startsAt: now,
      },
    });
  });

  it('never credits more than a year of the current package cost, whatever duration was bought', () => {
    const plan = premiumTill(2027, 11, 24); // a whole year left
    const { days, credit } = upgradeCredit(plan, now);
    expect(days).toBe(365);
    expect(credit).toBeLessThanOrEqual(packagePrice('premium', 12).price);
  });

  it('refuses free, a lower package while active, extend of another package, and a credit above the price', () => {
    const plan = {
      subscriptionPackage: 'medium' as const,
      status: true,
      expiredAt: fromJakarta(2027, 11, 1),
    };
    expect(quotePlanChange(plan, 'free', 1, now)).toEqual({ ok: false, reason: 'packageNotForSale' });
    expect(quotePlanChange(plan, 'premium', 1, now)).toEqual({
      ok: false,
      reason: 'lowerPackageWhileActive',
    });
    expect(quotePlanChange(plan, 'platinum', 1, now, { extend: true })).toEqual({
      ok: false,
      reason: 'extendOtherPackage',
    });
    expect(quotePlanChange(plan, 'platinum', 1, now)).toEqual({ ok: false, reason: 'creditCoversPrice' });
    expect(quotePlanChange(plan, 'platinum', 12, now)).toMatchObject({
      ok: true,
      quote: { kind: 'upgrade' },
    });
  });

  it('an expired package is bought anew: no credit, starts now, a lower package allowed', () => {
    const expired = premiumTill(2026, 11, 1);
    expect(quotePlanChange(expired, 'shopeeOptimization', 1, now)).toMatchObject({
      ok: true,
      quote: { kind: 'new', credit: 0, startsAt: now },
    });
    expect(quotePlanChange(expired, 'medium', 1, now)).toMatchObject({
      ok: true,
      quote: { kind: 'new', credit: 0 },
    });
  });
});
