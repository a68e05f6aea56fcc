import { commissionFor } from '@booster/domain';
import { type AnyColumn, and, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/index.ts';
import type { InvoicePaidListener, InvoiceRow } from '../billing/index.ts';
import type { Referrals } from './referrals.ts';
import { affiliateCommissions, affiliates } from './tables.ts';
import type { TermsStore } from './terms.ts';

/** Commissions that count: not reversed by a refund. */
export const counted = isNull(affiliateCommissions.reversedAt);

/** Referred members who paid at least once (refunds aside): what decides an affiliate's level. */
export async function payingReferrals(ex: Executor, accountId: string): Promise<number> {
  const [row] = await ex
    .select({ n: countDistinct(affiliateCommissions.referredAccountId) })
    .from(affiliateCommissions)
    .where(and(eq(affiliateCommissions.accountId, accountId), counted));
  return row.n;
}

/**
 * The billing listener: a paid invoice of a referred member earns the referrer a commission at the
 * level the referrer had before this payment. Runs in the payment's transaction; one per invoice.
 */
export function createCommissionListener(deps: {
  referrals: Referrals;
  terms: TermsStore;
}): InvoicePaidListener {
  return async (tx: Tx, invoice, payer) => {
    // A member is bound to a referrer only through the code given at registration: without one there
    // is no referrer to look up (saves a round trip in every payment's transaction).
    if (!payer.referral) return;
    const referrer = await deps.referrals.referrerOf(invoice.accountId, tx);
    if (!referrer) return;
    // Two referrals paying at once must not both be priced at the level before either of them.
    await tx
      .select({ id: affiliates.accountId })
      .from(affiliates)
      .where(eq(affiliates.accountId, referrer))
      .for('update');
    const before = await payingReferrals(tx, referrer);
    const { tiers } = await deps.terms.read(tx);
    const { percent, amount } = commissionFor(tiers, before, invoice.amount);
    await tx
      .insert(affiliateCommissions)
      .values({
        accountId: referrer,
        referredAccountId: invoice.accountId,
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        invoiceAmount: invoice.amount,
        payingReferralsBefore: before,
        percent,
        amount,
        earnedAt: invoice.paidAt,
      })
      .onConflictDoNothing();
  };
}

/** The billing listener for a refund: the invoice's commission is reversed (kept, marked). */
export async function reverseCommission(tx: Tx, invoice: InvoiceRow): Promise<void> {
  await tx
    .update(affiliateCommissions)
    .set({ reversedAt: sql`now()` })
    .where(and(eq(affiliateCommissions.invoiceId, invoice.id), counted));
}

/**
 * The commission column of /admin/order for the invoice `invoiceId` names: a scalar subquery (through
 * the one-per-invoice index) giving `{ amount, status }` as JSON, or null, so the list reads it in the
 * same statement as its page.
 */
export const commissionOfInvoice = (invoiceId: AnyColumn) => sql`(
  select json_build_object('amount', c.amount,
    'status', case when c.reversed_at is null then 'earned' else 'reversed' end)
  from ${affiliateCommissions} c where c.invoice_id = ${invoiceId})`;
