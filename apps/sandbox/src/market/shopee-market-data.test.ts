import { createHttpClient, createShopeeMarketData, type MarketDataPort } from '@booster/marketplaces';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startSandbox } from '../testing/harness.ts';
import { catalogueDay, catalogueListing } from './catalogue.ts';
import { catalogueHints } from './catalogue-search.ts';

const SEED = 777;
let sandbox: Harness;
let market: MarketDataPort;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED });
  market = createShopeeMarketData(
    { host: `${sandbox.base}/shopee` },
    createHttpClient({ retry: { maxAttempts: 1 } }),
  );
});
afterAll(() => sandbox.close());

describe('Shopee market data adapter against the emulator', () => {
  it('reads a keyword search page as the catalogue has it, prices in rupiah and lifetime sold counts', async () => {
    const page = await market.search({ keyword: 'hijab', page: 1, sort: 'relevancy' });
    expect(page.listings).toHaveLength(60);
    expect(page.total).toBeGreaterThan(60);
    expect(page.hasMore).toBe(true);
    const first = page.listings[0];
    expect(first.name.toLowerCase()).toContain('hijab');
    // Compare with the catalogue itself: find the listing by its item id among the first indexes.
    const day = catalogueDay(Date.now());
    let expected = null;
    for (let i = 0; i < 5_000 && !expected; i++) {
      const listing = catalogueListing(SEED, 'shopee', i, day);
      if (listing.itemId === first.externalId) expected = listing;
    }
    expect(expected).not.toBeNull();
    expect(first).toMatchObject({
      platform: 'shopee',
      shop: { externalId: expected?.shopId, name: expected?.shopName },
      price: expected?.price,
      soldCount: expected?.historicalSold,
      location: expected?.location,
      categoryId: String(expected?.categoryId),
    });
    expect(first.imageUrl).toBe(`https://cf.shopee.co.id/file/${expected?.imageHash}`);
  });

  it('pages on and sorts by sales and price within a category', async () => {
    const { listings } = await market.search({ keyword: 'kaos', page: 1, sort: 'relevancy' });
    const categoryId = listings[0].categoryId;
    const byPrice = await market.search({ categoryId, page: 2, sort: 'price_desc' });
    expect(byPrice.listings.length).toBe(60);
    for (const l of byPrice.listings) expect(l.categoryId).toBe(categoryId);
    const prices = byPrice.listings.map((l) => l.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const pageOne = await market.search({ categoryId, page: 1, sort: 'price_desc' });
    expect(Math.min(...pageOne.listings.map((l) => l.price))).toBeGreaterThanOrEqual(prices[0]);
    expect(pageOne.listings.map((l) => l.externalId)).not.toContain(byPrice.listings[0].externalId);
  });

  it('reads keyword suggestions', async () => {
    expect(await market.suggest('kaos')).toEqual(catalogueHints('kaos'));
    expect((await market.suggest('')).length).toBeGreaterThan(0);
  });
});
