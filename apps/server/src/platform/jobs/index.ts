export { createBossQueue } from './boss-queue.ts';
export {
  bindJob,
  defineJob,
  type EnqueueOptions,
  type JobDefinition,
  type JobFeed,
  type JobQueue,
  type JobSpec,
  NO_RETRY,
  type RetryPolicy,
  scheduledJob,
} from './definition.ts';
export { createInlineQueue, type InlineQueue } from './inline-queue.ts';
