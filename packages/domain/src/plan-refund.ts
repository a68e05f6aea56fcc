import { type CurrentPlan, isPlanActive } from './billing.ts';

/** What a refunded invoice's payment did to the member's plan (recorded when it was paid). */
export type RefundedPeriod = {
  packageName: CurrentPlan['subscriptionPackage'];
  periodStart: Date;
  periodEnd: Date;
  /** The plan just before the payment; null for invoices paid before it was recorded. */
  previous: CurrentPlan | null;
};

/**
 * The member's plan once a paid invoice is refunded (issue 13). When nothing moved the plan since
 * that payment (same package, same expiry), the plan before it comes back as it was; otherwise a
 * later payment or an admin built on it, so the expiry moves back by the time this invoice added
 * and the package stays. Either way the paid flag is on only while the resulting plan still runs.
 */
export function planAfterRefund(current: CurrentPlan, refunded: RefundedPeriod, now: Date): CurrentPlan {
  const currentEnd = current.expiredAt ? new Date(current.expiredAt).getTime() : null;
  const untouched =
    current.subscriptionPackage === refunded.packageName && currentEnd === refunded.periodEnd.getTime();
  if (untouched && refunded.previous) {
    const previous = {
      ...refunded.previous,
      expiredAt: refunded.previous.expiredAt ? new Date(refunded.previous.expiredAt) : null,
    };
    return { ...previous, status: isPlanActive(previous, now) };
  }
  if (currentEnd === null) return current;
  const added = refunded.periodEnd.getTime() - refunded.periodStart.getTime();
  const shortened = { ...current, expiredAt: new Date(currentEnd - added) };
  return { ...shortened, status: current.status && isPlanActive(shortened, now) };
}
