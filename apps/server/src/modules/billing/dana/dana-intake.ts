import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/index.ts';
import { decideAndLog, type GatewayNews, type GatewayOutcome, refuseForged } from '../gateway-events.ts';
import type { InvoiceSettlement, PaymentState } from '../invoice-settlement.ts';
import { billingInvoices, billingPayments } from '../tables.ts';
import { sameDanaAmount } from './dana-signature.ts';

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

  const newsOf = (source: string, news: DanaNews): GatewayNews => ({
    method: 'dana',
    source,
    externalId: news.originalPartnerReferenceNo,
    gatewayStatus: news.latestTransactionStatus,
    body: news,
  });

  async function decide(tx: Tx, news: DanaNews): Promise<GatewayOutcome> {
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
    refuseForged(news: DanaNews): Promise<never> {
      return refuseForged(db, newsOf('notification', news));
    },

    /** `notification`: a verified Finish Notify; `status`: the answer of our own signed query to DANA. */
    apply(source: 'notification' | 'status', news: DanaNews): Promise<GatewayOutcome> {
      return decideAndLog(db, newsOf(source, news), 'amount', (tx) => decide(tx, news));
    },
  };
}

export type DanaIntake = ReturnType<typeof createDanaIntake>;
