import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client.ts';
import { disconnectedShopOf, openBlockedDialogFor } from './api-errors.ts';
import { shopKeys } from './marketplace-connect.ts';

function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiClientError && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 2;
}

/**
 * Answers every screen treats alike, handled here once for all queries and mutations: FEATURE_BLOCKED
 * opens the upgrade dialog of the feature its `details` name; SHOP_DISCONNECTED refreshes the shops,
 * so their lists show the reconnect state the server has just stored.
 */
export function handleApiError(error: unknown) {
  if (openBlockedDialogFor(error)) return;
  if (disconnectedShopOf(error)) void queryClient.invalidateQueries({ queryKey: shopKeys.all });
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleApiError }),
  mutationCache: new MutationCache({ onError: handleApiError }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
