import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/auth/index.ts';
import { type Db, withTransaction } from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import type { AuditService } from '../../audit/index.ts';
import type { InvoiceSettlement } from '../invoice-settlement.ts';
import { billingInvoices } from '../tables.ts';
import { billingRefunds } from './tables.ts';

/**
 * Admin: a paid invoice was paid back to the member. The invoice becomes `refunded` through the
 * settlement, the reason is kept and audited; a repeat changes nothing. The member's package is not
 * touched here (the member page changes it when the refund should also end the package).
 */
export function createRefunds(deps: { db: Db; audit: AuditService; settlement: InvoiceSettlement }) {
  const { db, audit, settlement } = deps;
  return {
    mark: (ctx: RequestContext, invoiceId: string, reason: string) =>
      withTransaction(db, async (tx) => {
        const [invoice] = await tx
          .select()
          .from(billingInvoices)
          .where(eq(billingInvoices.id, invoiceId))
          .for('update');
        if (!invoice) throw new AppError('NOT_FOUND');
        if (invoice.status === 'refunded') return;
        const outcome = await settlement.settle(tx, invoice, 'refunded', invoice.method);
        if (outcome !== 'applied') {
          throw new AppError('INVALID_STATE', { status: 409, messageKey: 'billing.invoiceNotRefundable' });
        }
        await tx.insert(billingRefunds).values({ invoiceId, reason, refundedBy: ctx.userId });
        await audit.record(
          {
            actorUserId: ctx.userId,
            action: 'billing.invoice-refunded',
            targetType: 'invoice',
            targetId: invoiceId,
            memberId: invoice.accountId,
            reason,
            detail: { number: invoice.number, amount: invoice.amount, method: invoice.method },
          },
          tx,
        );
      }),
  };
}
