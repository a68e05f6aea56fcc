import { z } from 'zod';
import { scheduledJob } from '../../platform/jobs/index.ts';

/** Every minute: queue the reconciliation of each chat shop never pulled or not pulled for a while. */
export const reconcileDueJob = scheduledJob('chat.reconcile-due.v1');

export const reconcileShopJob = {
  name: 'chat.reconcile-shop.v1',
  schema: z.object({ shopId: z.string().uuid() }),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  singletonKey: (p: { shopId: string }) => `chat-reconcile:${p.shopId}`,
} as const;

export const RECONCILE_DUE_CRON = '* * * * *';
/** Webhooks bring messages within a second; this catches what a lost push missed. */
export const RECONCILE_EVERY_MINUTES = 5;
/** A new chat shop's first pull: its most recent conversations and their latest messages. */
export const FIRST_PULL_CONVERSATIONS = 200;
export const FIRST_PULL_MESSAGES = 50;
/** Later pulls stop at a known message or after this many. */
export const CATCH_UP_MESSAGES = 200;
export const CONVERSATION_PAGE_SIZE = 50;
export const MESSAGE_PAGE_SIZE = 50;
