import { listingRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { allShopsQueryOptions } from './all-shops-query.ts';
import { callApi } from './api-client.ts';
import { keysFor } from './query-keys.ts';

/** Publish metadata of one shop (categories, attributes, logistics): what publishing a product to it needs. */
const publishMetaKeys = keysFor('publish-meta');

/** Connected product (app) shops: the ones that can receive pushes and publishes. */
export function connectedAppShopsQueryOptions() {
  return allShopsQueryOptions({ appCategory: 'app', status: 'connect' });
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
