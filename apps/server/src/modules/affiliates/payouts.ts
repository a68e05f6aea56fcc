import type { PayoutRequestBody, PayoutStatus } from '@booster/contracts';
import { pageMeta, payoutAvailable, payoutRequestProblem } from '@booster/domain';
import { and, count, desc, eq, type SQL, sql, sum } from 'drizzle-orm';
import { type Db, type Executor, withTransaction } from '../../platform/db/index.ts';
import { AppError, fieldError } from '../../platform/errors/index.ts';
import type { UsersService } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import { counted } from './commissions.ts';
import { affiliateCommissions, affiliatePayouts, affiliates } from './tables.ts';
import type { TermsStore } from './terms.ts';

type PayoutRow = typeof affiliatePayouts.$inferSelect;

/** Open requests hold their amount: it cannot be requested again until rejected. */
const HOLDING: PayoutStatus[] = ['requested', 'approved'];

export function toPayout(row: PayoutRow) {
  return {
    _id: row.id,
    amount: row.amount,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** Earned, paid out and held by open requests, in whole rupiah. */
export async function balanceOf(ex: Executor, accountId: string) {
  const [earned] = await ex
    .select({ total: sum(affiliateCommissions.amount).mapWith(Number) })
    .from(affiliateCommissions)
    .where(and(eq(affiliateCommissions.accountId, accountId), counted));
  const byStatus = await ex
    .select({ status: affiliatePayouts.status, total: sum(affiliatePayouts.amount).mapWith(Number) })
    .from(affiliatePayouts)
    .where(eq(affiliatePayouts.accountId, accountId))
    .groupBy(affiliatePayouts.status);
  const of = (statuses: PayoutStatus[]) =>
    byStatus.filter((r) => statuses.includes(r.status)).reduce((a, r) => a + (r.total ?? 0), 0);
  const b = { earned: earned?.total ?? 0, paid: of(['paid']), requested: of(HOLDING) };
  return { ...b, available: payoutAvailable(b) };
}

const PROBLEM_KEYS = {
  belowMinimum: 'validation.payoutBelowMinimum',
  aboveBalance: 'validation.payoutAboveBalance',
} as const;

/** Payout requests by members and the admin's decisions on them (each decision audited). */
export function createPayouts(deps: { db: Db; terms: TermsStore; audit: AuditService; users: UsersService }) {
  const { db } = deps;

  async function decide(
    adminId: string,
    payoutId: string,
    from: PayoutStatus[],
    change: { status: PayoutStatus; reason?: string },
  ) {
    const row = await withTransaction(db, async (tx) => {
      const [payout] = await tx
        .select()
        .from(affiliatePayouts)
        .where(eq(affiliatePayouts.id, payoutId))
        .for('update');
      if (!payout) throw new AppError('NOT_FOUND');
      if (!from.includes(payout.status))
        throw new AppError('INVALID_STATE', { messageKey: 'affiliates.payoutStateChanged' });
      const now = new Date();
      const [moved] = await tx
        .update(affiliatePayouts)
        .set({
          status: change.status,
          ...(change.reason ? { reason: change.reason } : {}),
          ...(change.status === 'paid' ? { paidAt: now } : { decidedAt: now }),
          updatedAt: sql`now()`,
        })
        .where(eq(affiliatePayouts.id, payoutId))
        .returning();
      await deps.audit.record(
        {
          actorUserId: adminId,
          action: `affiliate.payout-${change.status}`,
          targetType: 'affiliate-payout',
          targetId: payoutId,
          memberId: payout.accountId,
          reason: change.reason ?? null,
          detail: { amount: payout.amount, from: payout.status, to: change.status },
        },
        tx,
      );
      return moved;
    });
    return adminView(row);
  }

  async function adminView(row: PayoutRow) {
    const people = await deps.users.summaries([row.accountId]);
    const p = people.get(row.accountId);
    return { ...toPayout(row), member: { _id: row.accountId, email: p?.email ?? '', name: p?.name ?? '' } };
  }

  return {
    /**
     * A member asks for `amount` to be transferred. The member's affiliate row is locked so two
     * requests at once cannot both take the same balance.
     */
    async request(accountId: string, body: PayoutRequestBody) {
      const row = await withTransaction(db, async (tx) => {
        await tx
          .select({ id: affiliates.accountId })
          .from(affiliates)
          .where(eq(affiliates.accountId, accountId))
          .for('update');
        const { available } = await balanceOf(tx, accountId);
        const { minPayout } = await deps.terms.read(tx);
        const problem = payoutRequestProblem(body.amount, available, minPayout);
        if (problem) throw fieldError('amount', PROBLEM_KEYS[problem]);
        const [created] = await tx
          .insert(affiliatePayouts)
          .values({
            accountId,
            amount: body.amount,
            bankName: body.bankName.trim(),
            accountNumber: body.accountNumber.trim(),
            accountHolder: body.accountHolder.trim(),
          })
          .returning();
        return created;
      });
      return toPayout(row);
    },

    async listOwn(accountId: string, page: number, limit: number) {
      const where = eq(affiliatePayouts.accountId, accountId);
      const [{ total }] = await db.select({ total: count() }).from(affiliatePayouts).where(where);
      const rows = await db
        .select()
        .from(affiliatePayouts)
        .where(where)
        .orderBy(desc(affiliatePayouts.createdAt), desc(affiliatePayouts.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return { docs: rows.map(toPayout), ...pageMeta(page, limit, total) };
    },

    /** Every request; open ones (requested, then approved) before decided ones, newest first within. */
    async listAll(query: { page: number; limit: number; status?: PayoutStatus }) {
      const where: SQL | undefined = query.status ? eq(affiliatePayouts.status, query.status) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(affiliatePayouts).where(where);
      const rows = await db
        .select()
        .from(affiliatePayouts)
        .where(where)
        .orderBy(
          sql`case ${affiliatePayouts.status} when 'requested' then 0 when 'approved' then 1 else 2 end`,
          desc(affiliatePayouts.createdAt),
          desc(affiliatePayouts.id),
        )
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const people = await deps.users.summaries([...new Set(rows.map((r) => r.accountId))]);
      return {
        docs: rows.map((r) => ({
          ...toPayout(r),
          member: {
            _id: r.accountId,
            email: people.get(r.accountId)?.email ?? '',
            name: people.get(r.accountId)?.name ?? '',
          },
        })),
        ...pageMeta(query.page, query.limit, total),
      };
    },

    approve: (adminId: string, id: string) => decide(adminId, id, ['requested'], { status: 'approved' }),
    reject: (adminId: string, id: string, reason: string) =>
      decide(adminId, id, HOLDING, { status: 'rejected', reason: reason.trim() }),
    markPaid: (adminId: string, id: string) => decide(adminId, id, ['approved'], { status: 'paid' }),
  };
}

export type Payouts = ReturnType<typeof createPayouts>;
