import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CatalogueListing } from './catalogue.ts';
import { type CatalogueSort, catalogueHints } from './catalogue-search.ts';
import { categoryTree, dayOf, type MarketSite, searchSite } from './market-site.ts';
import { atLeastParam, categoryParam, limitParam } from './query-params.ts';

const PRICE_SCALE = 100_000;
const MAX_LIMIT = 60;
/** Shopee's answer outside a logged-in browser (its anti-bot wall). */
const LOGIN_REQUIRED = { error: 90309999, error_msg: null, is_customized: false, is_login: false };

/**
 * Shopee's public web search (`shopee.co.id/api/v4/search/*`, unofficial; reference part 2, 4.1) over
 * the seeded catalogue. Registered under `<sandbox>/shopee`, the web host's real paths.
 */
export async function shopeeMarketRoutes(app: FastifyInstance, options: { site: MarketSite }) {
  const { site } = options;
  const wall = (reply: FastifyReply) =>
    site.blocked.has('shopee') ? reply.code(403).send(LOGIN_REQUIRED) : null;

  app.get('/api/v4/search/search_items', async (request, reply) => {
    if (wall(reply)) return reply;
    const q = request.query as Record<string, string | undefined>;
    const limit = limitParam(q.limit, MAX_LIMIT);
    const offset = atLeastParam(q.newest, 0);
    const categoryId = categoryParam(q.categoryids?.split(',')[0]);
    const { listings, total } = searchSite(site, 'shopee', dayOf(site, request), {
      keyword: q.keyword,
      categoryId,
      sort: sortOf(q.by, q.order),
      offset,
      limit,
    });
    return {
      error: null,
      total_count: total,
      nomore: offset + listings.length >= total,
      items: listings.map((listing) => ({
        itemid: Number(listing.itemId),
        shopid: Number(listing.shopId),
        item_basic: itemBasic(listing),
        search_item_tracking: JSON.stringify({ is_ads: false }),
      })),
    };
  });

  app.get('/api/v4/search/search_hint', async (request, reply) => {
    if (wall(reply)) return reply;
    const { keyword = '' } = request.query as { keyword?: string };
    return {
      keywords: catalogueHints(keyword).map((hint, rank) => ({
        keyword: hint,
        search_info: JSON.stringify({ rank_scores: [1 - rank / 10] }),
      })),
    };
  });

  app.get('/api/v4/pages/get_category_tree', async (_request, reply) => {
    if (wall(reply)) return reply;
    const category_list = categoryTree(site.seed).map((top) => ({
      catid: top.id,
      parent_catid: 0,
      name: top.name,
      display_name: top.name,
      level: 1,
      children: top.children.map((c) => ({
        catid: c.id,
        parent_catid: top.id,
        name: c.name,
        display_name: c.name,
        level: 2,
        children: null,
      })),
    }));
    return { error: 0, error_msg: null, data: { category_list } };
  });
}

function itemBasic(listing: CatalogueListing) {
  const price = listing.price * PRICE_SCALE;
  const stars = starCounts(listing.ratingCount, listing.rating);
  return {
    itemid: Number(listing.itemId),
    shopid: Number(listing.shopId),
    name: listing.name,
    brand: '',
    catid: listing.categoryId,
    ctime: listing.launchDay * 86_400,
    image: listing.imageHash,
    images: [listing.imageHash],
    currency: 'IDR',
    price,
    price_min: price,
    price_max: price,
    price_before_discount: 0,
    price_min_before_discount: 0,
    price_max_before_discount: 0,
    raw_discount: 0,
    discount: null,
    stock: 100 + (Number(listing.itemId) % 900),
    sold: listing.monthlySold,
    historical_sold: listing.historicalSold,
    liked_count: Math.floor(listing.historicalSold / 7),
    view_count: 0,
    shop_location: listing.location,
    shop_name: listing.shopName,
    is_official_shop: listing.officialShop,
    item_rating: {
      rating_star: listing.rating,
      rating_count: [listing.ratingCount, ...stars],
      rcount_with_context: Math.floor(listing.ratingCount / 3),
      rcount_with_image: Math.floor(listing.ratingCount / 5),
    },
  };
}

/** Counts of 1..5 stars summing to `total`, mostly 5s, consistent with the average shown. */
function starCounts(total: number, average: number): number[] {
  const fives = Math.round(total * Math.max(0, average - 4));
  const fours = total - fives;
  return [0, 0, 0, fours, fives];
}

function sortOf(by: string | undefined, order: string | undefined): CatalogueSort {
  if (by === 'sales') return 'sales';
  if (by === 'ctime') return 'newest';
  if (by === 'price') return order === 'asc' ? 'price_asc' : 'price_desc';
  return 'relevancy';
}
