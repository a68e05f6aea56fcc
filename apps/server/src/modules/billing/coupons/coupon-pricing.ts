import {
  applyCouponToQuote,
  type CouponRefusal,
  couponLimitReached,
  couponRefusal,
  holdsCouponUse,
  type PlanQuote,
} from '@booster/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import type { InvoiceRow } from '../invoice-settlement.ts';
import { couponUsage, lockCoupon } from './coupon-use.ts';
import { billingCoupons } from './tables.ts';

export type CouponedQuote = PlanQuote & {
  couponId: string | null;
  couponCode: string | null;
  couponDiscount: number;
};

const refused = (reason: CouponRefusal) =>
  new AppError('VALIDATION_FAILED', { fields: { couponCode: `validation.${reason}` } });

/**
 * A coupon's uses (issue 13). An invoice made with a coupon holds a use from confirmation
 * (`holdsCouponUse`: until paid, cancelled, or unpaid past its due time and the grace; a transfer
 * whose proof is in holds until the admin decides). Taking a use — at confirmation, and again at
 * payment — happens under the coupon's row lock, so the limits are never passed: the last use goes
 * to one invoice, and an invoice whose hold ended is paid only if the coupon still has room.
 */
export function createCouponPricing(deps: { db: Db }) {
  const { db } = deps;

  async function apply(
    ex: Executor,
    accountId: string,
    quote: PlanQuote,
    code: string | undefined,
    now: Date,
    lock: boolean,
  ): Promise<CouponedQuote> {
    if (!code) return { ...quote, couponId: null, couponCode: null, couponDiscount: 0 };
    const byCode = eq(billingCoupons.code, code.toUpperCase());
    const [coupon] = lock
      ? [await lockCoupon(ex, byCode)]
      : await ex.select().from(billingCoupons).where(byCode);
    if (!coupon) throw refused('couponNotFound');
    const terms = {
      ...coupon,
      packages: coupon.packages as readonly string[],
      months: coupon.months as readonly number[],
    };
    const reason = couponRefusal(terms, await couponUsage(ex, coupon, accountId, now), quote, now);
    if (reason) throw refused(reason);
    return { ...applyCouponToQuote(quote, coupon), couponId: coupon.id };
  }

  return {
    /** The quote shown at confirmation (no lock: nothing is held yet). */
    quote: (accountId: string, quote: PlanQuote, code: string | undefined, now: Date) =>
      apply(db, accountId, quote, code, now, false),
    /** Inside the invoice's transaction: checks again under the coupon's row lock; the invoice then holds the use. */
    reserve: (tx: Tx, accountId: string, quote: PlanQuote, code: string | undefined, now: Date) =>
      apply(tx, accountId, quote, code, now, true),

    /**
     * The payment guard: an invoice still holding its use is paid with it; one whose hold ended
     * (cancelled, or past its due time and the grace) takes a use again only within the limits.
     * The window and packages were checked when its price was fixed and are not asked again.
     */
    async mayPay(tx: Tx, invoice: InvoiceRow): Promise<boolean> {
      if (!invoice.couponId) return true;
      const coupon = await lockCoupon(tx, eq(billingCoupons.id, invoice.couponId));
      const now = new Date();
      if (!coupon || holdsCouponUse(invoice, now)) return true;
      return couponLimitReached(coupon, await couponUsage(tx, coupon, invoice.accountId, now)) === null;
    },

    /** The paid listener: one more use of the invoice's coupon (its row is locked by `mayPay`). */
    async countUse(tx: Tx, invoice: InvoiceRow) {
      if (!invoice.couponId) return;
      await tx
        .update(billingCoupons)
        .set({ used: sql`${billingCoupons.used} + 1`, updatedAt: sql`now()` })
        .where(eq(billingCoupons.id, invoice.couponId));
    },

    /** The refund listener: the invoice's use is given back. */
    async giveBack(tx: Tx, invoice: InvoiceRow) {
      if (!invoice.couponId) return;
      await tx
        .update(billingCoupons)
        .set({ used: sql`greatest(${billingCoupons.used} - 1, 0)`, updatedAt: sql`now()` })
        .where(eq(billingCoupons.id, invoice.couponId));
    },
  };
}

export type CouponPricing = ReturnType<typeof createCouponPricing>;
