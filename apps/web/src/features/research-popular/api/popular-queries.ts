import { POPULAR_EXPORT_LIMIT, type PopularQuery } from '@booster/contracts';
import { researchPopularRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const researchPopularKeys = {
  all: ['research-popular'] as const,
  list: (query: PopularQuery) => [...researchPopularKeys.all, 'list', query] as const,
  filters: (marketplace: Marketplace) => [...researchPopularKeys.all, 'filters', marketplace] as const,
};

/**
 * One list per filter set: its first page counts against a free member's daily quota, so it is kept
 * for the visit and never retried or refetched on its own.
 */
export function popularQueryOptions(query: PopularQuery) {
  return queryOptions({
    queryKey: researchPopularKeys.list(query),
    queryFn: ({ signal }) => callApi(researchPopularRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function popularFiltersQueryOptions(marketplace: Marketplace) {
  return queryOptions({
    queryKey: researchPopularKeys.filters(marketplace),
    queryFn: ({ signal }) => callApi(researchPopularRoutes.filters, { query: { marketplace }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Every row of the list as filtered (up to the export limit), for the CSV. */
export const exportPopular = (query: PopularQuery) =>
  callApi(researchPopularRoutes.list, { query: { ...query, page: 1, limit: POPULAR_EXPORT_LIMIT } });
