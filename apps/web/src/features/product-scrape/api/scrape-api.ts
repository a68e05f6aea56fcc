import type { ScrapeAnswer, ScrapeDraft } from '@booster/contracts';
import { scrapeRoutes } from '@booster/contracts/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';

export const scrapeKeys = keysFor('product-scrape');
const RUN_POLL_MS = 1000;

export type DraftStatus = 'draft' | 'published';

export function draftsQueryOptions(query: { page: number; status: DraftStatus; runId?: string }) {
  return queryOptions({
    queryKey: scrapeKeys.list(query),
    queryFn: ({ signal }) => callApi(scrapeRoutes.drafts, { query: { ...query, limit: 20 }, signal }),
  });
}

/** A shop scrape's progress, polled until it is done (the realtime push refetches it sooner). */
export function runQueryOptions(runId: string) {
  return queryOptions({
    queryKey: scrapeKeys.custom('run', runId),
    queryFn: ({ signal }) => callApi(scrapeRoutes.run, { params: { id: runId }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : RUN_POLL_MS),
  });
}

export function useScrape() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; limit: number }): Promise<ScrapeAnswer> =>
      callApi(scrapeRoutes.scrape, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scrapeKeys.lists() }),
  });
}

type EditBody = Parameters<typeof callApi<typeof scrapeRoutes.save>>[1]['body'];
type PublishBody = Parameters<typeof callApi<typeof scrapeRoutes.publish>>[1]['body'];

export function useDraftActions(draft: ScrapeDraft) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: scrapeKeys.all });
  return {
    save: useMutation({
      mutationFn: (body: EditBody) => callApi(scrapeRoutes.save, { params: { id: draft._id }, body }),
      onSuccess: refresh,
    }),
    publish: useMutation({
      mutationFn: (body: PublishBody) => callApi(scrapeRoutes.publish, { params: { id: draft._id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => callApi(scrapeRoutes.remove, { params: { id: draft._id } }),
      onSuccess: refresh,
    }),
  };
}
