import type { MidtransNotification } from '@booster/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.ts';
import { decideAndLog, type GatewayNews, type GatewayOutcome, refuseForged } from './gateway-events.ts';
import type { InvoiceSettlement, PaymentState } from './invoice-settlement.ts';
import type { MidtransGateway } from './midtrans-gateway.ts';
import { billingInvoices, billingPayments } from './tables.ts';

/** What a Midtrans transaction_status means for the invoice (null: nothing to change). */
export function midtransPaymentState(status: string, fraudStatus?: string): PaymentState | null {
  switch (status.toLowerCase()) {
    case 'settlement':
      return 'paid';
    case 'capture':
      return fraudStatus === undefined || fraudStatus === 'accept' ? 'paid' : null;
    case 'pending':
      return 'pending';
    case 'expire':
      return 'expired';
    case 'cancel':
    case 'deny':
    case 'failure':
      return 'cancelled';
    default:
      return null;
  }
}

/** Whole rupiah of "149000.00" or "149000"; null for anything else (never equal to an invoice). */
function rupiahOf(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents % 100 === 0 ? cents / 100 : null;
}

/**
 * The one intake of Midtrans news, from the HTTP notification or a status check: verify the
 * signature, find the payment, match the amount, then move the invoice and (when paid) the member's
 * package in one transaction. Idempotent: a repeat finds the invoice already moved.
 */
export function createGatewayIntake(deps: {
  db: Db;
  midtrans: MidtransGateway;
  settlement: InvoiceSettlement;
}) {
  const { db, midtrans, settlement } = deps;

  const newsOf = (source: string, body: MidtransNotification): GatewayNews => ({
    method: 'midtrans',
    source,
    externalId: body.order_id,
    gatewayStatus: body.transaction_status,
    body,
  });

  /**
   * One statement records the gateway's status on the payment (only when the amount matches) and
   * locks its invoice; every statement is a round trip inside the transaction that holds the locks.
   */
  async function decide(
    tx: Tx,
    body: MidtransNotification,
    state: PaymentState | null,
  ): Promise<GatewayOutcome> {
    const payment = and(
      eq(billingPayments.method, 'midtrans'),
      eq(billingPayments.externalId, body.order_id),
    );
    const recorded = tx.$with('recorded').as(
      tx
        .update(billingPayments)
        .set({
          gatewayStatus: body.transaction_status,
          gatewayTransactionId: body.transaction_id ?? sql`${billingPayments.gatewayTransactionId}`,
          updatedAt: sql`now()`,
        })
        .where(and(payment, eq(billingPayments.amount, rupiahOf(body.gross_amount) ?? -1)))
        .returning({ invoiceId: billingPayments.invoiceId }),
    );
    const [row] = await tx
      .with(recorded)
      .select({ invoice: billingInvoices })
      .from(billingInvoices)
      .innerJoin(recorded, eq(billingInvoices.id, recorded.invoiceId))
      .for('update', { of: billingInvoices });
    if (!row) {
      // Refused (rare): say whether the payment is unknown or its amount differs.
      const [known] = await tx.select({ id: billingPayments.id }).from(billingPayments).where(payment);
      return known ? 'amountMismatch' : 'unknownPayment';
    }
    if (!state) return 'ignored';
    return settlement.settle(tx, row.invoice, state, 'midtrans');
  }

  return {
    async apply(source: 'notification' | 'status', body: MidtransNotification): Promise<GatewayOutcome> {
      const news = newsOf(source, body);
      if (!midtrans.verify(body)) return refuseForged(db, news);
      const state = midtransPaymentState(body.transaction_status, body.fraud_status);
      return decideAndLog(db, news, 'gross_amount', (tx) => decide(tx, body, state));
    },
  };
}

export type GatewayIntake = ReturnType<typeof createGatewayIntake>;
