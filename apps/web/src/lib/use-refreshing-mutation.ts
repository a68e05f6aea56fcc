import { type QueryKey, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation after whose success the queries under `keys` are fetched again (the lists it changed).
 * The mutation settles only once they are marked stale, as `onSuccess: () => invalidateQueries(…)` does.
 */
export function useRefreshingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  keys: readonly QueryKey[],
): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
