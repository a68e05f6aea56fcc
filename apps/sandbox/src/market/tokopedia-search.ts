import type { FastifyInstance } from 'fastify';
import type { CatalogueListing } from './catalogue.ts';
import { type CatalogueSort, catalogueHints } from './catalogue-search.ts';
import { categoryName, categoryTree, dayOf, type MarketSite, searchSite } from './market-site.ts';
import { tokopediaDomain } from './public-pages/tokopedia-site.ts';
import { publicProductUrl } from './public-pages/urls.ts';
import { atLeastParam, categoryParam, limitParam } from './query-params.ts';
import { rupiah } from './rupiah.ts';
import { tokopediaSoldLabel } from './sold-labels.ts';

const MAX_ROWS = 60;
/** `ob` codes of Tokopedia's search [?]: 23 most relevant, 8 best selling, 9 newest, 3/4 price low/high. */
const SORTS: Record<string, CatalogueSort> = {
  '23': 'relevancy',
  '8': 'sales',
  '9': 'newest',
  '3': 'price_asc',
  '4': 'price_desc',
};

type GqlCall = { operationName?: string; variables?: Record<string, unknown> };

/**
 * Tokopedia's public GraphQL (`gql.tokopedia.com/graphql/<operation>`, unofficial; reference part 2,
 * 4.2): a POST of an array of operations, answered by an array of `{ data }` in the same order.
 * Served at `<sandbox>/tokopedia/gql`. A blocked platform answers like Akamai: 403 with an HTML page.
 */
export async function tokopediaMarketRoutes(app: FastifyInstance, options: { site: MarketSite }) {
  const { site } = options;
  app.post('/graphql/:operation', async (request, reply) => {
    if (site.blocked.has('tokopedia')) {
      return reply.code(403).type('text/html').send('<html><body>Access Denied</body></html>');
    }
    const calls = (Array.isArray(request.body) ? request.body : [request.body]) as GqlCall[];
    const day = dayOf(site, request);
    return calls.map((call) => answer(site, call, day));
  });
}

function answer(site: MarketSite, call: GqlCall, day: number) {
  const variables = call.variables ?? {};
  switch (call.operationName) {
    case 'SearchProductV5Query':
      return {
        data: { searchProductV5: search(site, new URLSearchParams(String(variables.params ?? '')), day) },
      };
    case 'AutoCompleteQuery': {
      const keyword = new URLSearchParams(String(variables.param ?? '')).get('q') ?? '';
      const items = catalogueHints(keyword).map((hint) => ({ keyword: hint, title: hint }));
      return { data: { universe_suggestion: { data: [{ id: 'autocomplete', items }] } } };
    }
    case 'CategoryAllList': {
      const categories = categoryTree(site.seed).map((top) => ({
        id: String(top.id),
        name: top.name,
        child: top.children.map((c) => ({ id: String(c.id), name: c.name, child: [] })),
      }));
      return { data: { CategoryAllList: { categories } } };
    }
    default:
      return { data: null, errors: [{ message: `unknown operation ${call.operationName}` }] };
  }
}

function search(site: MarketSite, params: URLSearchParams, day: number) {
  const rows = limitParam(params.get('rows'), MAX_ROWS);
  const start = atLeastParam(params.get('start'), 0);
  const sc = params.get('sc');
  const { listings, total } = searchSite(site, 'tokopedia', day, {
    keyword: params.get('q') ?? undefined,
    categoryId: categoryParam(sc),
    sort: SORTS[params.get('ob') ?? '23'] ?? 'relevancy',
    offset: start,
    limit: rows,
  });
  return {
    header: {
      totalData: total,
      totalDataText: total.toLocaleString('id-ID'),
      responseCode: 0,
      keywordProcess: '0',
    },
    data: { products: listings.map((l) => product(site, l)) },
  };
}

function product(site: MarketSite, l: CatalogueListing) {
  const shopDomain = tokopediaDomain(l.shopName, l.shopId);
  const image = `https://images.tokopedia.net/img/cache/500-square/${l.imageHash}.jpg`;
  return {
    id: l.itemId,
    name: l.name,
    url: publicProductUrl('tokopedia', l),
    mediaURL: { image, image300: image.replace('500-square', '300-square') },
    shop: {
      id: l.shopId,
      name: l.shopName,
      city: l.location,
      url: `https://www.tokopedia.com/${shopDomain}`,
      tier: l.officialShop ? 2 : 0,
    },
    price: { text: rupiah(l.price), number: l.price, original: '', discountPercentage: 0 },
    rating: l.ratingCount > 0 ? l.rating.toFixed(1) : '',
    category: { id: String(l.categoryId), name: categoryName(site.seed, l.categoryId), breadcrumb: '' },
    labelGroups:
      l.historicalSold > 0
        ? [
            {
              position: 'ri_product_credibility',
              title: tokopediaSoldLabel(l.historicalSold),
              type: 'textDarkGrey',
            },
          ]
        : [],
  };
}
