import type { Marketplace } from '@booster/domain';
import { createMarketDataSources, type MarketDataPort } from '@booster/marketplaces';
import type { Config } from '../../config.ts';
import type { MarketDataSource } from './keywords/index.ts';

/**
 * Where Research reads each marketplace's public search (config `research.marketData`): the sandbox's
 * catalogue, the platforms themselves when RESEARCH_LIVE_MARKET_DATA is on, or nothing. Cached and
 * rate-limited (packages/marketplaces core/market-data-sources.ts).
 */
export function researchMarketData(
  config: Pick<Config, 'research' | 'marketplaces'>,
  options: { fetch?: typeof fetch; perSecond?: number; cacheTtlMs?: number } = {},
): MarketDataSource {
  const source = config.research.marketData;
  if (source === 'off') return () => null;
  const ports: Record<Marketplace, MarketDataPort> = createMarketDataSources({
    source,
    sandboxBaseUrl: config.marketplaces.sandboxUrl,
    fetch: options.fetch,
    perSecond: options.perSecond,
    cacheTtlMs: options.cacheTtlMs,
  });
  return (marketplace) => ports[marketplace];
}
