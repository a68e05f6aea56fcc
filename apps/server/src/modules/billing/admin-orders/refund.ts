import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/auth/index.ts';
import { type Db, withTransaction } from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import type { RealtimePublisher } from '../../../platform/realtime/publisher.ts';
import { accountRoom } from '../../../platform/realtime/rooms.ts';
import type { AuditService } from '../../audit/index.ts';
import type { InvoiceSettlement } from '../invoice-settlement.ts';
import { billingInvoices } from '../tables.ts';
import { billingRefunds } from './tables.ts';

/**
 * Admin: a paid invoice was paid back to the member. The invoice becomes `refunded` through the
 * settlement, which puts the member's plan back (`planAfterRefund`), gives the coupon's use back and
 * reverses the commission; the reason is kept and audited; a repeat changes nothing. The member's
 * open tabs hear of the new plan after the commit.
 */
export function createRefunds(deps: {
  db: Db;
  audit: AuditService;
  settlement: InvoiceSettlement;
  realtime: RealtimePublisher;
}) {
  const { db, audit, settlement } = deps;
  return {
    async mark(ctx: RequestContext, invoiceId: string, reason: string) {
      const accountId = await withTransaction(db, async (tx) => {
        const [invoice] = await tx
          .select()
          .from(billingInvoices)
          .where(eq(billingInvoices.id, invoiceId))
          .for('update');
        if (!invoice) throw new AppError('NOT_FOUND');
        if (invoice.status === 'refunded') return null;
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
        return invoice.accountId;
      });
      if (accountId) {
        await deps.realtime.publish(accountRoom(accountId), 'account.user-updated.v1', { userId: accountId });
      }
    },
  };
}
