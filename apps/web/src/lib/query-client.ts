import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client.ts';

function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiClientError && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
