import { createCounterBuffer } from './counter-buffer.ts';
import { jakartaToday } from './jakarta-day.ts';

export { type CountedRow, type CounterBuffer, createCounterBuffer } from './counter-buffer.ts';
export { jakartaToday } from './jakarta-day.ts';

/**
 * The usage counters of this process. They are process-wide, like the logger, so that the services
 * that do the work count it with one line and no wiring; the usage module writes them into its daily
 * tables every few seconds (`modules/usage`). Several processes each add their own counts there.
 */
export const usageCounters = {
  /** API calls of signed-in users: [day, accountId, method, route pattern]. */
  apiHits: createCounterBuffer(),
  /** Calls to marketplace APIs: [day, platform]; errors are calls that failed after their retries. */
  marketplaceCalls: createCounterBuffer(),
  /** Member activity: [day, accountId, kind]. */
  activities: createCounterBuffer(),
};

export type ActivityKind = 'login' | 'productEdited' | 'bulkJob' | 'orderShipped' | 'chatAnswered';

/** What members do in Booster, counted per account and day for the admin's activity page. */
export const activity = {
  record(accountId: string, kind: ActivityKind) {
    usageCounters.activities.add([jakartaToday(), accountId, kind]);
  },
};

export function countMarketplaceCall(platform: string, ok: boolean) {
  usageCounters.marketplaceCalls.add([jakartaToday(), platform], !ok);
}
