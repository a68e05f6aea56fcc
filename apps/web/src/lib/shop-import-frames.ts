import { realtimeEvents } from '@booster/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { applyImportState } from './shop-imports.ts';

/**
 * A `shops.import-progress.v1` frame: checked against its contract, then applied to the cached import
 * lists. Apart from shop-imports.ts because the check needs zod, which the panel's first page does not load.
 */
export function applyImportProgress(queryClient: QueryClient, payload: unknown) {
  const parsed = realtimeEvents['shops.import-progress.v1'].safeParse(payload);
  if (parsed.success) applyImportState(queryClient, parsed.data);
}
