import { z } from 'zod';
import { defineJob, type JobDefinition, type RetryPolicy } from '../../platform/jobs/index.ts';

/** Job specs of the products module; handlers are bound in index.ts. */
export const syncDueJob = {
  name: 'products.sync-due.v1',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
} as const;

export const syncShopJob = {
  name: 'products.sync-shop.v1',
  schema: z.object({ accountId: z.string().uuid(), shopId: z.string().uuid() }),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  singletonKey: (p: { shopId: string }) => `products-sync:${p.shopId}`,
} as const;

export const bulkItemJob = {
  name: 'products.bulk-item.v1',
  schema: z.object({ itemId: z.string().uuid() }),
  retry: { limit: 4, delaySeconds: 15, backoff: true },
} as const;

/** Incremental product sync of every imported shop (cron, UTC). */
export const SYNC_DUE_CRON = '*/15 * * * *';

type Spec<S extends z.ZodType> = {
  name: `${string}.v${number}`;
  schema: S;
  retry: RetryPolicy;
  singletonKey?: (payload: z.output<S>) => string;
};

/** A spec with its handler; `final` says no retry follows, so a failure must be recorded now. */
export function withHandler<S extends z.ZodType>(
  spec: Spec<S>,
  handle: (payload: z.output<S>, job: { final: boolean }) => Promise<void>,
): JobDefinition<S> {
  return defineJob({
    ...spec,
    handle: (payload, job) => handle(payload, { final: job.attempt >= spec.retry.limit }),
  });
}
