import type { ShopListQuery } from '@booster/contracts';
import { shopRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client.ts';
import { shopKeys } from './marketplace-connect.ts';

/** Spec 9: the all-shops fetch takes 300 at once, enough for every shop a package allows. */
export const ALL_SHOPS_LIMIT = 300;

export type AllShopsFilter = Pick<ShopListQuery, 'marketplace' | 'appCategory' | 'status'>;

/** The seller's product (app) shops of one marketplace, for its shop filters and pickers. */
export function appShopsQueryOptions(marketplace: Marketplace) {
  return allShopsQueryOptions({ marketplace, appCategory: 'app' });
}

/** Every shop of the account (optionally of one marketplace, category or status), as one list. */
export function allShopsQueryOptions(filter: AllShopsFilter = {}) {
  return queryOptions({
    queryKey: shopKeys.list({ ...filter, limit: ALL_SHOPS_LIMIT }),
    queryFn: ({ signal }) =>
      callApi(shopRoutes.list, { query: { ...filter, page: 1, limit: ALL_SHOPS_LIMIT }, signal }),
    select: (page) => page.docs,
  });
}
