import { PROOF_MAX_BYTES, PROOF_TYPES, type TransferProofInput, type TransferView } from '@booster/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/auth/index.ts';
import { type Db, type Tx, withTransaction } from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import { decodeDocumentUpload, type PrivateFiles } from '../../../platform/storage/index.ts';
import type { UsersService } from '../../accounts/index.ts';
import type { AuditService } from '../../audit/index.ts';
import type { InvoiceRow, InvoiceSettlement } from '../invoice-settlement.ts';
import { billingInvoices } from '../tables.ts';
import type { BankAccounts } from './bank-accounts.ts';
import { billingTransfers } from './tables.ts';
import type { TransferDecision, TransferNotices } from './transfer-notices.ts';
import { bankLabelOf, type TransferRow, toTransfer } from './transfer-view.ts';
import { openWithUniqueAmount } from './unique-amount.ts';

export type TransferDeps = {
  db: Db;
  users: UsersService;
  audit: AuditService;
  settlement: InvoiceSettlement;
  bankAccounts: BankAccounts;
  files: PrivateFiles;
  notices: TransferNotices;
};

const notPayable = () => new AppError('INVALID_STATE', { messageKey: 'billing.invoiceNotPayable' });
const notReviewable = () =>
  new AppError('INVALID_STATE', { status: 409, messageKey: 'billing.transferNotReviewable' });

/**
 * Paying an invoice by bank transfer: the member opens it (a unique amount), sends the proof (the
 * invoice then waits, pending, for an admin), and an admin approves it (the invoice is paid through
 * the shared settlement, which activates the package) or rejects it with a reason (cancelled). The
 * member hears either way; each admin decision is audited in its own transaction.
 */
