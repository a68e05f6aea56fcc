import type { ShippingRun } from '@booster/contracts';
import { orderRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { BulkShippingBody } from '../lib/shipping-choice.ts';
import { shippingRunKeys } from './order-keys.ts';

export const RUN_POLL_MS = 1000;

/** Pickup and drop-off parameters of each selected order. */
export function shippingOptionsQueryOptions(marketplace: Marketplace, ids: readonly string[]) {
  return queryOptions({
    queryKey: shippingRunKeys.custom('options', { marketplace, ids }),
    queryFn: ({ signal }) =>
      callApi(orderRoutes.shippingOptions, {
        params: { marketplace },
        query: { ids: ids.join(',') },
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Starts the run: the server arranges each order's shipment as its own job. */
export function startBulkShipping(marketplace: Marketplace, body: BulkShippingBody) {
  return callApi(orderRoutes.bulkShipping, { params: { marketplace }, body });
}

/** A run's progress, polled every second until it is done. */
export function shippingRunQueryOptions(run: ShippingRun) {
  return queryOptions({
    queryKey: shippingRunKeys.detail(run._id),
    queryFn: ({ signal }) => callApi(orderRoutes.shippingRun, { params: { id: run._id }, signal }),
    initialData: run,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : RUN_POLL_MS),
  });
}
