import { expectOk, type HttpClient } from '../core/http.ts';
import { antiBotWall, leafCategories, soldFromLabel } from '../core/market-data-helpers.ts';
import type {
  MarketDataPort,
  MarketListing,
  MarketSearchQuery,
  MarketSearchSort,
} from '../core/market-data-port.ts';
import { AdapterError } from '../core/port.ts';
import {
  type TokopediaCategoryNode,
  type TokopediaProduct,
  tokopediaCategoriesAnswerSchema,
  tokopediaSearchAnswerSchema,
  tokopediaSuggestAnswerSchema,
} from './market-data-schemas.ts';

/** Tokopedia shows 60 results per search page. */
export const TOKOPEDIA_SEARCH_PAGE_SIZE = 60;
/** `ob` codes [?]: 23 most relevant, 8 best selling, 9 newest, 3/4 price low/high. */
const SORTS: Record<MarketSearchSort, number> = {
  relevancy: 23,
  sales: 8,
  newest: 9,
  price_asc: 3,
  price_desc: 4,
};
const SOLD_LABEL = 'ri_product_credibility';

/** `host`: https://gql.tokopedia.com live, `<sandbox>/tokopedia/gql` in sandbox mode. */
export type TokopediaMarketDataConfig = { host: string };

const QUERIES = {
  SearchProductV5Query:
    'query SearchProductV5Query($params: String!) { searchProductV5(params: $params) { header { totalData } data { products { id name url mediaURL { image image300 } shop { id name city tier } price { text number } rating category { id name } labelGroups { position title } } } } }',
  AutoCompleteQuery:
    'query AutoCompleteQuery($param: String) { universe_suggestion(param: $param) { data { items { keyword } } } }',
  CategoryAllList:
    'query CategoryAllList { CategoryAllList { categories { id name child { id name child { id name } } } } }',
} as const;

export function createTokopediaMarketData(
  config: TokopediaMarketDataConfig,
  http: HttpClient,
): MarketDataPort {
  const host = config.host.replace(/\/$/, '');
  const call = <T>(
    operationName: keyof typeof QUERIES,
    variables: Record<string, string>,
    parse: (body: unknown) => T,
  ) =>
    http.request(
      () => ({
        method: 'POST',
        url: `${host}/graphql/${operationName}`,
        headers: {
          origin: 'https://www.tokopedia.com',
          referer: 'https://www.tokopedia.com/',
          'x-source': 'tokopedia-lite',
          'x-tkpd-lite-service': 'zeus',
          'x-device': 'desktop',
        },
        json: [{ operationName, variables, query: QUERIES[operationName] }],
      }),
      (response) => {
        // Akamai Bot Manager answers 403 with an HTML page.
        if (response.status === 403) throw antiBotWall('Tokopedia', 'akamai');
        return parse(expectOk(response));
      },
    );

  return {
    async search(query) {
      const [answer] = await call('SearchProductV5Query', { params: searchParams(query) }, (b) =>
        tokopediaSearchAnswerSchema.parse(b),
      );
      const body = dataOf(answer).searchProductV5;
      const listings = body.data.products.map(toListing);
      const offset = (Math.max(1, query.page) - 1) * TOKOPEDIA_SEARCH_PAGE_SIZE;
      return {
        listings,
        total: body.header.totalData,
        hasMore: offset + listings.length < body.header.totalData,
      };
    },
    async suggest(keyword) {
      const [answer] = await call(
        'AutoCompleteQuery',
        { param: new URLSearchParams({ q: keyword }).toString() },
        (b) => tokopediaSuggestAnswerSchema.parse(b),
      );
      return (dataOf(answer).universe_suggestion.data ?? []).flatMap((group) =>
        (group.items ?? []).map((item) => item.keyword).filter(Boolean),
      );
    },
    async categories() {
      const [answer] = await call('CategoryAllList', {}, (b) => tokopediaCategoriesAnswerSchema.parse(b));
      return leafCategories(dataOf(answer).CategoryAllList.categories, (node: TokopediaCategoryNode) => ({
        id: node.id,
        name: node.name,
        children: node.child,
      }));
    },
  };
}

/** The operation's `data`, or an error when GraphQL answered `errors` without it. */
function dataOf<T>(answer: { data?: T | null; errors?: { message: string }[] | null } | undefined): T {
  if (answer?.data) return answer.data;
  throw new AdapterError('platform', `Tokopedia: ${answer?.errors?.[0]?.message ?? 'no data'}`, 'graphql');
}

function searchParams(query: MarketSearchQuery): string {
  const page = Math.max(1, query.page);
  const params = new URLSearchParams({
    device: 'desktop',
    ob: String(SORTS[query.sort]),
    page: String(page),
    rows: String(TOKOPEDIA_SEARCH_PAGE_SIZE),
    start: String((page - 1) * TOKOPEDIA_SEARCH_PAGE_SIZE),
    source: 'search',
    st: 'product',
  });
  if (query.keyword !== undefined) params.set('q', query.keyword);
  else params.set('sc', query.categoryId);
  return params.toString();
}

function toListing(product: TokopediaProduct): MarketListing {
  const rating = Number(product.rating ?? '');
  return {
    platform: 'tokopedia',
    externalId: product.id,
    name: product.name,
    shop: {
      externalId: product.shop?.id ?? '',
      name: product.shop?.name ?? '',
      official: (product.shop?.tier ?? 0) === 2,
    },
    price: Math.round(product.price?.number ?? 0),
    soldCount: soldFromLabel(product.labelGroups.find((label) => label.position === SOLD_LABEL)?.title),
    rating: Number.isFinite(rating) && rating > 0 ? rating : null,
    // The search card shows no review count.
    ratingCount: 0,
    location: product.shop?.city ?? '',
    categoryId: product.category?.id ?? '',
    imageUrl: product.mediaURL?.image || null,
    url: product.url,
  };
}
