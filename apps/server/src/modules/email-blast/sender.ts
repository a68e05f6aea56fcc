import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { type Db, withTransaction } from '../../platform/db/index.ts';
import { bindJob, type JobFeed, type JobQueue } from '../../platform/jobs/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { MailAudience } from '../accounts/index.ts';
import { emailBlastRecipients, emailBlasts } from './tables.ts';
import { blastMail } from './values.ts';

/** A batch is taken every this many seconds; its size is the blast's rate for that time. */
export const BATCH_SECONDS = 5;
/** Sends of one recipient before it counts as failed (each in a later batch). */
export const MAX_ATTEMPTS = 3;
/** Sent recipients are marked in groups: a crash leaves at most this many neither sent nor resent. */
const SENT_MARK_EVERY = 50;
/** The error of a recipient whose batch's process stopped while mailing it (sent or not, unknown). */
export const INTERRUPTED = 'interrupted while mailing';

export const batchSize = (ratePerMinute: number) =>
  Math.max(1, Math.ceil((ratePerMinute * BATCH_SECONDS) / 60));

const sendBatchJob = {
  name: 'email-blast.send-batch.v1',
  schema: z.object({ blastId: z.string(), recipientIds: z.array(z.string()) }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
} as const;

type Deps = { db: Db; jobs: JobQueue; logger: Logger; mailer: Mailer; audience: MailAudience };

/**
 * Sends blasts: a job feed takes, per due blast, one batch of waiting recipients every
 * BATCH_SECONDS (the throttle is the blast's `next_batch_at`, so it holds across worker processes)
 * and hands it to one job, which mails each recipient once, skipping whoever unsubscribed meanwhile.
 */
export function createBlastSender(deps: Deps) {
  const { db } = deps;

  const sendBatch = bindJob(sendBatchJob, async ({ blastId, recipientIds }) => {
    const [blast] = await db.select().from(emailBlasts).where(eq(emailBlasts.id, blastId)).limit(1);
    if (!blast || blast.status === 'cancelled') return;
    const queued = and(
      inArray(emailBlastRecipients.id, recipientIds),
      eq(emailBlastRecipients.status, 'queued'),
    );
    // Only an earlier attempt of this job takes its recipients, so any still `sending` were being
    // mailed when that attempt's process died. Whether the mail left is unknown: they end as failed
    // rather than risk a second mail, and the blast can finish.
    const interrupted = await db
      .update(emailBlastRecipients)
      .set({ status: 'failed', error: INTERRUPTED })
      .where(and(inArray(emailBlastRecipients.id, recipientIds), eq(emailBlastRecipients.status, 'sending')))
      .returning({ id: emailBlastRecipients.id });
    if (interrupted.length > 0)
      deps.logger.warn({ blastId, count: interrupted.length }, 'blast batch interrupted');
    const waiting = await db
      .select({ userId: emailBlastRecipients.userId })
      .from(emailBlastRecipients)
      .where(queued);
    const unsubscribed = [...(await deps.audience.unsubscribedAmong(waiting.map((r) => r.userId))).keys()];
    if (unsubscribed.length > 0) {
      await db
        .update(emailBlastRecipients)
        .set({ status: 'skipped' })
        .where(and(queued, inArray(emailBlastRecipients.userId, unsubscribed)));
    }
    // Taken before sending: a retried job never mails a recipient a second time.
    const taken = await db
      .update(emailBlastRecipients)
      .set({ status: 'sending', attempts: sql`${emailBlastRecipients.attempts} + 1` })
      .where(queued)
      .returning();
    taken.sort((a, b) => (a.id < b.id ? -1 : 1));
    let delivered: string[] = [];
    const markSent = async () => {
      if (delivered.length === 0) return;
      await db
        .update(emailBlastRecipients)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(inArray(emailBlastRecipients.id, delivered));
      delivered = [];
    };
    for (const recipient of taken) {
      try {
        await deps.mailer.deliver(blastMail(blast, recipient));
        delivered.push(recipient.id);
        if (delivered.length >= SENT_MARK_EVERY) await markSent();
      } catch (err) {
        const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        const last = recipient.attempts >= MAX_ATTEMPTS;
        await db
          .update(emailBlastRecipients)
          .set({ status: last ? 'failed' : 'pending', error })
          .where(eq(emailBlastRecipients.id, recipient.id));
        if (last) deps.logger.warn({ blastId, recipientId: recipient.id, error }, 'blast mail failed');
      }
    }
    await markSent();
  });

  /** Takes one batch of the most overdue blast; 0 when no blast is due. */
  async function claim(): Promise<number> {
    return withTransaction(db, async (tx) => {
      const [blast] = await tx
        .select()
        .from(emailBlasts)
        .where(
          and(
            inArray(emailBlasts.status, ['scheduled', 'sending']),
            lte(emailBlasts.nextBatchAt, new Date()),
          ),
        )
        .orderBy(asc(emailBlasts.nextBatchAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!blast) return 0;
      const batch = await tx
        .select({ id: emailBlastRecipients.id })
        .from(emailBlastRecipients)
        .where(and(eq(emailBlastRecipients.blastId, blast.id), eq(emailBlastRecipients.status, 'pending')))
        .orderBy(asc(emailBlastRecipients.id))
        .limit(batchSize(blast.ratePerMinute))
        .for('update', { skipLocked: true });
      const next = new Date(Date.now() + BATCH_SECONDS * 1000);
      if (batch.length === 0) {
        const [inFlight] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(emailBlastRecipients)
          .where(
            and(
              eq(emailBlastRecipients.blastId, blast.id),
              inArray(emailBlastRecipients.status, ['queued', 'sending']),
            ),
          );
        // Done once nothing waits; while a batch's job still runs (queued, or mailing: a refused mail
        // goes back to pending and is taken again), look again after the next gap.
        await tx
          .update(emailBlasts)
          .set(inFlight.n === 0 ? { status: 'done', finishedAt: new Date() } : { nextBatchAt: next })
          .where(eq(emailBlasts.id, blast.id));
        return 1;
      }
      const ids = batch.map((r) => r.id);
      await tx
        .update(emailBlastRecipients)
        .set({ status: 'queued' })
        .where(inArray(emailBlastRecipients.id, ids));
      await tx
        .update(emailBlasts)
        .set({ status: 'sending', nextBatchAt: next })
        .where(eq(emailBlasts.id, blast.id));
      await deps.jobs.enqueue(sendBatch, { blastId: blast.id, recipientIds: ids }, { tx });
      return ids.length;
    });
  }

  const feed: JobFeed = { name: 'email-blast.batches', sweepSeconds: BATCH_SECONDS, claim };
  deps.jobs.register(sendBatch);
  deps.jobs.feed(feed);
  return { feed, wake: () => deps.jobs.wake(feed) };
}
