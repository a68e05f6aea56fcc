import type { Blast, BlastAudience, BlastStatus } from '@booster/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { Db, Executor } from '../../platform/db/index.ts';
import { offsetPage, withTransaction } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { MailAudience, UsersService } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { createBlastSender } from './sender.ts';
import { emailBlastRecipients, emailBlasts } from './tables.ts';
import { blastMail } from './values.ts';

type BlastRow = typeof emailBlasts.$inferSelect;
const INSERT_CHUNK = 1000;

type Deps = {
  db: Db;
  mailer: Mailer;
  audience: MailAudience;
  users: Pick<UsersService, 'summaries'>;
  audit: AuditService;
  sender: ReturnType<typeof createBlastSender>;
  /** Accounts that used Booster within the last `days` days. */
  activeWithin: (days: number) => Promise<Set<string>>;
};

export type NewBlast = {
  subject: string;
  text: string;
  audience: BlastAudience;
  scheduledAt: string | null;
  ratePerMinute: number;
};

export function createEmailBlastService(deps: Deps) {
  const { db } = deps;

  /** The audience's members now; those not active recently left out when the filter asks. */
  async function members(audience: BlastAudience, ex: Executor = db) {
    const found = await deps.audience.members(audience, ex);
    if (audience.activeWithinDays === null) return found;
    const active = await deps.activeWithin(audience.activeWithinDays);
    return found.filter((m) => active.has(m.id));
  }

  async function toViews(rows: BlastRow[]): Promise<Blast[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [counts, sent, people] = await Promise.all([
      db
        .select({ blastId: emailBlastRecipients.blastId, status: emailBlastRecipients.status, n: count() })
        .from(emailBlastRecipients)
        .where(inArray(emailBlastRecipients.blastId, ids))
        .groupBy(emailBlastRecipients.blastId, emailBlastRecipients.status),
      db
        .select({
          blastId: emailBlastRecipients.blastId,
          userId: emailBlastRecipients.userId,
          sentAt: emailBlastRecipients.sentAt,
        })
        .from(emailBlastRecipients)
        .where(and(inArray(emailBlastRecipients.blastId, ids), eq(emailBlastRecipients.status, 'sent'))),
      deps.users.summaries(rows.map((r) => r.createdBy)),
    ]);
    const unsubscribed = await deps.audience.unsubscribedAmong([...new Set(sent.map((s) => s.userId))]);
    return rows.map((r) => {
      const n = (...statuses: string[]) =>
        counts.filter((c) => c.blastId === r.id && statuses.includes(c.status)).reduce((s, c) => s + c.n, 0);
      const unsubscribedAfter = sent.filter((s) => {
        const at = unsubscribed.get(s.userId);
        return s.blastId === r.id && at && s.sentAt && at >= s.sentAt;
      }).length;
      return {
        _id: r.id,
        subject: r.subject,
        text: r.text,
        audience: r.audience,
        status: r.status,
        scheduledAt: r.scheduledAt.toISOString(),
        ratePerMinute: r.ratePerMinute,
        createdBy: {
          _id: r.createdBy,
          name: people.get(r.createdBy)?.name ?? '',
          email: people.get(r.createdBy)?.email ?? '',
        },
        createdAt: r.createdAt.toISOString(),
        finishedAt: r.finishedAt?.toISOString() ?? null,
        counts: {
          total: n('pending', 'queued', 'sending', 'sent', 'failed', 'skipped'),
          pending: n('pending', 'queued', 'sending'),
          sent: n('sent'),
          failed: n('failed'),
          skippedUnsubscribed: n('skipped'),
          unsubscribedAfter,
        },
      };
    });
  }

  async function view(id: string) {
    const [row] = await db.select().from(emailBlasts).where(eq(emailBlasts.id, id)).limit(1);
    if (!row) throw notFound();
    return (await toViews([row]))[0];
  }

  return {
    async list(query: { page: number; limit: number }) {
      const orderBy = [desc(emailBlasts.createdAt), desc(emailBlasts.id)];
      const { rows, meta } = await offsetPage(db, emailBlasts, { ...query, orderBy });
      return { docs: await toViews(rows), ...meta };
    },

    get: view,

    /**
     * Keeps the blast with every member of its audience as a recipient (the unsubscribed as
     * skipped), in one transaction with its audit entry; sending starts at `scheduledAt`.
     */
    async create(ctx: RequestContext, input: NewBlast) {
      const now = new Date();
      const scheduledAt =
        input.scheduledAt && new Date(input.scheduledAt) > now ? new Date(input.scheduledAt) : now;
      const id = await withTransaction(db, async (tx) => {
        const audience = await members(input.audience, tx);
        const [blast] = await tx
          .insert(emailBlasts)
          .values({
            subject: input.subject,
            text: input.text,
            audience: input.audience,
            status: (scheduledAt > now ? 'scheduled' : 'sending') satisfies BlastStatus,
            scheduledAt,
            nextBatchAt: scheduledAt,
            ratePerMinute: input.ratePerMinute,
            createdBy: ctx.userId,
          })
          .returning({ id: emailBlasts.id });
        for (let i = 0; i < audience.length; i += INSERT_CHUNK) {
          await tx.insert(emailBlastRecipients).values(
            audience.slice(i, i + INSERT_CHUNK).map((m) => ({
              blastId: blast.id,
              userId: m.id,
              email: m.email,
              name: m.name,
              subscriptionPackage: m.subscriptionPackage,
              expiredAt: m.expiredAt,
              status: m.unsubscribedAt ? ('skipped' as const) : ('pending' as const),
            })),
          );
        }
        await deps.audit.record(
          {
            actorUserId: ctx.userId,
            action: scheduledAt > now ? 'email-blast.scheduled' : 'email-blast.started',
            targetType: 'email-blast',
            targetId: blast.id,
            detail: {
              subject: input.subject,
              audience: input.audience,
              recipients: audience.filter((m) => !m.unsubscribedAt).length,
              skippedUnsubscribed: audience.filter((m) => m.unsubscribedAt).length,
              scheduledAt: scheduledAt.toISOString(),
              ratePerMinute: input.ratePerMinute,
            },
          },
          tx,
        );
        return blast.id;
      });
      if (scheduledAt <= now) deps.sender.wake();
      return view(id);
    },

    /** Stops a blast that has not finished; what went out stays out. */
    async cancel(ctx: RequestContext, id: string) {
      await withTransaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(emailBlasts)
          .where(eq(emailBlasts.id, id))
          .limit(1)
          .for('update');
        if (!row) throw notFound();
        if (row.status === 'done' || row.status === 'cancelled') throw new AppError('INVALID_STATE');
        await tx
          .update(emailBlasts)
          .set({ status: 'cancelled', finishedAt: new Date() })
          .where(eq(emailBlasts.id, id));
        await deps.audit.record(
          {
            actorUserId: ctx.userId,
            action: 'email-blast.cancelled',
            targetType: 'email-blast',
            targetId: id,
          },
          tx,
        );
      });
      return view(id);
    },

    /** Mails the composed blast to the admin, filled with the admin's own values. */
    async sendTest(ctx: RequestContext, content: { subject: string; text: string }) {
      const me = (await deps.users.summaries([ctx.userId])).get(ctx.userId);
      if (!me) throw new AppError('UNAUTHENTICATED');
      const mail = blastMail(
        { subject: `[TEST] ${content.subject}`, text: content.text },
        { ...me, subscriptionPackage: ctx.package, expiredAt: null },
      );
      // The mail server's refusal is the admin's answer, not a crash.
      await deps.mailer.deliver(mail).catch(() => {
        throw new AppError('SERVICE_UNAVAILABLE');
      });
      return me.email;
    },

    async audienceSize(audience: BlastAudience) {
      const found = await members(audience);
      return { matched: found.length, unsubscribed: found.filter((m) => m.unsubscribedAt).length };
    },

    /** Recipients still waiting (tests and the progress bar). */
    pendingCount: async (id: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(emailBlastRecipients)
          .where(
            and(
              eq(emailBlastRecipients.blastId, id),
              inArray(emailBlastRecipients.status, ['pending', 'queued']),
            ),
          )
      )[0].n,
  };
}

export type EmailBlastService = ReturnType<typeof createEmailBlastService>;
