import type { MidtransNotification } from '@booster/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, type Tx, withTransaction } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import type { InvoiceSettlement, PaymentState } from './invoice-settlement.ts';
import type { MidtransGateway } from './midtrans-gateway.ts';
import { billingGatewayEvents, billingInvoices, billingPayments } from './tables.ts';

type Outcome = 'applied' | 'duplicate' | 'ignored' | 'forged' | 'unknownPayment' | 'amountMismatch';

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

/** "149000.00" or "149000" equals 149000 rupiah; anything else does not. */
function sameAmount(text: string, amount: number) {
  return /^\d+(\.\d{1,2})?$/.test(text) && Math.round(Number(text) * 100) === amount * 100;
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

  const event = (source: string, body: MidtransNotification, valid: boolean, outcome: Outcome) => ({
    method: 'midtrans',
    source,
    externalId: body.order_id,
    gatewayStatus: body.transaction_status,
    signatureValid: valid,
    outcome,
    body,
  });

  /** Payment and invoice locked together; then the amount check and the moves. */
  async function decide(tx: Tx, body: MidtransNotification, state: PaymentState | null): Promise<Outcome> {
    const [row] = await tx
      .select({ payment: billingPayments, invoice: billingInvoices })
      .from(billingPayments)
      .innerJoin(billingInvoices, eq(billingInvoices.id, billingPayments.invoiceId))
      .where(and(eq(billingPayments.method, 'midtrans'), eq(billingPayments.externalId, body.order_id)))
      .for('update');
    if (!row) return 'unknownPayment';
    const { payment, invoice } = row;
    if (!sameAmount(body.gross_amount, payment.amount)) return 'amountMismatch';
    await tx
      .update(billingPayments)
      .set({
        gatewayStatus: body.transaction_status,
        gatewayTransactionId: body.transaction_id ?? payment.gatewayTransactionId,
        updatedAt: sql`now()`,
      })
      .where(eq(billingPayments.id, payment.id));
    if (!state) return 'ignored';
    return settlement.settle(tx, invoice, state, 'midtrans');
  }

  return {
    async apply(source: 'notification' | 'status', body: MidtransNotification): Promise<Outcome> {
      if (!midtrans.verify(body)) {
        await db.insert(billingGatewayEvents).values(event(source, body, false, 'forged'));
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      const state = midtransPaymentState(body.transaction_status, body.fraud_status);
      // One transaction (one commit) for the lookup, the moves and the event log.
      const outcome = await withTransaction(db, async (tx): Promise<Outcome> => {
        const decided = await decide(tx, body, state);
        await tx.insert(billingGatewayEvents).values(event(source, body, true, decided));
        return decided;
      });
      if (outcome === 'unknownPayment') throw new AppError('NOT_FOUND');
      if (outcome === 'amountMismatch') {
        throw new AppError('VALIDATION_FAILED', { fields: { gross_amount: 'validation.amountMismatch' } });
      }
      return outcome;
    },
  };
}

export type GatewayIntake = ReturnType<typeof createGatewayIntake>;
