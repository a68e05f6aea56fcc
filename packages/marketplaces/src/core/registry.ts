import type { Marketplace } from '@booster/domain';
import type { MarketplaceAdapter } from './port.ts';

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
  };
}
export type AdapterRegistry = ReturnType<typeof createRegistry>;
