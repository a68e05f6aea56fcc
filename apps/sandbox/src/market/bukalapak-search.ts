import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueListing } from './catalogue.ts';
import { type CatalogueSort, catalogueHints } from './catalogue-search.ts';
import { categoryName, categoryTree, dayOf, type MarketSite, searchSite } from './market-site.ts';
import { slug } from './public-pages/public-product.ts';
import { atLeastParam, categoryParam, limitParam } from './query-params.ts';

const MAX_LIMIT = 50;
/** `sort` values of Bukalapak's product search [?]. */
const SORTS: Record<string, CatalogueSort> = {
  bestselling: 'sales',
  'date:desc': 'newest',
  'price:asc': 'price_asc',
  'price:desc': 'price_desc',
};
const TOKEN_TTL_SECONDS = 3600;

/**
 * Bukalapak's public web API (unofficial): the site first asks `accounts.bukalapak.com` for an
 * anonymous token, then calls `api.bukalapak.com/multistrategy-products` and friends with
 * `access_token` (its category menu is the `facet=true` part of a search answer). Served at `<sandbox>/bukalapak/accounts` and `<sandbox>/bukalapak/api`; the api
 * answers 401 without a token it issued, and 403 while the platform is blocked.
 */
export async function bukalapakMarketAccounts(
  app: FastifyInstance,
  options: { tokens: Map<string, number> },
) {
  app.post('/auth_proxies/request_token', async () => {
    const token = randomBytes(24).toString('base64url');
    options.tokens.set(token, Date.now() + TOKEN_TTL_SECONDS * 1000);
    return { access_token: token, token_type: 'bearer', expires_in: TOKEN_TTL_SECONDS, scope: 'public' };
  });
}

export async function bukalapakMarketRoutes(
  app: FastifyInstance,
  options: { site: MarketSite; tokens: Map<string, number> },
) {
  const { site, tokens } = options;
  const guard = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const token = (request.query as { access_token?: string }).access_token ?? '';
    const until = tokens.get(token);
    if (!until || until < Date.now()) {
      void reply
        .code(401)
        .send({ errors: [{ code: 10001, message: 'Invalid access token' }], meta: { http_status: 401 } });
      return false;
    }
    if (site.blocked.has('bukalapak')) {
      void reply
        .code(403)
        .send({ errors: [{ code: 10003, message: 'Forbidden' }], meta: { http_status: 403 } });
      return false;
    }
    return true;
  };

  app.get('/multistrategy-products', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const q = request.query as Record<string, string | undefined>;
    const limit = limitParam(q.limit, MAX_LIMIT);
    const page = atLeastParam(q.page, 1);
    const { listings, total } = searchSite(site, 'bukalapak', dayOf(site, request), {
      keyword: q.keywords,
      categoryId: categoryParam(q.category_id),
      sort: SORTS[q.sort ?? ''] ?? 'relevancy',
      offset: (page - 1) * limit,
      limit,
    });
    return {
      data: listings.map((l) => product(site, l)),
      meta: {
        http_status: 200,
        page,
        per_page: limit,
        total,
        total_pages: Math.ceil(total / limit),
        // The category facet the result page's filter shows [?]; the seller API owns `/categories`.
        ...(q.facet === 'true' ? { facets: [{ name: 'category', values: categoryFacet(site) }] } : {}),
      },
    };
  });

  app.get('/search/keywords', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const { keywords = '' } = request.query as { keywords?: string };
    return { data: catalogueHints(keywords).map((keyword) => ({ keyword })), meta: { http_status: 200 } };
  });
}

function categoryFacet(site: MarketSite) {
  return categoryTree(site.seed).flatMap((top) =>
    top.children.map((c) => ({ id: c.id, name: c.name, parent_name: top.name })),
  );
}

function product(site: MarketSite, l: CatalogueListing) {
  const id = Number(l.itemId).toString(36);
  const category = categoryName(site.seed, l.categoryId);
  return {
    id,
    name: l.name,
    price: l.price,
    condition: 'Baru',
    url: `https://www.bukalapak.com/p/${slug(category)}/${id}-jual-${slug(l.name)}`,
    images: {
      large_urls: [`https://s4.bukalapak.com/img/${l.imageHash}/large/image.jpg`],
      small_urls: [`https://s4.bukalapak.com/img/${l.imageHash}/small/image.jpg`],
    },
    rating: { average_rate: l.ratingCount > 0 ? l.rating : 0, user_count: l.ratingCount },
    stats: { sold_count: l.historicalSold, view_count: l.historicalSold * 9 },
    category: { id: l.categoryId, name: category, structure: [category] },
    store: {
      id: Number(l.shopId),
      name: l.shopName,
      url: `https://www.bukalapak.com/u/${slug(l.shopName)}`,
      address: { city: l.location, province: '' },
      brand_seller: l.officialShop,
    },
  };
}
