import { MARKETPLACES, type Marketplace } from '@booster/domain';
import { createBukalapakMarketData } from '../bukalapak/market-data.ts';
import { createLazadaMarketData } from '../lazada/market-data.ts';
import { createShopeeMarketData } from '../shopee/market-data.ts';
import { createTiktokMarketData } from '../tiktok/market-data.ts';
import { createTokopediaMarketData } from '../tokopedia/market-data.ts';
import { createHttpClient, type HttpClient } from './http.ts';
import { cachedMarketData } from './market-data-cache.ts';
import type { MarketDataPort } from './market-data-port.ts';
import { createRateLimiter } from './rate-limiter.ts';

/**
 * Where public market data is read: `live` = the platforms' public web hosts (unofficial, best
 * effort, off unless switched on), `sandbox` = the emulators over the deterministic catalogue.
 */
export type MarketDataSource = 'sandbox' | 'live';

export type MarketDataHosts = {
  shopee: string;
  tokopedia: string;
  lazada: string;
  /** null live: TikTok Shop has no public search to call. */
  tiktok: string | null;
  bukalapak: { accountsHost: string; apiHost: string };
};

export function marketDataHosts(source: MarketDataSource, sandboxBaseUrl: string): MarketDataHosts {
  if (source === 'live') {
    return {
      shopee: 'https://shopee.co.id',
      tokopedia: 'https://gql.tokopedia.com',
      lazada: 'https://www.lazada.co.id',
      tiktok: null,
      bukalapak: { accountsHost: 'https://accounts.bukalapak.com', apiHost: 'https://api.bukalapak.com' },
    };
  }
  const base = `${sandboxBaseUrl.replace(/\/$/, '')}/sandbox`;
  return {
    shopee: `${base}/shopee`,
    tokopedia: `${base}/tokopedia/gql`,
    lazada: `${base}/lazada/www`,
    tiktok: `${base}/tiktok/shop`,
    bukalapak: { accountsHost: `${base}/bukalapak/accounts`, apiHost: `${base}/bukalapak/api` },
  };
}

export type MarketDataSourcesOptions = {
  source: MarketDataSource;
  sandboxBaseUrl: string;
  fetch?: typeof fetch;
  /**
   * Requests a second to each platform, one at a time (default: 1 live, which is polite for pages a
   * person would browse; 50 against the sandbox).
   */
  perSecond?: number;
  /** How long an answer is reused (default 10 minutes). */
  cacheTtlMs?: number;
  now?: () => number;
};

/** One cached, rate-limited MarketDataPort per marketplace. */
export function createMarketDataSources(
  options: MarketDataSourcesOptions,
): Record<Marketplace, MarketDataPort> {
  const hosts = marketDataHosts(options.source, options.sandboxBaseUrl);
  const perSecond = options.perSecond ?? (options.source === 'live' ? 1 : 50);
  const limiter = createRateLimiter({ perSecond, burst: 1 });
  const baseFetch = options.fetch ?? globalThis.fetch;
  const httpFor = (platform: Marketplace): HttpClient =>
    createHttpClient({
      // Every attempt waits its turn in the platform's bucket, token calls and retries included.
      fetch: (async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
        await limiter.acquire(platform);
        return baseFetch(input, init);
      }) as typeof fetch,
      retry: { maxAttempts: 2 },
      timeoutMs: 15_000,
    });
  const ports: Record<Marketplace, MarketDataPort> = {
    shopee: createShopeeMarketData({ host: hosts.shopee }, httpFor('shopee')),
    tokopedia: createTokopediaMarketData({ host: hosts.tokopedia }, httpFor('tokopedia')),
    lazada: createLazadaMarketData({ host: hosts.lazada }, httpFor('lazada')),
    tiktok: createTiktokMarketData({ host: hosts.tiktok }, httpFor('tiktok')),
    bukalapak: createBukalapakMarketData({ ...hosts.bukalapak, now: options.now }, httpFor('bukalapak')),
  };
  const ttlMs = options.cacheTtlMs ?? 10 * 60_000;
  return Object.fromEntries(
    MARKETPLACES.map((m) => [m, cachedMarketData(ports[m], { ttlMs, now: options.now })]),
  ) as Record<Marketplace, MarketDataPort>;
}
