import type { PayoutStatus } from '@booster/contracts';
import { adminAffiliateRoutes, affiliateRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';

export const affiliateKeys = keysFor('affiliates');
const PAGE_SIZE = 10;

export function summaryQueryOptions() {
  return queryOptions({
    queryKey: affiliateKeys.custom('summary'),
    queryFn: ({ signal }) => callApi(affiliateRoutes.summary, { signal }),
  });
}

export function commissionsQueryOptions(page: number) {
  return queryOptions({
    queryKey: affiliateKeys.list({ of: 'commissions', page }),
    queryFn: ({ signal }) =>
      callApi(affiliateRoutes.commissions, { query: { page, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function payoutsQueryOptions(page: number) {
  return queryOptions({
    queryKey: affiliateKeys.list({ of: 'payouts', page }),
    queryFn: ({ signal }) => callApi(affiliateRoutes.payouts, { query: { page, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function leaderboardQueryOptions(month: string) {
  return queryOptions({
    queryKey: affiliateKeys.custom('leaderboard', month),
    queryFn: ({ signal }) => callApi(affiliateRoutes.leaderboard, { query: { month }, signal }),
  });
}

export function adminLeaderboardQueryOptions(month: string) {
  return queryOptions({
    queryKey: affiliateKeys.custom('admin-leaderboard', month),
    queryFn: ({ signal }) => callApi(adminAffiliateRoutes.leaderboard, { query: { month }, signal }),
  });
}

export function adminTermsQueryOptions() {
  return queryOptions({
    queryKey: affiliateKeys.custom('admin-terms'),
    queryFn: ({ signal }) => callApi(adminAffiliateRoutes.terms, { signal }),
  });
}

export function adminPayoutsQueryOptions(page: number, status: PayoutStatus | null) {
  return queryOptions({
    queryKey: affiliateKeys.list({ of: 'admin-payouts', page, status }),
    queryFn: ({ signal }) =>
      callApi(adminAffiliateRoutes.payouts, {
        query: { page, limit: PAGE_SIZE, status: status ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
