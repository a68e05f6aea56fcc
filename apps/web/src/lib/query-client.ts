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
export function handleApiError(error: unknown, client: QueryClient) {
  if (openBlockedDialogFor(error)) return;
  if (disconnectedShopOf(error)) void client.invalidateQueries({ queryKey: shopKeys.all });
}

/** A client with the app's error handlers; tests pass `{ retry: false }` for queries. */
export function createQueryClient(queries: { retry?: typeof shouldRetry | false } = {}) {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => handleApiError(error, client) }),
    mutationCache: new MutationCache({ onError: (error) => handleApiError(error, client) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false, ...queries },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
