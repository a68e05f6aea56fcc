import { z } from 'zod';
import { scheduledJob } from '../../platform/jobs/index.ts';

/**
 * Every minute: queue the reconciliation of each shop that was never reconciled (so a new shop is
 * backfilled within a minute) or whose last reconciliation is older than RECONCILE_EVERY_MINUTES;
 * shops of platforms that push no order changes are polled every POLL_EVERY_SECONDS instead.
 */
export const reconcileDueJob = scheduledJob('orders.reconcile-due.v1');

export const reconcileShopJob = {
  name: 'orders.reconcile-shop.v1',
  /** `pass`: the polls of one minute (0 now, 1 half a minute later) are queued apart. */
  schema: z.object({ shopId: z.string().uuid(), pass: z.number().int().min(0).max(1).optional() }),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  singletonKey: (p: { shopId: string; pass?: number }) =>
    p.pass ? `orders-reconcile:${p.shopId}:${p.pass}` : `orders-reconcile:${p.shopId}`,
} as const;

export const RECONCILE_DUE_CRON = '* * * * *';
export const RECONCILE_EVERY_MINUTES = 10;
/** Platforms without order webhooks (Bukalapak): their new orders show within half a minute. */
export const POLL_EVERY_SECONDS = 30;
/** How far back the first reconciliation of a shop reaches. */
export const FIRST_RECONCILE_DAYS = 15;

/**
 * The money an order webhook's read left out (`moneyDeferred`: Shopee's escrow detail is a second call
 * on the shop's rate limit). Queued with the order's write, run after it: the order and its stock effect
 * do not wait for it, and a re-run writes the same figures.
 */
export const orderMoneyJob = {
  name: 'orders.order-money.v1',
  /** `orderId`: the platform's order id. */
  schema: z.object({ shopId: z.string().uuid(), orderId: z.string().min(1) }),
  retry: { limit: 5, delaySeconds: 5, backoff: true },
} as const;
