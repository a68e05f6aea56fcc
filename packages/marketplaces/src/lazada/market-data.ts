import { expectOk, type HttpClient } from '../core/http.ts';
import { antiBotWall, soldFromLabel } from '../core/market-data-helpers.ts';
import type {
  MarketCategory,
  MarketDataPort,
  MarketListing,
  MarketSearchSort,
} from '../core/market-data-port.ts';
import {
  type LazadaListItem,
  lazadaCatalogAnswerSchema,
  lazadaSuggestAnswerSchema,
} from './market-data-schemas.ts';

/** Lazada shows 40 results per catalogue page. */
export const LAZADA_SEARCH_PAGE_SIZE = 40;
/** Lazada offers no "newest" order: best match stands in. */
const SORTS: Record<MarketSearchSort, string | undefined> = {
  relevancy: undefined,
  sales: 'popularity',
  newest: undefined,
  price_asc: 'priceasc',
  price_desc: 'pricedesc',
};

/** `host`: https://www.lazada.co.id live, `<sandbox>/lazada/www` in sandbox mode. */
export type LazadaMarketDataConfig = { host: string };

type CategoryOption = MarketCategory & { slug: string };

export function createLazadaMarketData(config: LazadaMarketDataConfig, http: HttpClient): MarketDataPort {
  const host = config.host.replace(/\/$/, '');
  // A category page lives at its slug; the slugs come from the category facet of a catalogue answer.
  let categoryOptions: Promise<CategoryOption[]> | null = null;

  const catalog = (path: string, query: Record<string, string | number | undefined>) =>
    http.request(
      () => ({ method: 'GET', url: `${host}${path}`, query: { ...query, ajax: 'true' } }),
      (response) => unblocked(lazadaCatalogAnswerSchema.parse(expectOk(response))),
    );

  const loadCategories = () => {
    categoryOptions ??= catalog('/catalog/', {}).then((answer) =>
      (answer.mods?.filter?.filterItems ?? [])
        .filter((item) => item.name === 'category')
        .flatMap((item) => item.options)
        .map((o) => ({ id: o.id ?? o.value, slug: o.value, name: o.title, parentName: '' })),
    );
    categoryOptions.catch(() => {
      categoryOptions = null;
    });
    return categoryOptions;
  };

  return {
    async search(query) {
      const page = Math.max(1, query.page);
      let path = '/catalog/';
      if (query.categoryId !== undefined) {
        const category = (await loadCategories()).find((c) => c.id === query.categoryId);
        if (!category) return { listings: [], total: 0, hasMore: false };
        path = `/${category.slug}/`;
      }
      const answer = await catalog(path, { q: query.keyword, page, sort: SORTS[query.sort] });
      const listings = (answer.mods?.listItems ?? []).map(toListing);
      const total = answer.mainInfo?.totalResults ?? 0;
      return {
        listings,
        total,
        hasMore: !(answer.mainInfo?.noMorePages ?? page * LAZADA_SEARCH_PAGE_SIZE >= total),
      };
    },
    async suggest(keyword) {
      const answer = await http.request(
        () => ({ method: 'GET', url: `${host}/suggestion/`, query: { q: keyword } }),
        (response) => unblocked(lazadaSuggestAnswerSchema.parse(expectOk(response))),
      );
      return answer.result.map((r) => r.query).filter(Boolean);
    },
    async categories() {
      return (await loadCategories()).map(({ id, name, parentName }) => ({ id, name, parentName }));
    },
  };
}

function unblocked<T extends { rgv587_flag?: string }>(answer: T): T {
  if (answer.rgv587_flag === undefined) return answer;
  throw antiBotWall('Lazada', 'rgv587');
}

function toListing(item: LazadaListItem): MarketListing {
  const link = item.itemUrl || item.productUrl;
  const ratingCount = Math.round(item.review ?? 0);
  return {
    platform: 'lazada',
    externalId: item.itemId ?? item.nid ?? '',
    name: item.name,
    shop: { externalId: item.sellerId ?? '', name: item.sellerName, official: false },
    price: Math.round(item.price ?? 0),
    soldCount: soldFromLabel(item.itemSoldCntShow),
    rating: ratingCount > 0 && item.ratingScore ? item.ratingScore : null,
    ratingCount,
    location: item.location,
    categoryId: item.categories?.at(-1) ?? '',
    imageUrl: item.image || null,
    url: link.startsWith('//') ? `https:${link}` : link,
  };
}
