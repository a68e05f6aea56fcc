import { describe, expect, it } from 'vitest';
import { cachedMarketData } from './market-data-cache.ts';
import { soldFromLabel } from './market-data-helpers.ts';
import type { MarketDataPort } from './market-data-port.ts';

describe('sold-count labels', () => {
  it('reads the lower bound of what Tokopedia and Lazada print', () => {
    expect(soldFromLabel('8 terjual')).toBe(8);
    expect(soldFromLabel('250+ terjual')).toBe(250);
    expect(soldFromLabel('1 rb+ terjual')).toBe(1000);
    expect(soldFromLabel('10rb+ terjual')).toBe(10_000);
    expect(soldFromLabel('1,2 rb terjual')).toBe(1200);
    expect(soldFromLabel('1.2K Terjual')).toBe(1200);
    expect(soldFromLabel('3 jt+ terjual')).toBe(3_000_000);
    expect(soldFromLabel('')).toBe(0);
    expect(soldFromLabel(undefined)).toBe(0);
    expect(soldFromLabel('Terjual')).toBe(0);
  });
});

describe('cached market data', () => {
  it('keeps answers for the time given and forgets failures', async () => {
    let now = 0;
    let calls = 0;
    let fail = true;
    const port: MarketDataPort = {
      search: async () => {
        calls++;
        if (fail) throw new Error('down');
        return { listings: [], total: calls, hasMore: false };
      },
      suggest: async () => [],
      categories: async () => [],
    };
    const cached = cachedMarketData(port, { ttlMs: 1000, now: () => now });
    const query = { keyword: 'kaos', page: 1, sort: 'sales' } as const;
    await expect(cached.search(query)).rejects.toThrow('down');
    fail = false;
    expect((await cached.search(query)).total).toBe(2);
    now = 999;
    expect((await cached.search(query)).total).toBe(2);
    expect((await cached.search({ ...query, page: 2 })).total).toBe(3);
    now = 1000;
    expect((await cached.search(query)).total).toBe(4);
  });
});
