import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type Tx, withTransaction } from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import type { InvoiceSettlement, PaymentState, SettleOutcome } from '../invoice-settlement.ts';
import { billingGatewayEvents, billingInvoices, billingPayments } from '../tables.ts';
import { sameDanaAmount } from './dana-signature.ts';

/** `refused`: a payment the settlement would not apply (a coupon used up meanwhile); logged, answered 200. */
type Outcome = SettleOutcome | 'forged' | 'unknownPayment' | 'amountMismatch';

/** A Finish Notify or a query answer: the fields the intake reads. */
export type DanaNews = {
  originalPartnerReferenceNo: string;
  originalReferenceNo?: string;
  latestTransactionStatus: string;
  amount: { value: string; currency: string };
  additionalInfo?: unknown;
} & Record<string, unknown>;

/** Why DANA closed an order, from `additionalInfo.extendInfo` (a JSON string). */
function closedReason(news: DanaNews): string | null {
  const extend = (news.additionalInfo as { extendInfo?: unknown } | undefined)?.extendInfo;
  if (typeof extend !== 'string') return null;
  try {
    const reason = (JSON.parse(extend) as { closedReason?: unknown }).closedReason;
    return typeof reason === 'string' ? reason : null;
  } catch {
    return null;
  }
}

/** What DANA's latestTransactionStatus means for the invoice (null: nothing to change). */
export function danaPaymentState(news: DanaNews): PaymentState | null {
  switch (news.latestTransactionStatus) {
    case '00':
      return 'paid';
    case '02':
      return 'pending';
    case '05':
      return closedReason(news)?.toUpperCase().includes('EXPIRE') ? 'expired' : 'cancelled';
    default:
      return null;
  }
}

/**
 * The one intake of DANA news, from the Finish Notify (signature checked by the caller) or our own
 * query: find the payment, match the amount, then move the invoice through the shared settlement in
 * one transaction. Idempotent: a repeat finds the invoice already moved.
 */
export function createDanaIntake(deps: { db: Db; settlement: InvoiceSettlement }) {
  const { db, settlement } = deps;

  const event = (source: string, news: DanaNews, valid: boolean, outcome: Outcome) => ({
    method: 'dana',
    source,
    externalId: news.originalPartnerReferenceNo,
    gatewayStatus: news.latestTransactionStatus,
    signatureValid: valid,
    outcome,
    body: news,
  });

  async function decide(tx: Tx, news: DanaNews): Promise<Outcome> {
    // DANA's notify docs swap the two reference fields against create/query: accept our number in either.
    const refs = [news.originalPartnerReferenceNo, news.originalReferenceNo].filter(
      (r): r is string => typeof r === 'string' && r !== '',
    );
    const [row] = await tx
      .select({ payment: billingPayments, invoice: billingInvoices })
      .from(billingPayments)
      .innerJoin(billingInvoices, eq(billingInvoices.id, billingPayments.invoiceId))
      .where(and(eq(billingPayments.method, 'dana'), inArray(billingPayments.externalId, refs)))
      .for('update');
    if (!row) return 'unknownPayment';
    const { payment, invoice } = row;
    if (!sameDanaAmount(news.amount?.value, news.amount?.currency, payment.amount)) return 'amountMismatch';
    await tx
      .update(billingPayments)
      .set({ gatewayStatus: news.latestTransactionStatus, updatedAt: sql`now()` })
      .where(eq(billingPayments.id, payment.id));
    const state = danaPaymentState(news);
    if (!state) return 'ignored';
    return settlement.settle(tx, invoice, state, 'dana');
  }

  return {
    /** Records a notify whose signature failed, then refuses it. */
    async refuseForged(news: DanaNews): Promise<never> {
      await db.insert(billingGatewayEvents).values(event('notification', news, false, 'forged'));
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    },

    /** `notification`: a verified Finish Notify; `status`: the answer of our own signed query to DANA. */
    async apply(source: 'notification' | 'status', news: DanaNews): Promise<Outcome> {
      const outcome = await withTransaction(db, async (tx): Promise<Outcome> => {
        const decided = await decide(tx, news);
        await tx.insert(billingGatewayEvents).values(event(source, news, true, decided));
        return decided;
      });
      if (outcome === 'unknownPayment') throw new AppError('NOT_FOUND');
      if (outcome === 'amountMismatch') {
        throw new AppError('VALIDATION_FAILED', { fields: { amount: 'validation.amountMismatch' } });
      }
      return outcome;
    },
  };
}

export type DanaIntake = ReturnType<typeof createDanaIntake>;