export function createTransferService(deps: TransferDeps) {
  const { db, settlement, bankAccounts, files, notices, audit } = deps;

  /** The invoice locked for the change; another account's (or a missing) one is a 404. */
  async function lockInvoice(tx: Tx, id: string, accountId?: string) {
    const [row] = await tx
      .select()
      .from(billingInvoices)
      .where(
        accountId
          ? and(eq(billingInvoices.id, id), eq(billingInvoices.accountId, accountId))
          : eq(billingInvoices.id, id),
      )
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function transferOf(ex: Db | Tx, invoiceId: string) {
    const [row] = await ex.select().from(billingTransfers).where(eq(billingTransfers.invoiceId, invoiceId));
    return row ?? null;
  }

  async function view(tx: Tx, row: TransferRow): Promise<TransferView> {
    return { transfer: toTransfer(row), bankAccounts: await bankAccounts.list({ activeOnly: true }, tx) };
  }

  /** Whether an invoice can still take a transfer's proof now. */
  const payable = (invoice: InvoiceRow, transfer: TransferRow | null) =>
    (invoice.status === 'unpaid' && invoice.dueAt > new Date()) ||
    (invoice.status === 'pending' && invoice.method === 'manual' && transfer?.status === 'submitted');

  async function memberOf(tx: Tx, accountId: string) {
    const member = await deps.users.findById(accountId, tx);
    return { email: member?.email ?? '', name: member?.name ?? '', locale: member?.locale ?? 'id' };
  }

  /** Runs an admin decision, then (after the commit) rings the member's bell. */
  async function decide(
    invoiceId: string,
    run: (tx: Tx, invoice: InvoiceRow, transfer: TransferRow) => Promise<TransferDecision | null>,
  ) {
    const done = await withTransaction(db, async (tx) => {
      const invoice = await lockInvoice(tx, invoiceId);
      const transfer = await transferOf(tx, invoiceId);
      if (!transfer) throw new AppError('NOT_FOUND');
      const decision = await run(tx, invoice, transfer);
      if (!decision) return null;
      const member = await memberOf(tx, invoice.accountId);
      await notices.mail(tx, decision, member);
      return { transferId: transfer.id, decision, member };
    });
    if (done) await notices.bell(done.transferId, done.decision, done.member);
  }

  return {
    /** The invoice's transfer (opened with its unique amount the first time) and where to pay. */
    open: (ctx: RequestContext, invoiceId: string) =>
      withTransaction(db, async (tx) => {
        const invoice = await lockInvoice(tx, invoiceId, ctx.accountId);
        const existing = await transferOf(tx, invoiceId);
        if (existing && (existing.status !== 'awaiting' || payable(invoice, existing)))
          return view(tx, existing);
        if (!payable(invoice, existing)) throw notPayable();
        return view(tx, await openWithUniqueAmount(tx, invoice));
      }),

    /** The member's proof: checked by its bytes, kept privately; the invoice then waits (pending). */
    async submitProof(ctx: RequestContext, invoiceId: string, input: TransferProofInput) {
      const { bytes, contentType } = decodeDocumentUpload(
        { contentType: input.contentType, data: input.data },
        {
          types: PROOF_TYPES,
          maxBytes: PROOF_MAX_BYTES,
          tooLarge: 'validation.proofTooLarge',
          invalid: 'validation.proofTypeInvalid',
        },
      );
      const account = await bankAccounts.findActive(input.bankAccountId);
      if (!account) {
        throw new AppError('VALIDATION_FAILED', {
          fields: { bankAccountId: 'validation.bankAccountUnknown' },
        });
      }
      return withTransaction(db, async (tx) => {
        const invoice = await lockInvoice(tx, invoiceId, ctx.accountId);
        const transfer = await transferOf(tx, invoiceId);
        if (!transfer) throw new AppError('NOT_FOUND');
        const open = transfer.status === 'awaiting' || transfer.status === 'submitted';
        if (!open || !payable(invoice, transfer)) throw notPayable();
        const proofKey = await files.put('transfer-proofs', contentType, bytes);
        const [row] = await tx
          .update(billingTransfers)
          .set({
            status: 'submitted',
            bankAccountId: account.id,
            bankLabel: bankLabelOf(account),
            senderName: input.senderName,
            proofKey,
            proofType: contentType,
            proofSize: bytes.length,
            submittedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(billingTransfers.id, transfer.id))
          .returning();
        if (invoice.status === 'unpaid') await settlement.settle(tx, invoice, 'pending', 'manual');
        return view(tx, row);
      });
    },

    /** The proof file of an invoice's transfer: the owner's own (`accountId`), or any for an admin. */
    async proof(invoiceId: string, accountId?: string) {
      const [row] = await db
        .select({ key: billingTransfers.proofKey })
        .from(billingTransfers)
        .where(
          accountId
            ? and(eq(billingTransfers.invoiceId, invoiceId), eq(billingTransfers.accountId, accountId))
            : eq(billingTransfers.invoiceId, invoiceId),
        );
      const file = row?.key ? await files.get(row.key) : null;
      if (!file) throw new AppError('NOT_FOUND');
      return file;
    },

    /** Admin: the money arrived. The invoice is paid through the settlement; a repeat changes nothing. */
    approve: (ctx: RequestContext, invoiceId: string) =>
      decide(invoiceId, async (tx, invoice, transfer) => {
        if (transfer.status === 'approved') return null;
        if (transfer.status !== 'submitted') throw notReviewable();
        const outcome = await settlement.settle(tx, invoice, 'paid', 'manual');
        if (outcome !== 'applied') throw notReviewable();
        await tx
          .update(billingTransfers)
          .set({ status: 'approved', reviewedAt: sql`now()`, reviewedBy: ctx.userId, updatedAt: sql`now()` })
          .where(eq(billingTransfers.id, transfer.id));
        const [paid] = await tx.select().from(billingInvoices).where(eq(billingInvoices.id, invoice.id));
        await audit.record(
          {
            actorUserId: ctx.userId,
            action: 'billing.transfer-approved',
            targetType: 'invoice',
            targetId: invoice.id,
            memberId: invoice.accountId,
            detail: {
              number: invoice.number,
              amount: transfer.amount,
              uniqueCode: transfer.uniqueCode,
              packageName: invoice.packageName,
              months: invoice.months,
            },
          },
          tx,
        );
        return { kind: 'approved', invoice: paid, amount: transfer.amount, until: paid.periodEnd };
      }),

    /** Admin: the transfer is not right. The invoice is cancelled; the member makes a new one. */
    reject: (ctx: RequestContext, invoiceId: string, reason: string) =>
      decide(invoiceId, async (tx, invoice, transfer) => {
        if (transfer.status === 'rejected') return null;
        if (transfer.status !== 'submitted') throw notReviewable();
        await settlement.settle(tx, invoice, 'cancelled', 'manual');
        await tx
          .update(billingTransfers)
          .set({
            status: 'rejected',
            rejectReason: reason,
            reviewedAt: sql`now()`,
            reviewedBy: ctx.userId,
            updatedAt: sql`now()`,
          })
          .where(eq(billingTransfers.id, transfer.id));
        await audit.record(
          {
            actorUserId: ctx.userId,
            action: 'billing.transfer-rejected',
            targetType: 'invoice',
            targetId: invoice.id,
            memberId: invoice.accountId,
            reason,
            detail: { number: invoice.number, amount: transfer.amount, uniqueCode: transfer.uniqueCode },
          },
          tx,
        );
        return { kind: 'rejected', invoice, reason };
      }),
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
