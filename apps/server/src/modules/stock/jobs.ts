import { z } from 'zod';

// 30 s, 1 min, 2 min, 4 min, 8 min: a platform outage of a quarter hour is ridden out.
const retry = { limit: 5, delaySeconds: 30, backoff: true };

/**
 * Pushes of central stock to linked variants: each shop's in the platform's batch calls, the shops at
 * once. A job's pushes are those of one stock change (or a part of a large one).
 */
export const pushShopStockJob = {
  name: 'stock.push-to-shop.v1',
  schema: z.object({ pushIds: z.array(z.string().uuid()).min(1) }),
  retry,
  // Independent pushes that wait on the platforms: a fetched batch of them goes out together.
  parallelInBatch: true,
} as const;

/** One push to one listing variant: jobs queued before pushes went per shop still run. */
export const pushStockJob = {
  name: 'stock.push-to-listing.v1',
  schema: z.object({ pushId: z.string().uuid() }),
  retry,
} as const;
