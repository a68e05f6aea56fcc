import { dashboardRoutes, shopRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { shopKeys } from '../../../lib/marketplace-connect.ts';

/** Spec 9: 10 shops per page. */
export const SHOP_PAGE_SIZE = 10;

export type ShopFilter = { page: number; search: string; marketplace: Marketplace | null };

/** `GET /api/app/marketplace`: one page of the seller's shops (status ascending, newest first). */
export function shopsQueryOptions(filter: ShopFilter) {
  return queryOptions({
    queryKey: shopKeys.list(filter),
    queryFn: ({ signal }) =>
      callApi(shopRoutes.list, {
        query: {
          page: filter.page,
          limit: SHOP_PAGE_SIZE,
          search: filter.search || undefined,
          marketplace: filter.marketplace ?? undefined,
        },
        signal,
      }),
  });
}

/** `GET /api/app/dashboard/detail-package`: integrations used per marketplace and chat. */
export function detailPackageQueryOptions() {
  return queryOptions({
    queryKey: shopKeys.custom('detail-package'),
    queryFn: ({ signal }) => callApi(dashboardRoutes.detailPackage, { signal }),
  });
}
