import { z } from 'zod';

/** One product of a shop scrape: read its page, copy its photos, store the draft. */
export const scrapeItemJob = {
  name: 'product-scrape.item.v1',
  schema: z.object({ itemId: z.string().uuid() }),
  retry: { limit: 3, delaySeconds: 10, backoff: true },
} as const;

/** The feature name of shop scrapes in the shared item runs. */
export const SHOP_SCRAPE_FEATURE = 'product-scrape.shop';
