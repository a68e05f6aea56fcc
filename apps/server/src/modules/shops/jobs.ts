import { z } from 'zod';

/** Job definitions of the shops module; handlers are bound in index.ts. */
export const refreshDueTokensJob = {
  name: 'shops.refresh-due-tokens.v1',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
} as const;

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

export const webhookReceivedJob = {
  name: 'webhook.received.v1',
  schema: z.object({ eventId: z.number().int() }),
  retry: { limit: 5, delaySeconds: 10, backoff: true },
} as const;

/** How often the sweep looks for tokens to refresh (cron, UTC). */
export const REFRESH_SWEEP_CRON = '*/5 * * * *';
export const REFRESH_SWEEP_LOOKAHEAD_SECONDS = 5 * 60;
