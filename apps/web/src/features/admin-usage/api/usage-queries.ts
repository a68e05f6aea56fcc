import { adminUsageRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';

export type DayRange = { from: string; to: string };

const hitsKeys = keysFor('admin-api-hits');
const activityKeys = keysFor('admin-activities');

export const apiHitsQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: hitsKeys.detail(`${range.from}..${range.to}`),
    queryFn: ({ signal }) => callApi(adminUsageRoutes.apiHits, { query: range, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const activitiesQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: activityKeys.detail(`${range.from}..${range.to}`),
    queryFn: ({ signal }) => callApi(adminUsageRoutes.activities, { query: range, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
