import { describe, expect, it } from 'vitest';
import { addMonths } from './billing.ts';
import { planAfterRefund } from './plan-refund.ts';

const now = new Date('2026-11-24T03:00:00Z');
const paidAt = new Date('2026-11-20T03:00:00Z');

describe('planAfterRefund', () => {
  it('a first purchase refunded puts the member back on free', () => {
    const periodEnd = addMonths(paidAt, 1);
    const plan = planAfterRefund(
      { subscriptionPackage: 'premium', status: true, expiredAt: periodEnd },
      {
        packageName: 'premium',
        periodStart: paidAt,
        periodEnd,
        previous: { subscriptionPackage: 'free', status: false, expiredAt: null },
      },
      now,
    );
    expect(plan).toEqual({ subscriptionPackage: 'free', status: false, expiredAt: null });
  });

  it('a refunded extension restores the previous expiry; a refunded upgrade the previous package', () => {
    const before = new Date('2026-12-10T16:59:59Z');
    const extended = addMonths(before, 3);
    expect(
      planAfterRefund(
        { subscriptionPackage: 'premium', status: true, expiredAt: extended },
        {
          packageName: 'premium',
          periodStart: before,
          periodEnd: extended,
          previous: { subscriptionPackage: 'premium', status: true, expiredAt: before },
        },
        now,
      ),
    ).toEqual({ subscriptionPackage: 'premium', status: true, expiredAt: before });
    const upgraded = addMonths(paidAt, 1);
    expect(
      planAfterRefund(
        { subscriptionPackage: 'medium', status: true, expiredAt: upgraded },
        {
          packageName: 'medium',
          periodStart: paidAt,
          periodEnd: upgraded,
          previous: { subscriptionPackage: 'premium', status: true, expiredAt: before },
        },
        now,
      ),
    ).toEqual({ subscriptionPackage: 'premium', status: true, expiredAt: before });
  });

  it('a previous plan that has ended meanwhile comes back without the paid flag', () => {
    const before = new Date('2026-11-21T16:59:59Z');
    const periodEnd = addMonths(before, 1);
    expect(
      planAfterRefund(
        { subscriptionPackage: 'premium', status: true, expiredAt: periodEnd },
        {
          packageName: 'premium',
          periodStart: before,
          periodEnd,
          previous: { subscriptionPackage: 'premium', status: true, expiredAt: before },
        },
        now,
      ),
    ).toEqual({ subscriptionPackage: 'premium', status: false, expiredAt: before });
  });

  it('when a later payment built on it, the expiry moves back by what the refunded invoice added', () => {
    const periodEnd = addMonths(paidAt, 1);
    const laterEnd = addMonths(periodEnd, 3);
    const plan = planAfterRefund(
      { subscriptionPackage: 'premium', status: true, expiredAt: laterEnd },
      {
        packageName: 'premium',
        periodStart: paidAt,
        periodEnd,
        previous: { subscriptionPackage: 'free', status: false, expiredAt: null },
      },
      now,
    );
    expect(plan).toEqual({
      subscriptionPackage: 'premium',
      status: true,
      expiredAt: new Date(laterEnd.getTime() - (periodEnd.getTime() - paidAt.getTime())),
    });
  });

  it('a plan that ends before now once shortened loses the paid flag', () => {
    const periodEnd = addMonths(paidAt, 12);
    const plan = planAfterRefund(
      { subscriptionPackage: 'platinum', status: true, expiredAt: new Date('2027-11-21T16:59:59Z') },
      { packageName: 'premium', periodStart: paidAt, periodEnd, previous: null },
      now,
    );
    expect(plan.status).toBe(false);
    expect(plan.subscriptionPackage).toBe('platinum');
  });
});
