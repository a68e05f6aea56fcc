import { listingRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { listingMetaKeys } from './product-keys.ts';

/** Platform metadata changes rarely: keep it for the whole visit. */
const META_STALE_MS = 30 * 60 * 1000;

/** The platform's category tree, flat (`parentId` links it), for one shop. */
export function categoriesQueryOptions(marketplace: Marketplace, shopId: string) {
  return queryOptions({
    queryKey: listingMetaKeys.custom('categories', marketplace, shopId),
    queryFn: ({ signal }) =>
      callApi(listingRoutes.categories, { params: { marketplace }, query: { shopId }, signal }),
    staleTime: META_STALE_MS,
    enabled: Boolean(shopId),
  });
}

export function attributesQueryOptions(marketplace: Marketplace, shopId: string, categoryId: string) {
  return queryOptions({
    queryKey: listingMetaKeys.custom('attributes', marketplace, shopId, categoryId),
    queryFn: ({ signal }) =>
      callApi(listingRoutes.attributes, {
        params: { marketplace, categoryId },
        query: { shopId },
        signal,
      }),
    staleTime: META_STALE_MS,
    enabled: Boolean(shopId && categoryId),
  });
}

export function logisticsQueryOptions(marketplace: Marketplace, shopId: string) {
  return queryOptions({
    queryKey: listingMetaKeys.custom('logistics', marketplace, shopId),
    queryFn: ({ signal }) =>
      callApi(listingRoutes.logistics, { params: { marketplace }, query: { shopId }, signal }),
    staleTime: META_STALE_MS,
    enabled: Boolean(shopId),
  });
}
