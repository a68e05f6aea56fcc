import { type ImportStatus, shopRoutes } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { importKeys } from './product-keys.ts';

/** The import status is polled this often while it runs. */
export const IMPORT_POLL_MS = 1000;

export function isImportFinished(status: ImportStatus | undefined): boolean {
  return status?.status === 'done' || status?.status === 'failed';
}

/** Starts a full product import of one shop (a background job on the server). */
export function startImport(marketplace: Marketplace, shopId: string) {
  return callApi(shopRoutes.importProducts, { params: { marketplace }, body: { id: shopId } });
}

/** Progress of a shop's import, polled every second until it is done or failed. */
export function importStatusQueryOptions(marketplace: Marketplace, shopId: string) {
  return queryOptions({
    queryKey: importKeys.detail(shopId),
    queryFn: ({ signal }) =>
      callApi(shopRoutes.importStatus, { params: { marketplace, id: shopId }, signal }),
    refetchInterval: (query) => (isImportFinished(query.state.data) ? false : IMPORT_POLL_MS),
  });
}
