import { createHttpClient, createShopeeMarketData, type MarketDataPort } from '@booster/marketplaces';
import type { MarketDataSource } from './snapshots.ts';

/**
 * Stand-in until the research module's market-data registry (every platform, caching, rate limits,
 * the live switch) is wired: Shopee's public search on the sandbox only; live mode reads nothing.
 */
export function sandboxMarketData(
  marketplaces: { mode: string; sandboxUrl: string },
  fetch?: typeof globalThis.fetch,
): MarketDataSource {
  if (marketplaces.mode !== 'sandbox') return () => null;
  const shopee: MarketDataPort = createShopeeMarketData(
    { host: `${marketplaces.sandboxUrl}/sandbox/shopee` },
    createHttpClient({ fetch, retry: { maxAttempts: 2 } }),
  );
  return (marketplace) => (marketplace === 'shopee' ? shopee : null);
}
