import { activationPeriod, type PlanChangeKind, planAfterRefund, planChangeKind } from '@booster/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.ts';
import type { UsersService } from '../accounts/index.ts';
import { billingInvoices } from './tables.ts';

export type InvoiceRow = typeof billingInvoices.$inferSelect;
export type PaymentState = 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded';
export type PaymentMethod = InvoiceRow['method'];
export type SettleOutcome = 'applied' | 'duplicate' | 'ignored' | 'refused';

/** From which invoice statuses a payment state may move it: paid is final, pending never goes back. */
const MOVES_FROM: Record<PaymentState, readonly string[]> = {
  paid: ['unpaid', 'pending', 'expired', 'cancelled'],
  pending: ['unpaid'],
  expired: ['unpaid', 'pending'],
  cancelled: ['unpaid', 'pending'],
  /** An admin marks a paid invoice as paid back: the member's plan goes back (`planAfterRefund`). */
  refunded: ['paid'],
};

/**
 * Called inside the transaction that marks an invoice paid (after the member's package moved), for
 * what follows a payment elsewhere: an affiliate's commission, a coupon's use, a notification.
 */
export type InvoicePaidListener = (
  tx: Tx,
  invoice: InvoiceRow & { paidAt: Date },
  /** The paying member as locked for the activation: `referral` is the code given at registration. */
  payer: { referral: string | null },
) => Promise<void>;

/**
 * Asked, inside the transaction and before anything moves, whether a locked invoice may become paid
 * (a coupon whose use this invoice gave back and others took meanwhile: false refuses the payment).
 */
export type InvoicePaymentGuard = (tx: Tx, invoice: InvoiceRow) => Promise<boolean>;

/**
 * The one way an invoice changes state, whatever the payment method (gateway notification, status
 * check, DANA, an admin approving a transfer). Lock the invoice row (`for update`) before calling.
 */
export function createInvoiceSettlement(deps: { users: UsersService }) {
  const { users } = deps;
  const paidListeners: InvoicePaidListener[] = [];
  const paymentGuards: InvoicePaymentGuard[] = [];
  const refundedListeners: ((tx: Tx, invoice: InvoiceRow) => Promise<void>)[] = [];

  async function activate(tx: Tx, invoice: InvoiceRow, now: Date) {
    // Locked: two invoices of one member paid at once would both extend from the same expiry.
    const owner = await users.lockById(tx, invoice.accountId);
    if (!owner) return null;
    const plan = {
      subscriptionPackage: owner.subscriptionPackage,
      status: owner.status,
      expiredAt: owner.expiredAt,
    };
    // The plan may have changed since the invoice was made (another invoice paid): decide again now.
    const decided = planChangeKind(plan, invoice.packageName, now, { extend: invoice.kind === 'extend' });
    const kind: PlanChangeKind =
      decided === 'new' || decided === 'extend' || decided === 'upgrade' ? decided : 'new';
    const period = activationPeriod(plan, kind, invoice.months, now);
    await users.changePackage(tx, invoice.accountId, {
      subscriptionPackage: invoice.packageName,
      status: true,
      expiredAt: period.expiresAt,
    });
    return { ...period, previous: plan, payer: { referral: owner.referral } };
  }

  /** A refund takes back what the invoice's payment gave (member row locked like an activation). */
  async function restore(tx: Tx, invoice: InvoiceRow, now: Date) {
    const owner = await users.lockById(tx, invoice.accountId);
    if (!owner || !invoice.periodStart || !invoice.periodEnd) return;
    const previous =
      invoice.previousPackage && invoice.previousStatus !== null
        ? {
            subscriptionPackage: invoice.previousPackage,
            status: invoice.previousStatus,
            expiredAt: invoice.previousExpiredAt,
          }
        : null;
    const plan = planAfterRefund(
      { subscriptionPackage: owner.subscriptionPackage, status: owner.status, expiredAt: owner.expiredAt },
      {
        packageName: invoice.packageName,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        previous,
      },
      now,
    );
    await users.changePackage(tx, invoice.accountId, {
      subscriptionPackage: plan.subscriptionPackage,
      status: plan.status,
      expiredAt: plan.expiredAt ? new Date(plan.expiredAt) : null,
    });
  }

  return {
    /** Registers what else happens when an invoice is paid (same transaction). */
    onPaid(listener: InvoicePaidListener) {
      paidListeners.push(listener);
    },

    /** Whether an invoice may become paid (same transaction, before the package moves). */
    guardPayment(guard: InvoicePaymentGuard) {
      paymentGuards.push(guard);
    },

    /**
     * What else happens, in the same transaction, when a paid invoice is marked refunded (after the
     * member's plan went back): the commission reversed, the coupon's use given back.
     */
    onRefunded(listener: (tx: Tx, invoice: InvoiceRow) => Promise<void>) {
      refundedListeners.push(listener);
    },

    /**
     * Moves a locked invoice to `state` paid with `method`; a payment activates (or extends, or
     * upgrades) the member's package from now, a refund puts it back. Answers 'duplicate' when it is
     * already there, 'ignored' when the move is not allowed (paid is final) and 'refused' when a
     * payment guard says no (the invoice stays as it was).
     */
    async settle(
      tx: Tx,
      invoice: InvoiceRow,
      state: PaymentState,
      method: PaymentMethod,
    ): Promise<SettleOutcome> {
      if (!MOVES_FROM[state].includes(invoice.status))
        return invoice.status === state ? 'duplicate' : 'ignored';
      if (state === 'paid') {
        for (const guard of paymentGuards) if (!(await guard(tx, invoice))) return 'refused';
      }
      const now = new Date();
      const period = state === 'paid' ? await activate(tx, invoice, now) : null;
      if (state === 'refunded') await restore(tx, invoice, now);
      const [moved] = await tx
        .update(billingInvoices)
        .set({
          status: state,
          method,
          ...(period
            ? {
                paidAt: now,
                periodStart: period.startsAt,
                periodEnd: period.expiresAt,
                previousPackage: period.previous.subscriptionPackage,
                previousStatus: period.previous.status,
                previousExpiredAt: period.previous.expiredAt,
              }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(billingInvoices.id, invoice.id))
        .returning();
      if (period && moved.paidAt) {
        const paid = { ...moved, paidAt: moved.paidAt };
        for (const listener of paidListeners) await listener(tx, paid, period.payer);
      }
      if (state === 'refunded') for (const listener of refundedListeners) await listener(tx, moved);
      return 'applied';
    },
  };
}

export type InvoiceSettlement = ReturnType<typeof createInvoiceSettlement>;
