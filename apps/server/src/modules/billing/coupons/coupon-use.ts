import { COUPON_HOLD_GRACE_MS, type CouponUsage } from '@booster/domain';
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.ts';
import { billingInvoices } from '../tables.ts';
import { billingCoupons, type CouponRow } from './tables.ts';

/** `holdsCouponUse` (packages/domain/src/coupon-holds.ts) in SQL, at `now`. */
export function couponHoldSql(now: Date): SQL {
  const i = billingInvoices;
  const graceEnd = new Date(now.getTime() - COUPON_HOLD_GRACE_MS);
  return sql`((${i.status} = 'pending' and ${i.method} = 'manual')
    or (${i.status} in ('unpaid', 'pending', 'expired') and ${i.dueAt} > ${graceEnd.toISOString()}))`;
}

/**
 * Uses that count against the coupon's limits at `now`: `used` (paid invoices) plus the invoices
 * holding one; the member's own paid and holding invoices. Read under the coupon's row lock when a
 * use is taken, so two takers are decided one after the other.
 */
export async function couponUsage(
  ex: Executor,
  coupon: CouponRow,
  accountId: string,
  now: Date,
): Promise<CouponUsage> {
  const holding = couponHoldSql(now);
  const [row] = await ex
    .select({
      held: count(sql`case when ${holding} then 1 end`),
      mine: count(sql`case when ${billingInvoices.accountId} = ${accountId} then 1 end`),
    })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.couponId, coupon.id), or(eq(billingInvoices.status, 'paid'), holding)));
  return { total: coupon.used + row.held, byMember: row.mine };
}

/** The coupon row locked (`for update`): every taker of a use waits here for the one before. */
export async function lockCoupon(ex: Executor, where: SQL) {
  const [row] = await ex.select().from(billingCoupons).where(where).for('update');
  return row ?? null;
}
