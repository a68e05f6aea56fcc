import { type Capabilities, MARKETPLACE_CAPABILITIES, MARKETPLACES, type Marketplace } from '@booster/domain';
import { createBukalapakAdapter } from '../bukalapak/adapter.ts';
import { createFacebookAdapter } from '../facebook/adapter.ts';
import { createLazadaAdapter } from '../lazada/adapter.ts';
import { createShopeeAdapter } from '../shopee/adapter.ts';
import { createTiktokAdapter } from '../tiktok/adapter.ts';
import { createTokopediaAdapter } from '../tokopedia/adapter.ts';
import { type AdapterContext, createAdapterContext } from './context.ts';
import { endpointsFor, type MarketplaceMode, type PartnerCredentials } from './endpoints.ts';
import { createHttpClient, type RetryPolicy } from './http.ts';
import type { FacebookAdapter, MarketplaceAdapter } from './port.ts';
import {
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  type RateLimit,
  type RateLimiter,
  type RateLimitTable,
} from './rate-limiter.ts';

/** Adapters register under their marketplace key; callers never import a platform folder directly. */
export function createRegistry(adapters: readonly MarketplaceAdapter[]) {
  const byKey = new Map(adapters.map((a) => [a.key, a]));
  return {
    get(key: Marketplace): MarketplaceAdapter {
      const adapter = byKey.get(key);
      if (!adapter) throw new Error(`No adapter registered for ${key}`);
      return adapter;
    },
    has: (key: Marketplace) => byKey.has(key),
    /** What Booster offers for the platform: the one capability table of @booster/domain. */
    capabilities: (key: Marketplace): Capabilities => MARKETPLACE_CAPABILITIES[key],
  };
}
export type AdapterRegistry = ReturnType<typeof createRegistry>;

export type AdapterRegistryOptions = {
  mode: MarketplaceMode;
  /** Where the emulators live in sandbox mode (`<base>/sandbox/<platform>`); ignored in live mode. */
  sandboxBaseUrl: string;
  credentials: PartnerCredentials;
  fetch?: typeof fetch;
  rateLimits?: Partial<RateLimitTable>;
  /** The limiter of a platform's calls; an in-process token bucket unless given (shared between processes). */
  limiter?: (platform: keyof RateLimitTable, limit: RateLimit) => RateLimiter;
  retry?: Partial<RetryPolicy>;
  timeoutMs?: number;
  now?: () => Date;
  /** Told each platform call's outcome after its retries (usage counting). */
  onCall?: (platform: keyof RateLimitTable, ok: boolean) => void;
};

/** Every adapter, wired to its hosts, credentials, own rate limiter and the shared retry policy. */
export function createAdapterRegistry(
  options: AdapterRegistryOptions,
): AdapterRegistry & { facebook: FacebookAdapter } {
  const endpoints = endpointsFor(options.mode, options.sandboxBaseUrl);
  const { credentials } = options;
  const contextFor = (platform: keyof RateLimitTable): AdapterContext =>
    createAdapterContext({
      now: options.now,
      http: createHttpClient({
        fetch: options.fetch,
        retry: options.retry,
        timeoutMs: options.timeoutMs,
        onOutcome: options.onCall && ((ok) => options.onCall?.(platform, ok)),
        limiter: (options.limiter ?? ((_, limit) => createRateLimiter(limit)))(
          platform,
          options.rateLimits?.[platform] ?? DEFAULT_RATE_LIMITS[platform],
        ),
      }),
    });

  // One adapter per row of the capability table: a marketplace added there fails to compile here.
  const adapters: Record<Marketplace, () => MarketplaceAdapter> = {
    shopee: () => createShopeeAdapter({ ...endpoints.shopee, ...credentials.shopee }, contextFor('shopee')),
    lazada: () => createLazadaAdapter({ ...endpoints.lazada, ...credentials.lazada }, contextFor('lazada')),
    tiktok: () =>
      createTiktokAdapter(
        { ...endpoints.tiktok, ...credentials.tiktok, key: 'tiktok' },
        contextFor('tiktok'),
      ),
    tokopedia: () =>
      createTokopediaAdapter({ ...endpoints.tokopedia, ...credentials.tokopedia }, contextFor('tokopedia')),
    bukalapak: () =>
      createBukalapakAdapter({ ...endpoints.bukalapak, ...credentials.bukalapak }, contextFor('bukalapak')),
  };
  const registry = createRegistry(MARKETPLACES.map((key) => adapters[key]()));
  const facebook = createFacebookAdapter(
    { ...endpoints.facebook, ...credentials.facebook },
    contextFor('facebook'),
  );
  return { ...registry, facebook };
}
