import type { GenerateTitlesBody } from '@booster/contracts';
import { keywordAnalysisRoutes, titleRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const researchKeywordKeys = {
  all: ['research-keywords'] as const,
  list: (page: number) => [...researchKeywordKeys.all, 'list', page] as const,
  detail: (id: string) => [...researchKeywordKeys.all, 'detail', id] as const,
  run: (keyword: string, marketplace: Marketplace) =>
    [...researchKeywordKeys.all, 'run', marketplace, keyword] as const,
  suggestions: (keyword: string, marketplace: Marketplace) =>
    [...researchKeywordKeys.all, 'suggestions', marketplace, keyword] as const,
};

/**
 * Runs the analysis of a keyword once per page visit (each run counts against a free member's daily
 * quota, so it is never retried or refetched on its own).
 */
export function runAnalysisQueryOptions(keyword: string, marketplace: Marketplace) {
  return queryOptions({
    queryKey: researchKeywordKeys.run(keyword, marketplace),
    queryFn: () => callApi(keywordAnalysisRoutes.run, { body: { keyword, marketplace } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function analysisQueryOptions(id: string) {
  return queryOptions({
    queryKey: researchKeywordKeys.detail(id),
    queryFn: ({ signal }) => callApi(keywordAnalysisRoutes.detail, { params: { id }, signal }),
    retry: false,
  });
}

export function savedAnalysesQueryOptions(page: number) {
  return queryOptions({
    queryKey: researchKeywordKeys.list(page),
    queryFn: ({ signal }) => callApi(keywordAnalysisRoutes.list, { query: { page, limit: 20 }, signal }),
  });
}

export function keywordSuggestionsQueryOptions(keyword: string, marketplace: Marketplace) {
  return queryOptions({
    queryKey: researchKeywordKeys.suggestions(keyword, marketplace),
    queryFn: ({ signal }) =>
      callApi(keywordAnalysisRoutes.suggestions, { query: { keyword, marketplace }, signal }),
    enabled: keyword.trim().length >= 2,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export const rerunAnalysis = (id: string) => callApi(keywordAnalysisRoutes.rerun, { params: { id } });
export const removeAnalysis = (id: string) => callApi(keywordAnalysisRoutes.remove, { params: { id } });
export const generateTitles = (body: GenerateTitlesBody) => callApi(titleRoutes.generate, { body });
