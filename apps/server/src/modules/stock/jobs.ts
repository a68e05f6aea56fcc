import { z } from 'zod';

/** One push of central stock to one linked listing variant; the handler is bound in pushes.ts. */
export const pushStockJob = {
  name: 'stock.push-to-listing.v1',
  schema: z.object({ pushId: z.string().uuid() }),
  // 30 s, 1 min, 2 min, 4 min, 8 min: a platform outage of a quarter hour is ridden out.
  retry: { limit: 5, delaySeconds: 30, backoff: true },
} as const;
