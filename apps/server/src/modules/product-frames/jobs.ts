import { z } from 'zod';

/** One listing of an apply or remove run (handler bound in index.ts). */
export const frameItemJob = {
  name: 'product-frames.item.v1',
  schema: z.object({ itemId: z.string().uuid() }),
  retry: { limit: 4, delaySeconds: 15, backoff: true },
} as const;
