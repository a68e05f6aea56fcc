import type { z } from 'zod';
import { expectOk, type HttpClient, type Query } from '../core/http.ts';
import { antiBotWall, leafCategories } from '../core/market-data-helpers.ts';
import type { MarketDataPort, MarketListing, MarketSearchSort } from '../core/market-data-port.ts';
import { AdapterError } from '../core/port.ts';
import {
  type TiktokCategoryNode,
  type TiktokShopProduct,
  tiktokCategoriesAnswerSchema,
  tiktokSearchAnswerSchema,
  tiktokSuggestAnswerSchema,
} from './market-data-schemas.ts';

export const TIKTOK_SEARCH_PAGE_SIZE = 30;
const SORTS: Record<MarketSearchSort, number | undefined> = {
  relevancy: undefined,
  sales: 1,
  newest: 2,
  price_asc: 3,
  price_desc: 4,
};

/**
 * `host`: the sandbox's `<sandbox>/tiktok/shop`, or null live: TikTok Shop has no public search anyone
 * can call (reference part 2, 4.4), so live every call is `unsupported` and nothing is sent.
 */
export type TiktokMarketDataConfig = { host: string | null };

export function createTiktokMarketData(config: TiktokMarketDataConfig, http: HttpClient): MarketDataPort {
  const host = config.host?.replace(/\/$/, '') ?? null;

  function get<S extends z.ZodType<{ code: number; data?: unknown }>>(
    path: string,
    query: Query,
    schema: S,
  ): Promise<z.output<S>> {
    if (!host) {
      return Promise.reject(
        new AdapterError('unsupported', 'TikTok Shop has no public search', 'no_public_search'),
      );
    }
    return http.request(
      () => ({ method: 'GET', url: `${host}${path}`, query }),
      (response) => {
        if (response.status === 403) throw antiBotWall('TikTok Shop', 'verify');
        const answer = schema.parse(expectOk(response));
        if (answer.code !== 0 || !answer.data)
          throw new AdapterError('platform', `TikTok Shop ${answer.code}`, String(answer.code));
        return answer;
      },
    );
  }

  return {
    async search(query) {
      const offset = (Math.max(1, query.page) - 1) * TIKTOK_SEARCH_PAGE_SIZE;
      const answer = await get(
        '/api/shop/search/products',
        {
          keyword: query.keyword,
          category_id: query.categoryId,
          offset,
          count: TIKTOK_SEARCH_PAGE_SIZE,
          sort_type: SORTS[query.sort],
        },
        tiktokSearchAnswerSchema,
      );
      const data = answer.data ?? { products: [], total: 0, has_more: false };
      return { listings: data.products.map(toListing), total: data.total, hasMore: data.has_more };
    },
    async suggest(keyword) {
      const answer = await get('/api/shop/search/suggest', { keyword }, tiktokSuggestAnswerSchema);
      return (answer.data?.suggestions ?? []).map((s) => s.word).filter(Boolean);
    },
    async categories() {
      const answer = await get('/api/shop/categories', {}, tiktokCategoriesAnswerSchema);
      return leafCategories(answer.data?.categories ?? [], (node: TiktokCategoryNode) => node);
    },
  };
}

function toListing(product: TiktokShopProduct): MarketListing {
  const ratingCount = Math.round(product.rate_info?.review_count ?? 0);
  return {
    platform: 'tiktok',
    externalId: product.product_id,
    name: product.title,
    shop: {
      externalId: product.seller_info?.seller_id ?? '',
      name: product.seller_info?.shop_name ?? '',
      official: false,
    },
    price: Math.round(product.product_price_info?.sale_price_decimal ?? 0),
    soldCount: Math.round(product.sold_info?.sold_count ?? 0),
    rating: ratingCount > 0 ? (product.rate_info?.score ?? null) : null,
    ratingCount,
    // TikTok Shop cards do not name the seller's city.
    location: '',
    categoryId: product.category_info?.category_id ?? '',
    imageUrl: product.image?.url_list?.[0] ?? null,
    url: product.seo_url?.canonical_url ?? `https://shop.tiktok.com/view/product/${product.product_id}`,
  };
}
