import { z } from 'zod';

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
