import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../core/http.ts';
import { AdapterError } from '../core/port.ts';
import { createShopeeMarketData } from './market-data.ts';

function answering(body: unknown) {
  const urls: string[] = [];
  const http = createHttpClient({
    retry: { maxAttempts: 1 },
    fetch: (async (input: string | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  return { urls, market: createShopeeMarketData({ host: 'https://shopee.co.id/' }, http) };
}

const item = {
  itemid: 123,
  shopid: 456,
  item_basic: {
    itemid: 123,
    shopid: 456,
    name: 'Kaos Polos',
    catid: 100011,
    image: 'abc',
    price: 2_500_000_000,
    price_min: 2_500_000_000,
    historical_sold: 1234,
    shop_location: 'KOTA BANDUNG',
    item_rating: { rating_star: 4.8, rating_count: [10, 0, 0, 0, 2, 8] },
  },
};

describe('Shopee market data wire shape', () => {
  it('sends the web search parameters and reads a body nested under data', async () => {
    const { urls, market } = answering({ data: { items: [item], total_count: 1, nomore: true } });
    const page = await market.search({ categoryId: '100011', page: 3, sort: 'price_asc' });
    const url = new URL(urls[0]);
    expect(url.pathname).toBe('/api/v4/search/search_items');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      by: 'price',
      order: 'asc',
      limit: '60',
      newest: '120',
      categoryids: '100011',
    });
    expect(page.listings[0]).toMatchObject({
      externalId: '123',
      price: 25_000,
      soldCount: 1234,
      rating: 4.8,
    });
    expect(page.listings[0].shop).toEqual({ externalId: '456', name: '', official: false });
  });

  it('turns the login wall into an unsupported error', async () => {
    const { market } = answering({ error: 90309999, is_login: false });
    const error = await market.suggest('kaos').catch((e) => e);
    expect(error).toBeInstanceOf(AdapterError);
    expect(error).toMatchObject({ kind: 'unsupported', platformCode: '90309999' });
  });
});
