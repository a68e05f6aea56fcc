import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@booster/marketplaces';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, withTransaction } from '../../platform/db/index.ts';
import {
  bindJob,
  type JobDefinition,
  type JobFeed,
  type JobQueue,
  type RetryPolicy,
} from '../../platform/jobs/index.ts';
import { WEBHOOK_CLAIM_BATCH, WEBHOOK_SWEEP_SECONDS, webhookListenerJob } from './jobs.ts';
import { webhookEvents } from './tables.ts';

export type StoredWebhook = typeof webhookEvents.$inferSelect;
/** Modules that act on platform pushes (orders, products, chat) subscribe here. */
export type WebhookListener = (event: StoredWebhook) => Promise<void>;
export type WebhookKind = WebhookEvent['kind'];

export type SubscribeOptions = {
  /** The event kinds the listener acts on; every kind when left out. */
  kinds?: readonly WebhookKind[];
  retry?: RetryPolicy;
  /**
   * Run in the claiming worker as soon as the claim commits, without the trip through the job queue
   * (a NOTIFY, a fetch): for pushes a person is waiting to see (a buyer's chat message). The job is
   * still queued in the claim, to start a minute later, and discarded once the run succeeds; a failed
   * run or a worker gone meanwhile leaves it to that job. Beyond a few runs at once, queued as usual.
   */
  immediate?: boolean;
  /**
   * The events of one fetched batch are handled at once, not one after another: for a listener whose
   * events wait on the platforms and are independent of each other (each re-reads its subject).
   */
  parallel?: boolean;
};

type Subscription = {
  name: string;
  kinds: readonly string[] | null;
  immediate: boolean;
  listener: WebhookListener;
  job: JobDefinition;
};

/** Immediate runs at once per process; events claimed beyond it wait for their job as usual. */
const IMMEDIATE_RUNS = 4;
/** When an immediate run's fallback job starts, unless the run succeeded and discarded it. */
const IMMEDIATE_FALLBACK_SECONDS = 60;

/**
 * Hands stored webhook events to their subscribers. A worker claims waiting events in batches and,
 * in the same transaction, queues one job per (event, subscriber) on the subscriber's own queue, so
 * each listener runs, fails and retries on its own. Listeners must be idempotent: a retry re-runs
 * them with the same event.
 */
export function createWebhookDispatch(deps: { db: Db; jobs: JobQueue; logger: Logger }) {
  const subscriptions: Subscription[] = [];
  let immediateRuns = 0;

  async function deliver(subscription: Subscription, eventId: number) {
    const [event] = await deps.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId)).limit(1);
    if (event) await subscription.listener(event);
  }

  /** Runs a listener now; its fallback job goes once it succeeded, or stays to retry it. */
  async function runNow(subscription: Subscription, eventId: number, jobId: string) {
    try {
      await deliver(subscription, eventId);
      await deps.jobs.discard(subscription.job, [jobId]);
    } catch (err) {
      deps.logger.warn(
        { err, eventId, subscriber: subscription.name },
        'webhook listener failed; its job retries',
      );
    } finally {
      immediateRuns -= 1;
    }
  }

  const feed: JobFeed = {
    name: 'webhook-events',
    sweepSeconds: WEBHOOK_SWEEP_SECONDS,
    claim: async () => {
      const now: { subscription: Subscription; eventId: number; jobId: string }[] = [];
      const claimedCount = await withTransaction(deps.db, async (tx) => {
        const claimed = await tx.execute<{ id: string; kind: string }>(sql`
          with next as (
            select id from ${webhookEvents} where dispatched_at is null
            order by id limit ${WEBHOOK_CLAIM_BATCH} for update skip locked
          )
          update ${webhookEvents} as e set dispatched_at = now() from next where e.id = next.id
          returning e.id, e.kind`);
        const events = claimed.rows.map((row) => ({ id: Number(row.id), kind: row.kind }));
        for (const s of subscriptions) {
          const matching = events.filter((e) => s.kinds === null || s.kinds.includes(e.kind));
          // The inline queue of tests runs jobs when drained: there, every event goes as a job.
          const room = s.immediate && deps.jobs.kind === 'pg-boss' ? IMMEDIATE_RUNS - immediateRuns : 0;
          const direct = matching.slice(0, Math.max(0, room));
          const queued = matching.slice(direct.length);
          await deps.jobs.enqueueMany(
            s.job,
            queued.map((e) => ({ eventId: e.id })),
            { tx },
          );
          if (direct.length === 0) continue;
          const ids = direct.map(() => randomUUID());
          await deps.jobs.enqueueMany(
            s.job,
            direct.map((e) => ({ eventId: e.id })),
            { tx, ids, startAfterSeconds: IMMEDIATE_FALLBACK_SECONDS },
          );
          immediateRuns += direct.length;
          now.push(...direct.map((e, i) => ({ subscription: s, eventId: e.id, jobId: ids[i] })));
        }
        return events.length;
      }).catch((err) => {
        immediateRuns -= now.length;
        throw err;
      });
      // After the commit, not awaited: the claim loop goes on with the next batch meanwhile.
      for (const run of now) void runNow(run.subscription, run.eventId, run.jobId);
      return claimedCount;
    },
  };
  deps.jobs.feed(feed);

  return {
    feed,

    /** Declares a listener under a name of its own (its queue is `webhook.<name>.v1`), before start. */
    subscribe(name: string, listener: WebhookListener, options: SubscribeOptions = {}) {
      if (!/^[a-z][a-z-]*$/.test(name)) throw new Error(`Webhook subscriber name "${name}" is not a-z and -`);
      if (subscriptions.some((s) => s.name === name)) throw new Error(`Webhook subscriber ${name} exists`);
      const subscription: Subscription = {
        name,
        kinds: options.kinds ?? null,
        immediate: options.immediate ?? false,
        listener,
        job: bindJob({ ...webhookListenerJob(name, options.retry), parallelInBatch: options.parallel }, (p) =>
          deliver(subscription, p.eventId),
        ),
      };
      deps.jobs.register(subscription.job);
      subscriptions.push(subscription);
    },

    /** Runs every listener the stored event is for, now and in turn (tests standing in for workers). */
    async dispatch(eventId: number) {
      const [event] = await deps.db
        .select({ kind: webhookEvents.kind })
        .from(webhookEvents)
        .where(eq(webhookEvents.id, eventId))
        .limit(1);
      if (!event) return;
      for (const s of subscriptions) {
        if (s.kinds === null || s.kinds.includes(event.kind)) await deliver(s, eventId);
      }
    },
  };
}

export type WebhookDispatch = ReturnType<typeof createWebhookDispatch>;
