import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId } from '../../../platform/db/columns.ts';
import { userIdReference } from '../../accounts/index.ts';
import { billingInvoices } from '../tables.ts';

/** A paid invoice an admin marked as refunded, and why. */
export const billingRefunds = pgTable(
  'billing_refunds',
  {
    id: primaryId(),
    invoiceId: belongsTo('invoice_id', () => billingInvoices.id),
    reason: text('reason').notNull(),
    refundedBy: uuid('refunded_by').references(userIdReference, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('billing_refunds_invoice_key').on(t.invoiceId)],
);
