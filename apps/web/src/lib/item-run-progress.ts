import { realtimeEvents } from '@booster/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * An item of a bulk run finished (`item-runs.progress.v1`, account room): every query of that run,
 * whichever feature owns it (bulk edit, bulk shipping…), refetches now instead of at its next poll.
 */
export function applyItemRunProgress(queryClient: QueryClient, payload: unknown) {
  const parsed = realtimeEvents['item-runs.progress.v1'].safeParse(payload);
  if (!parsed.success) return;
  const { runId } = parsed.data;
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(runId) });
}
