import { masterRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { masterKeys } from './stock-keys.ts';

export const MASTER_PAGE_SIZE = 10;

/** A listing variant offered for linking; `masterSkuId` is set when it is linked already. */
export type LinkCandidate = z.infer<typeof masterRoutes.candidates.response>[number];
export type LinkSuggestion = z.infer<typeof masterRoutes.suggestions.response>[number];

export type MasterListFilter = { page: number; search: string };

/** `GET /api/app/master-product`: one page of master products. */
export function masterListQueryOptions(filter: MasterListFilter) {
  return queryOptions({
    queryKey: masterKeys.list(filter),
    queryFn: ({ signal }) =>
      callApi(masterRoutes.list, {
        query: { page: filter.page, limit: MASTER_PAGE_SIZE, search: filter.search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/app/master-product/:id`: SKUs and their linked listings. */
export function masterDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: masterKeys.detail(id),
    queryFn: ({ signal }) => callApi(masterRoutes.detail, { params: { id }, signal }),
  });
}

/** Unlinked listing variants whose SKU code matches one of this master product's SKUs. */
export function linkSuggestionsQueryOptions(masterProductId: string) {
  return queryOptions({
    queryKey: masterKeys.custom('suggestions', masterProductId),
    queryFn: ({ signal }) => callApi(masterRoutes.suggestions, { query: { masterProductId }, signal }),
  });
}

/** Listing variants found by name or SKU, to link (or to build master products from). */
export function linkCandidatesQueryOptions(search: string) {
  return queryOptions({
    queryKey: masterKeys.custom('candidates', search),
    queryFn: ({ signal }) =>
      callApi(masterRoutes.candidates, { query: { search: search || undefined, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}
