import type { BankAccountInput } from '@booster/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/auth/index.ts';
import { type Db, type Executor, withTransaction } from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import type { AuditService } from '../../audit/index.ts';
import { billingBankAccounts } from './tables.ts';
import { toBankAccount } from './transfer-view.ts';

type Input = Required<Pick<BankAccountInput, 'bankName' | 'accountNumber' | 'accountHolder'>> & {
  active: boolean;
};

/** The admin's bank accounts (create, change, hide, remove), each change in the audit log. */
export function createBankAccounts(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  const detailOf = (a: Input) => ({
    bankName: a.bankName,
    accountNumber: a.accountNumber,
    accountHolder: a.accountHolder,
    active: a.active,
  });

  return {
    async list(options: { activeOnly: boolean }, ex: Executor = db) {
      const rows = await ex
        .select()
        .from(billingBankAccounts)
        .where(options.activeOnly ? eq(billingBankAccounts.active, true) : undefined)
        .orderBy(asc(billingBankAccounts.createdAt), asc(billingBankAccounts.id));
      return rows.map(toBankAccount);
    },

    async findActive(id: string, ex: Executor = db) {
      const [row] = await ex.select().from(billingBankAccounts).where(eq(billingBankAccounts.id, id));
      return row?.active ? row : null;
    },

    create: (ctx: RequestContext, input: Input) =>
      withTransaction(db, async (tx) => {
        const [row] = await tx.insert(billingBankAccounts).values(input).returning();
        await audit.record(
          {
            actorUserId: ctx.userId,
            action: 'billing.bank-account-created',
            targetType: 'bank-account',
            targetId: row.id,
            detail: detailOf(input),
          },
          tx,
        );
        return toBankAccount(row);
      }),

    update: (ctx: RequestContext, id: string, input: Input) =>
      withTransaction(db, async (tx) => {
        const [before] = await tx
          .select()
          .from(billingBankAccounts)
          .where(eq(billingBankAccounts.id, id))
          .for('update');
        if (!before) throw new AppError('NOT_FOUND');
        const [row] = await tx
          .update(billingBankAccounts)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(billingBankAccounts.id, id))
          .returning();
        await audit.record(
          {
            actorUserId: ctx.userId,
            action: 'billing.bank-account-updated',
            targetType: 'bank-account',
            targetId: id,
            detail: { before: detailOf(before), after: detailOf(input) },
          },
          tx,
        );
        return toBankAccount(row);
      }),

    remove: (ctx: RequestContext, id: string) =>
      withTransaction(db, async (tx) => {
        const [row] = await tx.delete(billingBankAccounts).where(eq(billingBankAccounts.id, id)).returning();
        if (!row) throw new AppError('NOT_FOUND');
        await audit.record(
          {
            actorUserId: ctx.userId,
            action: 'billing.bank-account-removed',
            targetType: 'bank-account',
            targetId: id,
            detail: detailOf(row),
          },
          tx,
        );
        return { status: 'ok' as const };
      }),
  };
}

export type BankAccounts = ReturnType<typeof createBankAccounts>;
