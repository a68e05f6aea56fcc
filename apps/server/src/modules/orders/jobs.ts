import { z } from 'zod';

/**
 * Every minute: queue the reconciliation of each shop that was never reconciled (so a new shop is
 * backfilled within a minute) or whose last reconciliation is older than RECONCILE_EVERY_MINUTES.
 */
export const reconcileDueJob = {
  name: 'orders.reconcile-due.v1',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
} as const;

export const reconcileShopJob = {
  name: 'orders.reconcile-shop.v1',
  schema: z.object({ shopId: z.string().uuid() }),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  singletonKey: (p: { shopId: string }) => `orders-reconcile:${p.shopId}`,
} as const;

export const RECONCILE_DUE_CRON = '* * * * *';
export const RECONCILE_EVERY_MINUTES = 10;
/** How far back the first reconciliation of a shop reaches. */
export const FIRST_RECONCILE_DAYS = 15;
