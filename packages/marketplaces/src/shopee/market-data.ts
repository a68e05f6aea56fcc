import { expectOk, type HttpClient, type HttpResponse } from '../core/http.ts';
import { antiBotWall, leafCategories, slugOf } from '../core/market-data-helpers.ts';
import type {
  MarketDataPort,
  MarketListing,
  MarketSearchQuery,
  MarketSearchSort,
} from '../core/market-data-port.ts';
import { AdapterError } from '../core/port.ts';
import {
  type ShopeeCategoryNode,
  type ShopeeItemBasic,
  shopeeCategoryTreeAnswerSchema,
  shopeeHintAnswerSchema,
  shopeeSearchAnswerSchema,
} from './market-data-schemas.ts';

/** Shopee shows 60 results per search page. */
export const SHOPEE_SEARCH_PAGE_SIZE = 60;
const PRICE_SCALE = 100_000;
const LOGIN_REQUIRED = 90309999;

/** `host`: https://shopee.co.id live, `<sandbox>/shopee` in sandbox mode. */
export type ShopeeMarketDataConfig = { host: string; imageHost?: string };
/** Listing links always name the live site: that is the page a shopper opens and Scrape reads. */
const PAGE_HOST = 'https://shopee.co.id';

const SORTS: Record<MarketSearchSort, { by: string; order: 'asc' | 'desc' }> = {
  relevancy: { by: 'relevancy', order: 'desc' },
  sales: { by: 'sales', order: 'desc' },
  newest: { by: 'ctime', order: 'desc' },
  price_asc: { by: 'price', order: 'asc' },
  price_desc: { by: 'price', order: 'desc' },
};

export function createShopeeMarketData(config: ShopeeMarketDataConfig, http: HttpClient): MarketDataPort {
  const host = config.host.replace(/\/$/, '');
  const imageHost = config.imageHost ?? 'https://cf.shopee.co.id/file';
  return {
    async search(query) {
      const answer = await http.request(
        () => ({ method: 'GET', url: `${host}/api/v4/search/search_items`, query: searchParams(query) }),
        (response) => checked(shopeeSearchAnswerSchema.parse(okOrWall(response))),
      );
      const listings = answer.data.items.flatMap((item) =>
        item.item_basic ? [toListing(item.item_basic, imageHost)] : [],
      );
      return { listings, total: answer.data.total_count, hasMore: !answer.data.nomore };
    },
    async suggest(keyword) {
      const answer = await http.request(
        () => ({
          method: 'GET',
          url: `${host}/api/v4/search/search_hint`,
          query: { keyword, search_type: 0, version: 1 },
        }),
        (response) => checked(shopeeHintAnswerSchema.parse(okOrWall(response))),
      );
      return answer.data.keywords.map((k) => k.keyword);
    },
    async categories() {
      const answer = await http.request(
        () => ({ method: 'GET', url: `${host}/api/v4/pages/get_category_tree` }),
        (response) => checked(shopeeCategoryTreeAnswerSchema.parse(okOrWall(response))),
      );
      return leafCategories(answer.data.category_list, (node: ShopeeCategoryNode) => ({
        id: node.catid,
        name: node.display_name || node.name,
        children: node.children,
      }));
    },
  };
}

function searchParams(query: MarketSearchQuery) {
  const { by, order } = SORTS[query.sort];
  const common = {
    by,
    order,
    limit: SHOPEE_SEARCH_PAGE_SIZE,
    newest: (Math.max(1, query.page) - 1) * SHOPEE_SEARCH_PAGE_SIZE,
    page_type: 'search',
    version: 2,
  };
  if (query.keyword !== undefined)
    return { ...common, keyword: query.keyword, scenario: 'PAGE_GLOBAL_SEARCH' };
  return { ...common, categoryids: query.categoryId, scenario: 'PAGE_OTHERS' };
}

/** The login wall comes as HTTP 403 or 200, with `error: 90309999` in the body either way. */
function okOrWall(response: HttpResponse): unknown {
  const body = response.status === 403 ? (response.json() as { error?: unknown } | undefined) : undefined;
  if (Number(body?.error) === LOGIN_REQUIRED) throw antiBotWall('Shopee', String(LOGIN_REQUIRED));
  return expectOk(response);
}

function checked<T extends { error?: number | string | null }>(answer: T): T {
  if (answer.error === undefined || answer.error === null || answer.error === 0) return answer;
  if (Number(answer.error) === LOGIN_REQUIRED) throw antiBotWall('Shopee', String(LOGIN_REQUIRED));
  throw new AdapterError('platform', `Shopee search error ${answer.error}`, String(answer.error));
}

function toListing(item: ShopeeItemBasic, imageHost: string): MarketListing {
  const rating = item.item_rating;
  const ratingCount = rating?.rating_count[0] ?? 0;
  return {
    platform: 'shopee',
    externalId: item.itemid,
    name: item.name,
    shop: { externalId: item.shopid, name: item.shop_name ?? '', official: item.is_official_shop ?? false },
    price: Math.round((item.price_min ?? item.price ?? 0) / PRICE_SCALE),
    soldCount: item.historical_sold,
    rating: ratingCount > 0 && rating ? rating.rating_star : null,
    ratingCount,
    location: item.shop_location,
    categoryId: item.catid ?? '',
    imageUrl: item.image ? `${imageHost}/${item.image}` : null,
    url: `${PAGE_HOST}/${slugOf(item.name) || 'product'}-i.${item.shopid}.${item.itemid}`,
  };
}
