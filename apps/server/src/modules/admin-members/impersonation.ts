import type { ImpersonationSession } from '@booster/contracts';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { AccessTokens, RequestContext } from '../../platform/auth/index.ts';
import { type Db, withTransaction } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { scheduledJob } from '../../platform/jobs/index.ts';
import type { AccountsModule } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import { impersonationSessions } from './tables.ts';

/** How long an admin may act as a member before the session ends by itself. */
export const IMPERSONATION_TTL_SECONDS = 30 * 60;

/** Closes sessions that ran out (their end goes to the audit log like an admin's own "back"). */
export const closeExpiredImpersonationsJob = scheduledJob('admin-members.close-expired-impersonations.v1');
export const CLOSE_EXPIRED_CRON = '*/5 * * * *';

type Deps = { db: Db; accounts: AccountsModule; audit: AuditService; tokens: AccessTokens };

/** Support sessions: an admin opens a member's panel as the member, for a short while, on the record. */
export function createImpersonation(deps: Deps) {
  const { db, audit } = deps;

  return {
    async start(admin: RequestContext, memberId: string, reason: string): Promise<ImpersonationSession> {
      const member = await deps.accounts.members.member(memberId);
      if (!member) throw notFound();
      if (member.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED');
      const expiresAt = new Date(Date.now() + IMPERSONATION_TTL_SECONDS * 1000);
      const sessionId = await withTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(impersonationSessions)
          .values({ adminUserId: admin.userId, memberId, reason, expiresAt })
          .returning({ id: impersonationSessions.id });
        await audit.record(
          {
            actorUserId: admin.userId,
            action: 'member.impersonation-started',
            targetType: 'user',
            targetId: memberId,
            memberId,
            reason,
            detail: { sessionId: row.id, expiresAt: expiresAt.toISOString() },
          },
          tx,
        );
        return row.id;
      });
      const accessToken = await deps.tokens.sign(memberId, {
        impersonation: { sessionId, adminId: admin.userId },
        ttlSeconds: IMPERSONATION_TTL_SECONDS,
      });
      return {
        sessionId,
        user: await deps.accounts.users.view(memberId),
        accessToken,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Ends the session of the presented impersonation token (the admin goes back). */
    async end(ctx: RequestContext): Promise<void> {
      if (!ctx.impersonation) throw new AppError('BAD_REQUEST');
      const { sessionId, adminId } = ctx.impersonation;
      await withTransaction(db, async (tx) => {
        const [row] = await tx
          .update(impersonationSessions)
          .set({ endedAt: new Date(), endReason: 'admin' })
          .where(and(eq(impersonationSessions.id, sessionId), isNull(impersonationSessions.endedAt)))
          .returning({ memberId: impersonationSessions.memberId });
        if (!row) return;
        await audit.record(
          {
            actorUserId: adminId,
            action: 'member.impersonation-ended',
            targetType: 'user',
            targetId: row.memberId,
            memberId: row.memberId,
            detail: { sessionId, by: 'admin' },
          },
          tx,
        );
      });
    },

    /** Open: not ended and not expired. The guard asks on every call made with such a token. */
    async isOpen(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: impersonationSessions.id })
        .from(impersonationSessions)
        .where(
          and(
            eq(impersonationSessions.id, sessionId),
            isNull(impersonationSessions.endedAt),
            gt(impersonationSessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Marks expired sessions ended and records each end; returns how many it closed. */
    async closeExpired(now = new Date()): Promise<number> {
      return withTransaction(db, async (tx) => {
        const rows = await tx
          .update(impersonationSessions)
          .set({ endedAt: now, endReason: 'expired' })
          .where(and(isNull(impersonationSessions.endedAt), lte(impersonationSessions.expiresAt, now)))
          .returning();
        for (const row of rows) {
          await audit.record(
            {
              actorUserId: row.adminUserId,
              action: 'member.impersonation-ended',
              targetType: 'user',
              targetId: row.memberId,
              memberId: row.memberId,
              detail: { sessionId: row.id, by: 'expiry' },
            },
            tx,
          );
        }
        return rows.length;
      });
    },
  };
}

export type Impersonation = ReturnType<typeof createImpersonation>;
