import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId } from '../../../platform/db/columns.ts';
import { userIdReference } from '../../accounts/index.ts';
import { billingInvoices } from '../tables.ts';

/** A paid invoice an admin marked as refunded, and why. */
export const billingRefunds = Pg.pgTable(
  'billing_refunds',
  {
    id: primaryId(),
    invoiceId: belongsTo('invoice_id', () => billingInvoices.id),
    reason: Pg.text('reason').notNull(),
    refundedBy: Pg.uuid('refunded_by').references(userIdReference, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [Pg.uniqueIndex('billing_refunds_invoice_key').on(t.invoiceId)],
);
