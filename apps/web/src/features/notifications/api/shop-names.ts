import { shopRoutes } from '@booster/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { shopKeys } from '../../../lib/marketplace-connect.ts';

/** Enough to hold every product shop a package allows (spec 9 all-shops fetch). */
const ALL_SHOPS = 300;

/** Names of the account's product shops, optionally of one marketplace, for the shop filter. */
export function shopNamesQueryOptions(marketplace: string | undefined) {
  return queryOptions({
    queryKey: shopKeys.list({ appCategory: 'app', limit: ALL_SHOPS }),
    queryFn: ({ signal }) =>
      callApi(shopRoutes.list, { query: { page: 1, limit: ALL_SHOPS, appCategory: 'app' }, signal }),
    select: (page) => [
      ...new Set(
        page.docs
          .filter((shop) => !marketplace || shop.marketplace === marketplace)
          .map((shop) => shop.shopname),
      ),
    ],
    staleTime: 60_000,
  });
}
