import { z } from 'zod';
import type { Executor } from '../../platform/db/index.ts';
import { bindJob, type JobQueue } from '../../platform/jobs/index.ts';
import type { AfterOrderWrite } from './store.ts';
import type { StoredOrderView } from './stored-orders.ts';

/**
 * "An order was stored or changed", whatever brought it in (webhook, reconciliation, polling). It is
 * queued in the transaction that stored the order, so it exists exactly when the order does, and the
 * listeners read the stored order through this module: no second platform read.
 */
export const orderStoredJob = {
  name: 'orders.order-stored.v1',
  schema: z.object({ orderId: z.string().uuid() }),
  retry: { limit: 5, delaySeconds: 5, backoff: true },
} as const;

/** Listeners must be idempotent: a job can run twice, and replays of the same order come again. */
export type OrderStoredListener = (orderId: string) => Promise<void>;

/**
 * Runs inside the transaction that stored the order (after its write, the order row locked) with the
 * order as written (no read back), so what it writes commits with the order or not at all: the central
 * stock follows an order without a job of its own between the order and the pushes. A throw rolls the
 * order back with it (its job retries).
 */
export type OrderWriteListener = (tx: Executor, order: StoredOrderView) => Promise<void>;

export function createOrderEvents(jobs: JobQueue) {
  const listeners: OrderStoredListener[] = [];
  const writeListeners: OrderWriteListener[] = [];
  const job = bindJob(orderStoredJob, async ({ orderId }) => {
    for (const listener of listeners) await listener(orderId);
  });
  return {
    job,
    subscribe(listener: OrderStoredListener) {
      listeners.push(listener);
    },
    subscribeInWrite(listener: OrderWriteListener) {
      writeListeners.push(listener);
    },
    /** For every write of an order (sync, re-read after shipping): a new order or a status move. */
    publishMoves: (async (tx, stored, order) => {
      if (stored.previous?.status === stored.current.status) return;
      for (const listener of writeListeners) await listener(tx, order);
      if (listeners.length > 0) await jobs.enqueue(job, { orderId: stored.orderId }, { tx });
    }) satisfies AfterOrderWrite,
  };
}

export type OrderEvents = ReturnType<typeof createOrderEvents>;
