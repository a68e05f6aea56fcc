import { MARKETPLACES, type Marketplace } from '@booster/domain';
import {
  classifyPublicUrl,
  createMarketDataSources,
  type MarketDataPort,
  soldFromLabel,
} from '@booster/marketplaces';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startSandbox } from '../testing/harness.ts';
import { catalogueDay } from './catalogue.ts';
import { catalogueHints, searchCatalogue } from './catalogue-search.ts';
import { marketCategories } from './market-site.ts';
import { lazadaSoldLabel, tokopediaSoldLabel } from './sold-labels.ts';

const SEED = 4242;
let sandbox: Harness;
let markets: Record<Marketplace, MarketDataPort>;
let requests = 0;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED });
  markets = createMarketDataSources({
    source: 'sandbox',
    sandboxBaseUrl: sandbox.origin,
    perSecond: 1000,
    fetch: (async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
      requests++;
      return fetch(input, init);
    }) as typeof fetch,
  });
});
afterAll(() => sandbox.close());

/** The sold count each platform's card lets a reader see: exact, or the lower bound of its label. */
const shownSold: Record<Marketplace, (sold: number) => number> = {
  shopee: (sold) => sold,
  bukalapak: (sold) => sold,
  tiktok: (sold) => sold,
  tokopedia: (sold) => soldFromLabel(tokopediaSoldLabel(sold)),
  lazada: (sold) => soldFromLabel(lazadaSoldLabel(sold)),
};
const PAGE_SIZE: Record<Marketplace, number> = {
  shopee: 60,
  tokopedia: 60,
  lazada: 40,
  tiktok: 30,
  bukalapak: 50,
};
const URL_PATTERN: Record<Marketplace, RegExp> = {
  shopee: /^https:\/\/shopee\.co\.id\/[a-z0-9-]+-i\.\d+\.\d+$/,
  tokopedia: /^https:\/\/www\.tokopedia\.com\/[a-z0-9-]+\/[a-z0-9-]+$/,
  lazada: /^https:\/\/www\.lazada\.co\.id\/products\/[a-z0-9-]+-i\d+-s\d+\.html$/,
  tiktok: /^https:\/\/shop\.tiktok\.com\/view\/product\/\d+$/,
  bukalapak: /^https:\/\/www\.bukalapak\.com\/p\/[a-z0-9-]+\/[a-z0-9]+-jual-[a-z0-9-]+$/,
};

describe.each(MARKETPLACES)('%s public search over the catalogue', (platform) => {
  it('reads a keyword search sorted by sales as the catalogue has it, in the platform shape', async () => {
    const day = catalogueDay(Date.now());
    const page = await markets[platform].search({ keyword: 'kaos', page: 2, sort: 'sales' });
    const size = PAGE_SIZE[platform];
    const expected = searchCatalogue(SEED, platform, day, {
      keyword: 'kaos',
      sort: 'sales',
      offset: size,
      limit: size,
    });
    expect(page.total).toBe(expected.total);
    expect(page.hasMore).toBe(true);
    expect(page.listings).toHaveLength(size);
    page.listings.forEach((listing, i) => {
      const own = expected.listings[i];
      expect(listing).toMatchObject({
        platform,
        name: own.name,
        price: own.price,
        soldCount: shownSold[platform](own.historicalSold),
        categoryId: String(own.categoryId),
        shop: { name: own.shopName },
        location: platform === 'tiktok' ? '' : own.location,
      });
      expect(listing.url).toMatch(URL_PATTERN[platform]);
    });
    // Scrape takes the link a research page sends it (`?url=`).
    if (platform !== 'bukalapak') {
      expect(classifyPublicUrl(page.listings[0].url)).toMatchObject({ platform, kind: 'product' });
    }
  });

  it('lists the category menu, and searches within a category', async () => {
    const categories = await markets[platform].categories();
    expect(categories).toEqual(
      marketCategories(SEED).map((c) => ({
        id: String(c.id),
        name: c.name,
        parentName: platform === 'lazada' ? '' : c.parentName,
      })),
    );
    const { listings } = await markets[platform].search({
      categoryId: categories[4].id,
      page: 1,
      sort: 'price_desc',
    });
    expect(listings.length).toBeGreaterThan(0);
    for (const l of listings) expect(l.categoryId).toBe(categories[4].id);
    expect(listings.map((l) => l.price)).toEqual([...listings.map((l) => l.price)].sort((a, b) => b - a));
  });

  it('reads the search box suggestions', async () => {
    expect(await markets[platform].suggest('hijab')).toEqual(catalogueHints('hijab'));
  });

  it('reports the anti-bot wall as unsupported instead of trying to get around it', async () => {
    await sandbox.control('POST', 'market/block', { platform, blocked: true });
    try {
      await expect(
        markets[platform].search({ keyword: 'sepatu', page: 1, sort: 'relevancy' }),
      ).rejects.toMatchObject({
        name: 'AdapterError',
        kind: platform === 'tokopedia' || platform === 'bukalapak' ? expect.any(String) : 'unsupported',
      });
    } finally {
      await sandbox.control('POST', 'market/block', { platform, blocked: false });
    }
  });
});

describe('market data sources', () => {
  it('reuse an answer instead of asking the platform again', async () => {
    const before = requests;
    const first = await markets.shopee.search({ keyword: 'sandal', page: 1, sort: 'sales' });
    const again = await markets.shopee.search({ keyword: 'sandal', page: 1, sort: 'sales' });
    expect(again).toBe(first);
    expect(requests - before).toBe(1);
  });

  it('see the sold counts the day the market is read at', async () => {
    const today = catalogueDay(Date.now());
    const fresh = createMarketDataSources({
      source: 'sandbox',
      sandboxBaseUrl: sandbox.origin,
      perSecond: 1000,
    });
    try {
      await sandbox.control('POST', 'market/day', { day: today - 7 });
      const weekAgo = await fresh.bukalapak.search({ keyword: 'kaos', page: 1, sort: 'relevancy' });
      const expected = searchCatalogue(SEED, 'bukalapak', today - 7, {
        keyword: 'kaos',
        sort: 'relevancy',
        offset: 0,
        limit: 50,
      });
      expect(weekAgo.listings.map((l) => l.soldCount)).toEqual(
        expected.listings.map((l) => l.historicalSold),
      );
    } finally {
      await sandbox.control('POST', 'market/day', { day: null });
    }
  });

  it('wait their turn: one request at a time at the polite rate', async () => {
    const slow = createMarketDataSources({ source: 'sandbox', sandboxBaseUrl: sandbox.origin, perSecond: 5 });
    const started = Date.now();
    await Promise.all(
      [1, 2, 3].map((page) => slow.shopee.search({ keyword: 'kopi', page, sort: 'relevancy' })),
    );
    // Three calls at 5 a second with no burst: the third starts at least 400 ms after the first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  });
});
