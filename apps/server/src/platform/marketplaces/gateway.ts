import type { Marketplace } from '@booster/domain';
import {
  createAdapterRegistry,
  type FacebookAdapter,
  type MarketplaceAdapter,
  type MarketplaceMode,
  type PartnerCredentials,
  type RateLimitTable,
  type ShopCredentials,
  type TokenGrant,
  withFreshToken,
} from '@booster/marketplaces';
import type { Db } from '../db/index.ts';
import { countMarketplaceCall } from '../usage-counters/index.ts';
import { createSharedRateLimiter } from './shared-rate-limiter.ts';

export type MarketplaceGatewayOptions = {
  mode: MarketplaceMode;
  sandboxBaseUrl: string;
  credentials: PartnerCredentials;
  /** Tests route adapter HTTP through their own fetch; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Per-platform call rates; the adapters' defaults otherwise (tests raise them). */
  rateLimits?: Partial<RateLimitTable>;
  /** Keep the rate limits in this database, shared by every process (several API or worker processes). */
  sharedLimits?: Db;
};

/**
 * The adapters of `@booster/marketplaces` as the server uses them: one per marketplace, the
 * Facebook Graph adapter, and `withFreshToken` (refresh once on an expired token, persist the new
 * grant, retry the call).
 */
export type MarketplaceGateway = {
  adapter(marketplace: Marketplace): MarketplaceAdapter;
  facebook: FacebookAdapter;
  withFreshToken<T>(
    adapter: MarketplaceAdapter,
    credentials: ShopCredentials,
    persist: (grant: TokenGrant) => Promise<void>,
    call: (credentials: ShopCredentials) => Promise<T>,
  ): Promise<T>;
};

export function createMarketplaceGateway(options: MarketplaceGatewayOptions): MarketplaceGateway {
  const { sharedLimits } = options;
  const registry = createAdapterRegistry({
    mode: options.mode,
    sandboxBaseUrl: options.sandboxBaseUrl,
    credentials: options.credentials,
    fetch: options.fetch,
    rateLimits: options.rateLimits,
    onCall: countMarketplaceCall,
    limiter: sharedLimits
      ? (platform, limit) => createSharedRateLimiter(sharedLimits, platform, limit)
      : undefined,
  });
  return {
    adapter: (marketplace) => registry.get(marketplace),
    facebook: registry.facebook,
    withFreshToken: (adapter, credentials, persist, call) =>
      withFreshToken(adapter, credentials, persist, call),
  };
}
