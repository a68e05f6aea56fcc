export { createBossQueue } from './boss-queue.ts';
export {
  defineJob,
  type EnqueueOptions,
  type JobDefinition,
  type JobQueue,
  type RetryPolicy,
} from './definition.ts';
export { createInlineQueue, type InlineQueue } from './inline-queue.ts';
