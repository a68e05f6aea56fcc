import type { ProofType, TransferStatus } from '@booster/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, primaryId, timestamps, tz } from '../../../platform/db/columns.ts';
import { accountIdColumn, userIdReference } from '../../accounts/index.ts';
import { billingInvoices } from '../tables.ts';

/** The bank accounts members transfer to, kept by admins; inactive ones are hidden from members. */
export const billingBankAccounts = pgTable('billing_bank_accounts', {
  id: primaryId(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountHolder: text('account_holder').notNull(),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
});

/**
 * One invoice paid by bank transfer: its unique amount (invoice amount + code), the proof the member
 * sent and the admin's review. While open (awaiting a proof or a review) no other open transfer has
 * the same amount, so a bank credit names its invoice.
 */
export const billingTransfers = pgTable(
  'billing_transfers',
  {
    id: primaryId(),
    invoiceId: belongsTo('invoice_id', () => billingInvoices.id),
    accountId: accountIdColumn(),
    uniqueCode: integer('unique_code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<TransferStatus>().notNull().default('awaiting'),
    bankAccountId: uuid('bank_account_id').references(() => billingBankAccounts.id, { onDelete: 'set null' }),
    /** The account paid into as it read then, so removing it later keeps the record. */
    bankLabel: text('bank_label'),
    senderName: text('sender_name'),
    proofKey: text('proof_key'),
    proofType: text('proof_type').$type<ProofType>(),
    proofSize: integer('proof_size'),
    submittedAt: timestamp('submitted_at', tz),
    reviewedAt: timestamp('reviewed_at', tz),
    reviewedBy: uuid('reviewed_by').references(userIdReference, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('billing_transfers_invoice_key').on(t.invoiceId),
    uniqueIndex('billing_transfers_open_amount_key')
      .on(t.amount)
      .where(sql`${t.status} in ('awaiting', 'submitted')`),
    index('billing_transfers_status_idx').on(t.status),
  ],
);
