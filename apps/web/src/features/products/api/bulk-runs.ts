import type { BulkEditBody, BulkRun } from '@booster/contracts';
import { bulkRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bulkRunKeys } from './product-keys.ts';

export const BULK_POLL_MS = 1000;

/** Starts a bulk edit: the server runs one job per product and answers with the run. */
export function startBulkEdit(marketplace: Marketplace, body: BulkEditBody) {
  return callApi(bulkRoutes.start, { params: { marketplace }, body });
}

/** A run's progress, polled every second until it is done. */
export function bulkRunQueryOptions(id: string, initial?: BulkRun) {
  return queryOptions({
    queryKey: bulkRunKeys.detail(id),
    queryFn: ({ signal }) => callApi(bulkRoutes.status, { params: { id }, signal }),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : BULK_POLL_MS),
  });
}
