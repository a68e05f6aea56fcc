import type { CloneBody, CloneRun } from '@booster/contracts';
import { cloneRoutes } from '@booster/contracts/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';

/** Query keys of clone shop: preview per shop pair, attributes per category, runs. */
export const cloneKeys = keysFor('product-clone');

const POLL_MS = 1000;

export const clonePreviewQueryOptions = (from: string, shopDestinationId: string) =>
  queryOptions({
    queryKey: cloneKeys.custom('preview', from, shopDestinationId),
    queryFn: ({ signal }) => callApi(cloneRoutes.preview, { query: { from, shopDestinationId }, signal }),
  });

export const cloneAttributesQueryOptions = (from: string, shopDestinationId: string, categoryId: string) =>
  queryOptions({
    queryKey: cloneKeys.custom('attributes', from, shopDestinationId, categoryId),
    queryFn: ({ signal }) =>
      callApi(cloneRoutes.attributes, { query: { from, shopDestinationId, categoryId }, signal }),
    staleTime: 5 * 60_000,
  });

/** The latest runs, read every second while one of them still runs. */
export const cloneRunsQueryOptions = () =>
  queryOptions({
    queryKey: cloneKeys.lists(),
    queryFn: ({ signal }) => callApi(cloneRoutes.runs, { signal }),
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'running') ? POLL_MS : false),
  });

/** One run, polled every second until it is done (the progress card and the result dialog). */
export const cloneRunQueryOptions = (id: string, initial?: CloneRun) =>
  queryOptions({
    queryKey: cloneKeys.detail(id),
    queryFn: ({ signal }) => callApi(cloneRoutes.run, { params: { id }, signal }),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : POLL_MS),
  });

/** After a run: the preview's "copied" marks and the run list change. */
export function useRefreshAfterRun() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: cloneKeys.custom('preview') });
    void queryClient.invalidateQueries({ queryKey: cloneKeys.lists() });
  };
}

export function useCloneActions() {
  const queryClient = useQueryClient();
  const settle = (run: CloneRun) => {
    queryClient.setQueryData(cloneKeys.detail(run._id), run);
    void queryClient.invalidateQueries({ queryKey: cloneKeys.all });
  };
  return {
    start: useMutation({
      mutationFn: (body: CloneBody) => callApi(cloneRoutes.start, { body }),
      onSuccess: settle,
    }),
    resume: useMutation({
      mutationFn: (id: string) => callApi(cloneRoutes.resume, { params: { id } }),
      onSuccess: settle,
    }),
  };
}
