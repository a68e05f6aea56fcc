import type { OrderListQuery, orderRiskSchema } from '@booster/contracts';
import { orderRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** Orders arrive all the time: open lists and the monitor refresh this often. */
export const ORDER_REFRESH_MS = 30_000;

export type OrderRisk = z.infer<typeof orderRiskSchema>;
type TabsQuery = Pick<OrderListQuery, 'shopId' | 'search' | 'date' | 'from' | 'to'>;

/** One page of a marketplace's orders. */
export function ordersQueryOptions(marketplace: Marketplace, query: OrderListQuery) {
  return queryOptions({
    queryKey: orderKeys.list({ marketplace, ...query }),
    queryFn: ({ signal }) => callApi(orderRoutes.list, { params: { marketplace }, query, signal }),
    refetchInterval: ORDER_REFRESH_MS,
  });
}

/** Counts per status tab under the same shop, search and date filter. */
export function orderTabsQueryOptions(marketplace: Marketplace, query: TabsQuery) {
  return queryOptions({
    queryKey: orderKeys.custom('tabs', { marketplace, ...query }),
    queryFn: ({ signal }) => callApi(orderRoutes.tabs, { params: { marketplace }, query, signal }),
    refetchInterval: ORDER_REFRESH_MS,
  });
}

/** One order; `id` is ours, or Lazada's order-item id. */
export function orderQueryOptions(marketplace: Marketplace, id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(`${marketplace}:${id}`),
    queryFn: ({ signal }) => callApi(orderRoutes.detail, { params: { marketplace, id }, signal }),
    // Status, tracking and the seller's income (read by a job after the webhook) change while it is open.
    refetchInterval: ORDER_REFRESH_MS,
  });
}

/** Orders at risk across every shop, one risk at a time. */
export function monitorQueryOptions(risk: OrderRisk, page: number, limit: number) {
  return queryOptions({
    queryKey: orderKeys.custom('monitor', { risk, page, limit }),
    queryFn: ({ signal }) => callApi(orderRoutes.monitor, { query: { risk, page, limit }, signal }),
    refetchInterval: ORDER_REFRESH_MS,
  });
}
