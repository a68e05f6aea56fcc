import { listingRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The seller's own listings of a marketplace, for choosing where a generated title goes. */
export function ownListingsQueryOptions(marketplace: Marketplace, search: string) {
  return queryOptions({
    queryKey: ['research-keywords', 'own-listings', marketplace, search] as const,
    queryFn: ({ signal }) =>
      callApi(listingRoutes.list, {
        params: { marketplace },
        query: { limit: 10, ...(search ? { search } : {}) },
        signal,
      }),
  });
}

/**
 * Puts a title on one of the seller's listings through the products' own edit (the same PUT the edit
 * page sends): everything else as the listing is now, so only the name changes on the platform.
 */
export async function applyTitle(marketplace: Marketplace, id: string, title: string) {
  const listing = await callApi(listingRoutes.detail, { params: { marketplace, id } });
  return callApi(listingRoutes.update, {
    params: { marketplace, id },
    body: {
      shopId: listing.shopId,
      name: title,
      description: listing.description,
      categoryId: listing.categoryId,
      attributes: listing.attributes,
      images: listing.images,
      weightGrams: listing.weightGrams,
      dimensions: listing.dimensions,
      condition: listing.condition,
      logistics: listing.logistics,
      tiers: listing.tiers,
      variants: listing.variants.map((v) => ({
        _id: v._id,
        sku: v.sku,
        options: v.options,
        price: v.price,
        stock: v.stock,
      })),
    },
  });
}
