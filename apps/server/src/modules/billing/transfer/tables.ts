import type { ProofType, TransferStatus } from '@booster/contracts';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, primaryId, timestamps, tz } from '../../../platform/db/columns.ts';
import { accountIdColumn, userIdReference } from '../../accounts/index.ts';
import { billingInvoices } from '../tables.ts';

/** The bank accounts members transfer to, kept by admins; inactive ones are hidden from members. */
export const billingBankAccounts = Pg.pgTable('billing_bank_accounts', {
  id: primaryId(),
  bankName: Pg.text('bank_name').notNull(),
  accountNumber: Pg.text('account_number').notNull(),
  accountHolder: Pg.text('account_holder').notNull(),
  active: Pg.boolean('active').notNull().default(true),
  ...timestamps(),
});

/**
 * One invoice paid by bank transfer: its unique amount (invoice amount + code), the proof the member
 * sent and the admin's review. While open (awaiting a proof or a review) no other open transfer has
 * the same amount, so a bank credit names its invoice.
 */
export const billingTransfers = Pg.pgTable(
  'billing_transfers',
  {
    id: primaryId(),
    invoiceId: belongsTo('invoice_id', () => billingInvoices.id),
    accountId: accountIdColumn(),
    uniqueCode: Pg.integer('unique_code').notNull(),
    amount: Pg.bigint('amount', { mode: 'number' }).notNull(),
    status: Pg.text('status').$type<TransferStatus>().notNull().default('awaiting'),
    bankAccountId: Pg.uuid('bank_account_id').references(() => billingBankAccounts.id, {
      onDelete: 'set null',
    }),
    /** The account paid into as it read then, so removing it later keeps the record. */
    bankLabel: Pg.text('bank_label'),
    senderName: Pg.text('sender_name'),
    proofKey: Pg.text('proof_key'),
    proofType: Pg.text('proof_type').$type<ProofType>(),
    proofSize: Pg.integer('proof_size'),
    submittedAt: Pg.timestamp('submitted_at', tz),
    reviewedAt: Pg.timestamp('reviewed_at', tz),
    reviewedBy: Pg.uuid('reviewed_by').references(userIdReference, { onDelete: 'set null' }),
    rejectReason: Pg.text('reject_reason'),
    ...timestamps(),
  },
  (t) => [
    Pg.uniqueIndex('billing_transfers_invoice_key').on(t.invoiceId),
    Pg.uniqueIndex('billing_transfers_open_amount_key')
      .on(t.amount)
      .where(sql`${t.status} in ('awaiting', 'submitted')`),
    Pg.index('billing_transfers_status_idx').on(t.status),
  ],
);
