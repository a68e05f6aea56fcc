import type { z } from 'zod';
import { expectOk, type HttpClient, type Query } from '../core/http.ts';
import { antiBotWall } from '../core/market-data-helpers.ts';
import type { MarketDataPort, MarketListing, MarketSearchSort } from '../core/market-data-port.ts';
import { AdapterError } from '../core/port.ts';
import {
  type BukalapakProduct,
  bukalapakFacetAnswerSchema,
  bukalapakKeywordsAnswerSchema,
  bukalapakSearchAnswerSchema,
  bukalapakTokenSchema,
} from './market-data-schemas.ts';

/** Bukalapak's site asks for 50 results a page. */
export const BUKALAPAK_SEARCH_PAGE_SIZE = 50;
/** `sort` values [?]. */
const SORTS: Record<MarketSearchSort, string | undefined> = {
  relevancy: undefined,
  sales: 'bestselling',
  newest: 'date:desc',
  price_asc: 'price:asc',
  price_desc: 'price:desc',
};

/** Live: accounts https://accounts.bukalapak.com, api https://api.bukalapak.com; sandbox: `<sandbox>/bukalapak/{accounts,api}`. */
export type BukalapakMarketDataConfig = { accountsHost: string; apiHost: string; now?: () => number };

export function createBukalapakMarketData(
  config: BukalapakMarketDataConfig,
  http: HttpClient,
): MarketDataPort {
  const accounts = config.accountsHost.replace(/\/$/, '');
  const api = config.apiHost.replace(/\/$/, '');
  const now = config.now ?? Date.now;
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > now()) return token.value;
    const answer = await http.request(
      () => ({ method: 'POST', url: `${accounts}/auth_proxies/request_token`, json: {} }),
      (response) => bukalapakTokenSchema.parse(expectOk(response)),
    );
    // Renewed a minute early so a page never goes out with a token about to lapse.
    token = { value: answer.access_token, until: now() + Math.max(0, answer.expires_in - 60) * 1000 };
    return token.value;
  }

  /** A GET with the anonymous token; a 401 (token lapsed early) gets one new token and one more try. */
  async function get<S extends z.ZodType>(path: string, query: Query, schema: S): Promise<z.output<S>> {
    for (let attempt = 1; ; attempt++) {
      const value = await accessToken();
      try {
        return await http.request(
          () => ({ method: 'GET', url: `${api}${path}`, query: { ...query, access_token: value } }),
          (response) => {
            if (response.status === 403) throw antiBotWall('Bukalapak', '403');
            return schema.parse(expectOk(response));
          },
        );
      } catch (err) {
        const status = err instanceof AdapterError ? err.options.httpStatus : undefined;
        if (status !== 401 || attempt > 1) throw err;
        token = null;
      }
    }
  }

  return {
    async search(query) {
      const page = Math.max(1, query.page);
      const answer = await get(
        '/multistrategy-products',
        {
          keywords: query.keyword,
          category_id: query.categoryId,
          limit: BUKALAPAK_SEARCH_PAGE_SIZE,
          offset: (page - 1) * BUKALAPAK_SEARCH_PAGE_SIZE,
          page,
          sort: SORTS[query.sort],
          facet: 'false',
        },
        bukalapakSearchAnswerSchema,
      );
      return {
        listings: answer.data.map(toListing),
        total: answer.meta.total,
        hasMore: page < answer.meta.total_pages,
      };
    },
    async suggest(keyword) {
      const answer = await get('/search/keywords', { keywords: keyword }, bukalapakKeywordsAnswerSchema);
      return answer.data.map((k) => k.keyword).filter(Boolean);
    },
    async categories() {
      const answer = await get(
        '/multistrategy-products',
        { facet: 'true', limit: 1 },
        bukalapakFacetAnswerSchema,
      );
      return answer.meta.facets
        .filter((facet) => facet.name === 'category')
        .flatMap((facet) => facet.values)
        .map((v) => ({ id: v.id, name: v.name, parentName: v.parent_name }));
    },
  };
}

function toListing(product: BukalapakProduct): MarketListing {
  const ratingCount = Math.round(product.rating?.user_count ?? 0);
  return {
    platform: 'bukalapak',
    externalId: product.id,
    name: product.name,
    shop: {
      externalId: product.store?.id ?? '',
      name: product.store?.name ?? '',
      official: product.store?.brand_seller ?? false,
    },
    price: Math.round(product.price),
    soldCount: Math.round(product.stats?.sold_count ?? 0),
    rating: ratingCount > 0 ? (product.rating?.average_rate ?? null) : null,
    ratingCount,
    location: product.store?.address?.city ?? '',
    categoryId: product.category?.id ?? '',
    imageUrl: product.images?.large_urls?.[0] ?? null,
    url: product.url,
  };
}
