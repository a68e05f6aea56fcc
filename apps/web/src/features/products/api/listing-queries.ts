import type { ListingListQuery } from '@booster/contracts';
import { listingRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { listingKeys } from './product-keys.ts';

/** One page of a marketplace's listings. */
export function listingsQueryOptions(marketplace: Marketplace, query: ListingListQuery) {
  return queryOptions({
    queryKey: listingKeys.list({ marketplace, ...query }),
    queryFn: ({ signal }) => callApi(listingRoutes.list, { params: { marketplace }, query, signal }),
  });
}

/** Counts per status tab under the same shop, search and stock filter. */
export function listingTabsQueryOptions(
  marketplace: Marketplace,
  query: Pick<ListingListQuery, 'shopId' | 'search' | 'stock'>,
) {
  return queryOptions({
    queryKey: listingKeys.custom('tabs', { marketplace, ...query }),
    queryFn: ({ signal }) => callApi(listingRoutes.tabs, { params: { marketplace }, query, signal }),
  });
}

export function listingQueryOptions(marketplace: Marketplace, id: string) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => callApi(listingRoutes.detail, { params: { marketplace, id }, signal }),
  });
}
