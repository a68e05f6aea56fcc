import { describe, expect, it } from 'vitest';
import {
  applyCouponToQuote,
  type CouponTerms,
  couponDiscount,
  couponRefusal,
  MIN_PAYABLE,
} from './billing.ts';
import { fromJakarta } from './time.ts';

const now = fromJakarta(2026, 11, 24, 10, 0);
const terms: CouponTerms = {
  kind: 'percent',
  value: 20,
  packages: ['premium', 'medium'],
  months: [3, 12],
  startsAt: fromJakarta(2026, 11, 1),
  endsAt: fromJakarta(2026, 12, 1),
  active: true,
  maxUses: 10,
  maxUsesPerMember: 1,
};
const fresh = { total: 0, byMember: 0 };
const premium3 = { packageName: 'premium', months: 3 };

describe('coupon discount', () => {
  it('takes a percent off, rounded down to whole rupiah', () => {
    expect(couponDiscount('percent', 20, 402_000)).toBe(80_400);
    expect(couponDiscount('percent', 15, 49_999)).toBe(7_499);
  });

  it('takes a fixed amount off', () => {
    expect(couponDiscount('amount', 50_000, 402_000)).toBe(50_000);
  });

  it('never leaves less than the minimum payable amount', () => {
    expect(couponDiscount('percent', 100, 149_000)).toBe(149_000 - MIN_PAYABLE);
    expect(couponDiscount('amount', 500_000, 149_000)).toBe(149_000 - MIN_PAYABLE);
    expect(couponDiscount('amount', 5_000, 800)).toBe(0);
  });

  it('applies to what the member pays and names the coupon', () => {
    const quote = { price: 402_000, credit: 2_000, amount: 400_000 };
    expect(applyCouponToQuote(quote, { code: 'HEMAT20', kind: 'percent', value: 20 })).toEqual({
      price: 402_000,
      credit: 2_000,
      amount: 320_000,
      couponCode: 'HEMAT20',
      couponDiscount: 80_000,
    });
  });
});

describe('coupon refusal', () => {
  it('accepts a purchase inside every rule', () => {
    expect(couponRefusal(terms, fresh, premium3, now)).toBeNull();
  });

  it('refuses outside the validity window (start inclusive, end exclusive)', () => {
    expect(couponRefusal(terms, fresh, premium3, fromJakarta(2026, 10, 31, 23, 59))).toBe('couponNotStarted');
    expect(couponRefusal(terms, fresh, premium3, fromJakarta(2026, 11, 1))).toBeNull();
    expect(couponRefusal(terms, fresh, premium3, fromJakarta(2026, 12, 1))).toBe('couponExpired');
  });

  it('refuses another package or duration', () => {
    expect(couponRefusal(terms, fresh, { packageName: 'platinum', months: 3 }, now)).toBe(
      'couponNotForPackage',
    );
    expect(couponRefusal(terms, fresh, { packageName: 'premium', months: 6 }, now)).toBe(
      'couponNotForDuration',
    );
  });

  it('refuses when the member used it up, then when everyone did', () => {
    expect(couponRefusal(terms, { total: 3, byMember: 1 }, premium3, now)).toBe('couponAlreadyUsed');
    expect(couponRefusal(terms, { total: 10, byMember: 0 }, premium3, now)).toBe('couponUsedUp');
    const unlimited = { ...terms, maxUses: null, maxUsesPerMember: null };
    expect(couponRefusal(unlimited, { total: 999, byMember: 99 }, premium3, now)).toBeNull();
  });

  it('answers an inactive coupon like an unknown code', () => {
    expect(couponRefusal({ ...terms, active: false }, fresh, premium3, now)).toBe('couponNotFound');
  });
});
