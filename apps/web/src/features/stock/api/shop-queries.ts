import { listingRoutes, type Shop, shopRoutes } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { shopKeys } from '../../../lib/marketplace-connect.ts';
import { publishMetaKeys } from './stock-keys.ts';

/** The shop list's page size limit: enough to hold every shop a package allows. */
const ALL_SHOPS = 300;

/** Connected product (app) shops: the ones that can receive pushes and publishes. */
export function connectedAppShopsQueryOptions() {
  return queryOptions({
    queryKey: shopKeys.list({ appCategory: 'app', status: 'connect', limit: ALL_SHOPS }),
    queryFn: ({ signal }) =>
      callApi(shopRoutes.list, {
        query: { page: 1, limit: ALL_SHOPS, appCategory: 'app', status: 'connect' },
        signal,
      }),
    select: (page): Shop[] => page.docs,
  });
}

type ShopTarget = { marketplace: Marketplace; shopId: string };

export function categoriesQueryOptions({ marketplace, shopId }: ShopTarget) {
  return queryOptions({
    queryKey: publishMetaKeys.custom('categories', shopId),
    queryFn: ({ signal }) =>
      callApi(listingRoutes.categories, { params: { marketplace }, query: { shopId }, signal }),
    staleTime: 10 * 60_000,
  });
}

export function attributesQueryOptions({ marketplace, shopId }: ShopTarget, categoryId: string) {
  return queryOptions({
    queryKey: publishMetaKeys.custom('attributes', shopId, categoryId),
    queryFn: ({ signal }) =>
      callApi(listingRoutes.attributes, {
        params: { marketplace, categoryId },
        query: { shopId },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

export function logisticsQueryOptions({ marketplace, shopId }: ShopTarget) {
  return queryOptions({
    queryKey: publishMetaKeys.custom('logistics', shopId),
    queryFn: ({ signal }) =>
      callApi(listingRoutes.logistics, { params: { marketplace }, query: { shopId }, signal }),
    staleTime: 10 * 60_000,
  });
}
