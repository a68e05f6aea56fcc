import { z } from 'zod';
import { scheduledJob } from '../../platform/jobs/index.ts';

/** Job specs of the products module; handlers are bound in index.ts. */
export const syncDueJob = scheduledJob('products.sync-due.v1');

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
