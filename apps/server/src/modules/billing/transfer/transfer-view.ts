import type { BankAccount, Transfer } from '@booster/contracts';
import type { billingBankAccounts, billingTransfers } from './tables.ts';

export type TransferRow = typeof billingTransfers.$inferSelect;
export type BankAccountRow = typeof billingBankAccounts.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toTransfer(row: TransferRow): Transfer {
  return {
    _id: row.id,
    invoiceId: row.invoiceId,
    invoiceAmount: row.amount - row.uniqueCode,
    uniqueCode: row.uniqueCode,
    amount: row.amount,
    status: row.status,
    bankAccountId: row.bankAccountId,
    bankLabel: row.bankLabel,
    senderName: row.senderName,
    proofType: row.proofType,
    proofSize: row.proofSize,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    rejectReason: row.rejectReason,
  };
}

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    _id: row.id,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** "BCA 1234567890 a.n. PT Booster Indonesia": how a transfer remembers the account it went to. */
export const bankLabelOf = (a: BankAccountRow) => `${a.bankName} ${a.accountNumber} a.n. ${a.accountHolder}`;
