import { orderStatsRoute } from '@booster/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';

export const STATS_RANGES = ['today', 'last7days', 'last1month'] as const;
export type StatsRange = (typeof STATS_RANGES)[number];

const orderStatsKeys = keysFor('order-stats');
/** New orders keep arriving while the home page is open. */
const STATS_REFRESH_MS = 60_000;

/** `GET /api/app/dashboard/order`: orders and revenue per marketplace, shop and day (or hour today). */
export function orderStatsQueryOptions(range: StatsRange) {
  return queryOptions({
    queryKey: orderStatsKeys.custom(range),
    queryFn: ({ signal }) => callApi(orderStatsRoute, { query: { range }, signal }),
    refetchInterval: STATS_REFRESH_MS,
  });
}
