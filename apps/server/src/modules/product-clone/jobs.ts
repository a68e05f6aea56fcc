import { z } from 'zod';

/** One product of a clone run; the handler is bound in index.ts. */
export const copyItemJob = {
  name: 'product-clone.copy-item.v1',
  schema: z.object({ itemId: z.string().uuid() }),
  retry: { limit: 4, delaySeconds: 15, backoff: true },
} as const;
