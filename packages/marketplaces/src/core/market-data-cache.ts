import type { MarketDataPort } from './market-data-port.ts';

export type MarketDataCacheOptions = { ttlMs: number; maxEntries?: number; now?: () => number };

/**
 * Keeps each answer (search page, suggestions, categories) for `ttlMs`, so the pages and the snapshot
 * job never ask a platform the same thing twice in a short while. Calls already in flight are shared;
 * failures are not kept. Oldest entries go first once `maxEntries` is reached.
 */
export function cachedMarketData(port: MarketDataPort, options: MarketDataCacheOptions): MarketDataPort {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 2_000;
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();

  function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const t = now();
    const hit = entries.get(key);
    if (hit && hit.until > t) return hit.value as Promise<T>;
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const value = load();
    entries.set(key, { until: t + options.ttlMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  }

  return {
    search: (query) =>
      remember(`search:${query.keyword ?? ''}:${query.categoryId ?? ''}:${query.page}:${query.sort}`, () =>
        port.search(query),
      ),
    suggest: (keyword) => remember(`suggest:${keyword}`, () => port.suggest(keyword)),
    categories: () => remember('categories', () => port.categories()),
  };
}
