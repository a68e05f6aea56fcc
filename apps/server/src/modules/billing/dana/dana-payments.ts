import { and, count, desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/auth/index.ts';
import type { Db } from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import { billingInvoices, billingPayments } from '../tables.ts';
import type { DanaClient } from './dana-client.ts';
import type { DanaIntake } from './dana-intake.ts';

/** DANA states after which nothing changes any more: paid, closed. */
const FINAL = new Set(['00', '05']);

/**
 * Paying an invoice with DANA: a hosted-checkout order per attempt (partnerReferenceNo = invoice number
 * + "-DANA"), reused while it is open; and the status check the finish page runs when the notify is late.
 */
export function createDanaPayments(deps: {
  db: Db;
  dana: DanaClient;
  intake: DanaIntake;
  appUrl: string;
  notifyUrl: string;
}) {
  const { db, dana, intake } = deps;

  async function payableInvoice(accountId: string, id: string) {
    const [invoice] = await db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.id, id), eq(billingInvoices.accountId, accountId)));
    if (!invoice) throw new AppError('NOT_FOUND');
    const open = invoice.status === 'unpaid' || invoice.status === 'pending';
    if (!open || invoice.dueAt.getTime() <= Date.now()) {
      throw new AppError('INVALID_STATE', { messageKey: 'billing.invoiceNotPayable' });
    }
    return invoice;
  }

  return {
    /** DANA's cashier page for the invoice: the open order again, or a new one. */
    async pay(ctx: RequestContext, invoiceId: string) {
      const invoice = await payableInvoice(ctx.accountId, invoiceId);
      const [open] = await db
        .select()
        .from(billingPayments)
        .where(and(eq(billingPayments.invoiceId, invoice.id), eq(billingPayments.method, 'dana')))
        .orderBy(desc(billingPayments.createdAt))
        .limit(1);
      if (open?.redirectUrl && !FINAL.has(open.gatewayStatus ?? '')) return { redirectUrl: open.redirectUrl };
      const [attempts] = await db
        .select({ n: count() })
        .from(billingPayments)
        .where(and(eq(billingPayments.invoiceId, invoice.id), eq(billingPayments.method, 'dana')));
      const reference = `${invoice.number}-DANA${attempts.n === 0 ? '' : `-${attempts.n + 1}`}`;
      const order = await dana.createOrder({
        partnerReferenceNo: reference,
        amount: invoice.amount,
        title: `Booster ${invoice.packageName} ${invoice.months} bulan`,
        validUpTo: invoice.dueAt,
        payReturnUrl: `${deps.appUrl}/subscription-payment/finish?order_id=${encodeURIComponent(reference)}`,
        notifyUrl: deps.notifyUrl,
      });
      // Two clicks at once make the same reference; DANA answers both with one order, one row stays.
      await db
        .insert(billingPayments)
        .values({
          invoiceId: invoice.id,
          accountId: ctx.accountId,
          method: 'dana',
          externalId: reference,
          amount: invoice.amount,
          gatewayTransactionId: order.referenceNo,
          redirectUrl: order.webRedirectUrl,
        })
        .onConflictDoNothing();
      return { redirectUrl: order.webRedirectUrl };
    },

    /** Asks DANA about the invoice's open orders and applies the answers (a notify may be late). */
    async check(invoiceId: string) {
      const payments = await db
        .select({ externalId: billingPayments.externalId, gatewayStatus: billingPayments.gatewayStatus })
        .from(billingPayments)
        .where(and(eq(billingPayments.invoiceId, invoiceId), eq(billingPayments.method, 'dana')));
      for (const p of payments) {
        if (FINAL.has(p.gatewayStatus ?? '')) continue;
        const answer = await dana.queryPayment(p.externalId);
        if (!answer) continue;
        await intake.apply('status', answer).catch((error: unknown) => {
          // An answer that does not match (amount) changes nothing; the member sees the stored status.
          if (!(error instanceof AppError)) throw error;
        });
      }
    },
  };
}

export type DanaPayments = ReturnType<typeof createDanaPayments>;
