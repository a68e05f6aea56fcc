import {
  applyCouponToQuote,
  type CouponRefusal,
  type CouponUsage,
  couponRefusal,
  type PlanQuote,
} from '@booster/domain';
import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import type { InvoiceRow } from '../invoice-settlement.ts';
import { billingInvoices } from '../tables.ts';
import { billingCoupons, type CouponRow } from './tables.ts';

export type CouponedQuote = PlanQuote & {
  couponId: string | null;
  couponCode: string | null;
  couponDiscount: number;
};

const refused = (reason: CouponRefusal) =>
  new AppError('VALIDATION_FAILED', { fields: { couponCode: `validation.${reason}` } });

/** Invoices that hold a use: paid ones are in `used`; open ones not yet past due are counted here. */
async function usage(ex: Executor, coupon: CouponRow, accountId: string): Promise<CouponUsage> {
  const open = and(
    inArray(billingInvoices.status, ['unpaid', 'pending']),
    gt(billingInvoices.dueAt, sql`now()`),
  );
  const [row] = await ex
    .select({
      open: count(sql`case when ${open} then 1 end`),
      mine: count(
        sql`case when ${billingInvoices.accountId} = ${accountId} and (${billingInvoices.status} = 'paid' or ${open}) then 1 end`,
      ),
    })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.couponId, coupon.id), or(eq(billingInvoices.status, 'paid'), open)));
  return { total: coupon.used + row.open, byMember: row.mine };
}

/**
 * Prices a coupon on a quote. With `lock` (inside the transaction that inserts the invoice) the
 * coupon row is locked first, so two invoices asking for its last use are decided one after the
 * other: the second one sees the first one's open invoice and is refused.
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
    const select = ex.select().from(billingCoupons).where(eq(billingCoupons.code, code.toUpperCase()));
    const [coupon] = lock ? await select.for('update') : await select;
    if (!coupon) throw refused('couponNotFound');
    const terms = {
      ...coupon,
      packages: coupon.packages as readonly string[],
      months: coupon.months as readonly number[],
    };
    const reason = couponRefusal(terms, await usage(ex, coupon, accountId), quote, now);
    if (reason) throw refused(reason);
    return { ...applyCouponToQuote(quote, coupon), couponId: coupon.id };
  }

  return {
    /** The quote shown at confirmation (no lock: nothing is held yet). */
    quote: (accountId: string, quote: PlanQuote, code: string | undefined, now: Date) =>
      apply(db, accountId, quote, code, now, false),
    /** Inside the invoice's transaction: checks again under the coupon's row lock. */
    reserve: (tx: Tx, accountId: string, quote: PlanQuote, code: string | undefined, now: Date) =>
      apply(tx, accountId, quote, code, now, true),
    /** The paid listener: one more use of the invoice's coupon. */
    async countUse(tx: Tx, invoice: InvoiceRow) {
      if (!invoice.couponId) return;
      await tx
        .update(billingCoupons)
        .set({ used: sql`${billingCoupons.used} + 1`, updatedAt: sql`now()` })
        .where(eq(billingCoupons.id, invoice.couponId));
    },
  };
}

export type CouponPricing = ReturnType<typeof createCouponPricing>;
