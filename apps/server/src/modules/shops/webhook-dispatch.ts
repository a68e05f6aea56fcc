import type { WebhookEvent } from '@booster/marketplaces';
import { eq, sql } from 'drizzle-orm';
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
};

type Subscription = {
  name: string;
  kinds: readonly string[] | null;
  listener: WebhookListener;
  job: JobDefinition;
};

/**
 * Hands stored webhook events to their subscribers. A worker claims waiting events in batches and,
 * in the same transaction, queues one job per (event, subscriber) on the subscriber's own queue, so
 * each listener runs, fails and retries on its own. Listeners must be idempotent: a retry re-runs
 * them with the same event.
 */
export function createWebhookDispatch(deps: { db: Db; jobs: JobQueue }) {
  const subscriptions: Subscription[] = [];

  async function deliver(subscription: Subscription, eventId: number) {
    const [event] = await deps.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId)).limit(1);
    if (event) await subscription.listener(event);
  }

  const feed: JobFeed = {
    name: 'webhook-events',
    sweepSeconds: WEBHOOK_SWEEP_SECONDS,
    claim: () =>
      withTransaction(deps.db, async (tx) => {
        const claimed = await tx.execute<{ id: string; kind: string }>(sql`
          with next as (
            select id from ${webhookEvents} where dispatched_at is null
            order by id limit ${WEBHOOK_CLAIM_BATCH} for update skip locked
          )
          update ${webhookEvents} as e set dispatched_at = now() from next where e.id = next.id
          returning e.id, e.kind`);
        const events = claimed.rows.map((row) => ({ id: Number(row.id), kind: row.kind }));
        for (const s of subscriptions) {
          const payloads = events
            .filter((e) => s.kinds === null || s.kinds.includes(e.kind))
            .map((e) => ({ eventId: e.id }));
          await deps.jobs.enqueueMany(s.job, payloads, { tx });
        }
        return events.length;
      }),
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
        listener,
        job: bindJob(webhookListenerJob(name, options.retry), (p) => deliver(subscription, p.eventId)),
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
