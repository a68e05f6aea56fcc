import { z } from 'zod';
import { defineJob, type JobDefinition, type RetryPolicy } from '../../platform/jobs/index.ts';

/** Arranges shipment of one order of a bulk shipping run. */
export const shipItemJob = {
  name: 'orders.ship-item.v1',
  schema: z.object({ itemId: z.string().uuid() }),
  retry: { limit: 4, delaySeconds: 15, backoff: true },
} as const;

/** Fetches every label of a batch and merges them into one PDF. */
export const labelBatchJob = {
  name: 'orders.label-batch.v1',
  schema: z.object({ batchId: z.string().uuid() }),
  retry: { limit: 3, delaySeconds: 20, backoff: true },
  singletonKey: (p: { batchId: string }) => `label-batch:${p.batchId}`,
} as const;

type Spec<S extends z.ZodType> = {
  name: `${string}.v${number}`;
  schema: S;
  retry: RetryPolicy;
  singletonKey?: (payload: z.output<S>) => string;
};

/** A spec with its handler; `final` says no retry follows, so a failure must be recorded now. */
export function bindShippingJob<S extends z.ZodType>(
  spec: Spec<S>,
  handle: (payload: z.output<S>, job: { final: boolean }) => Promise<void>,
): JobDefinition<S> {
  return defineJob({
    ...spec,
    handle: (payload, job) => handle(payload, { final: job.attempt >= spec.retry.limit }),
  });
}
