import { describe, expect, it } from 'vitest';
import { addMonths, type CurrentPlan } from './billing.ts';
import { planAfterRefund, type RefundedPeriod } from './plan-refund.ts';

const now = new Date('2026-11-24T03:00:00Z');
const paidAt = new Date('2026-11-20T03:00:00Z');

/** A member's plan; paid unless said otherwise. */
const plan = (
  subscriptionPackage: CurrentPlan['subscriptionPackage'],
  expiredAt: Date | null,
  status = true,
): CurrentPlan => ({ subscriptionPackage, status, expiredAt });
const FREE = plan('free', null, false);

/** Refunds the invoice that paid `invoice.packageName` for its period, over the plan it replaced. */
const refund = (
  current: CurrentPlan,
  invoice: Omit<RefundedPeriod, 'previous'>,
  previous: CurrentPlan | null,
) => planAfterRefund(current, { ...invoice, previous }, now);

describe('planAfterRefund', () => {
  it('a first purchase refunded puts the member back on free', () => {
    const periodEnd = addMonths(paidAt, 1);
    expect(
      refund(plan('premium', periodEnd), { packageName: 'premium', periodStart: paidAt, periodEnd }, FREE),
    ).toEqual(FREE);
  });

  it('a refunded extension restores the previous expiry; a refunded upgrade the previous package', () => {
    const before = new Date('2026-12-10T16:59:59Z');
    const extended = addMonths(before, 3);
    expect(
      refund(
        plan('premium', extended),
        { packageName: 'premium', periodStart: before, periodEnd: extended },
        plan('premium', before),
      ),
    ).toEqual(plan('premium', before));
    const upgraded = addMonths(paidAt, 1);
    expect(
      refund(
        plan('medium', upgraded),
        { packageName: 'medium', periodStart: paidAt, periodEnd: upgraded },
        plan('premium', before),
      ),
    ).toEqual(plan('premium', before));
  });

  it('a previous plan that has ended meanwhile comes back without the paid flag', () => {
    const before = new Date('2026-11-21T16:59:59Z');
    const periodEnd = addMonths(before, 1);
    expect(
      refund(
        plan('premium', periodEnd),
        { packageName: 'premium', periodStart: before, periodEnd },
        plan('premium', before),
      ),
    ).toEqual(plan('premium', before, false));
  });

  it('when a later payment built on it, the expiry moves back by what the refunded invoice added', () => {
    const periodEnd = addMonths(paidAt, 1);
    const laterEnd = addMonths(periodEnd, 3);
    expect(
      refund(plan('premium', laterEnd), { packageName: 'premium', periodStart: paidAt, periodEnd }, FREE),
    ).toEqual(plan('premium', new Date(laterEnd.getTime() - (periodEnd.getTime() - paidAt.getTime()))));
  });

  it('a plan that ends before now once shortened loses the paid flag', () => {
    const periodEnd = addMonths(paidAt, 12);
    const after = refund(
      plan('platinum', new Date('2027-11-21T16:59:59Z')),
      { packageName: 'premium', periodStart: paidAt, periodEnd },
      null,
    );
    expect(after.status).toBe(false);
    expect(after.subscriptionPackage).toBe('platinum');
  });
});
