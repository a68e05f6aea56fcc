import { z } from 'zod';
import { type RetryPolicy, scheduledJob } from '../../platform/jobs/index.ts';

/** Job definitions of the shops module; handlers are bound in index.ts. */
export const refreshDueTokensJob = scheduledJob('shops.refresh-due-tokens.v1');

export const refreshTokenJob = {
  name: 'shops.refresh-token.v1',
  schema: z.object({ shopId: z.string().uuid() }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  singletonKey: (p: { shopId: string }) => `shop:${p.shopId}`,
} as const;

export const importProductsJob = {
  name: 'shops.import-products.v1',
  schema: z.object({ shopId: z.string().uuid() }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  singletonKey: (p: { shopId: string }) => `shop:${p.shopId}`,
} as const;

/** One queue per webhook subscriber (`webhook.orders.v1`…): a failing listener retries alone. */
export function webhookListenerJob(name: string, retry?: RetryPolicy) {
  return {
    name: `webhook.${name}.v1`,
    schema: z.object({ eventId: z.number().int() }),
    retry: retry ?? { limit: 5, delaySeconds: 10, backoff: true },
  } as const;
}

/** Stored events a worker claims at once, and how often workers look for events nobody announced. */
export const WEBHOOK_CLAIM_BATCH = 200;
export const WEBHOOK_SWEEP_SECONDS = 5;

/** How often the sweep looks for tokens to refresh (cron, UTC). */
export const REFRESH_SWEEP_CRON = '*/5 * * * *';
export const REFRESH_SWEEP_LOOKAHEAD_SECONDS = 5 * 60;
