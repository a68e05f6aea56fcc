import type { ShopCredentials } from './port.ts';

/**
 * A platform's "boost a product" call (Shopee v2.product.boost_item / get_boosted_list, "Naikkan
 * Produk"); `MarketplaceAdapter.boost` is absent where the platform has none. The limits (how many at
 * once, how long) are in `MARKETPLACE_CAPABILITIES[m].boost` of @booster/domain.
 */
export type BoostPort = {
  /**
   * Boosts the listings (at most the platform's limit per call). Items the platform refuses one by
   * one come back in `failed` with its own reason; a refusal of the whole call throws an AdapterError.
   */
  boostItems(credentials: ShopCredentials, productIds: readonly string[]): Promise<BoostResult>;
  /** The shop's listings boosted now, with the seconds until each may be boosted again. */
  listBoosted(credentials: ShopCredentials): Promise<BoostedItem[]>;
};

export type BoostResult = {
  boosted: string[];
  failed: { productId: string; reason: string }[];
};

export type BoostedItem = { productId: string; coolDownSeconds: number };
