import { z } from 'zod';
import type { Executor } from '../../platform/db/index.ts';
import { bindJob, type JobQueue } from '../../platform/jobs/index.ts';
import type { AfterOrderWrite } from './store.ts';

/**
 * "An order was stored or changed", whatever brought it in (webhook, reconciliation, polling). It is
 * queued in the transaction that stored the order, so it exists exactly when the order does, and the
 * listeners (the stock module) read the stored order through this module: no second platform read.
 */
export const orderStoredJob = {
  name: 'orders.order-stored.v1',
  schema: z.object({ orderId: z.string().uuid() }),
  retry: { limit: 5, delaySeconds: 5, backoff: true },
} as const;

/** Listeners must be idempotent: a job can run twice, and replays of the same order come again. */
export type OrderStoredListener = (orderId: string) => Promise<void>;

export function createOrderEvents(jobs: JobQueue) {
  const listeners: OrderStoredListener[] = [];
  const job = bindJob(orderStoredJob, async ({ orderId }) => {
    for (const listener of listeners) await listener(orderId);
  });
  return {
    job,
    subscribe(listener: OrderStoredListener) {
      listeners.push(listener);
    },
    /** Queues the event inside the caller's transaction. */
    publish(tx: Executor, orderId: string) {
      return jobs.enqueue(job, { orderId }, { tx });
    },
    /** For every write of an order (sync, re-read after shipping): a new order or a status move. */
    publishMoves: (async (tx, stored) => {
      if (stored.previous?.status === stored.current.status) return;
      await jobs.enqueue(job, { orderId: stored.orderId }, { tx });
    }) satisfies AfterOrderWrite,
  };
}

export type OrderEvents = ReturnType<typeof createOrderEvents>;
