import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CatalogueListing } from './catalogue.ts';
import { type CatalogueSort, catalogueHints } from './catalogue-search.ts';
import { categoryTree, dayOf, type MarketSite, searchSite } from './market-site.ts';
import { publicProductUrl } from './public-pages/urls.ts';
import { atLeastParam, categoryParam, limitParam } from './query-params.ts';

const MAX_COUNT = 30;
const SORTS: Record<string, CatalogueSort> = {
  '1': 'sales',
  '2': 'newest',
  '3': 'price_asc',
  '4': 'price_desc',
};

/**
 * TikTok Shop has no public search JSON anyone could confirm (reference part 2, 4.4). This emulator
 * serves the product card fields third-party relays show for TikTok Shop search (`product_id`, `title`,
 * `product_price_info`, `sold_info`, `rate_info`, `seller_info`, `seo_url`) at paths of our own choosing,
 * so the sandbox has TikTok Shop data; the live adapter does not call anything (docs/research.md).
 * Served at `<sandbox>/tiktok/shop`.
 */
export async function tiktokMarketRoutes(app: FastifyInstance, options: { site: MarketSite }) {
  const { site } = options;
  const blocked = (reply: FastifyReply) =>
    site.blocked.has('tiktok') ? reply.code(403).send({ code: 10000, message: 'verify', data: null }) : null;

  app.get('/api/shop/search/products', async (request, reply) => {
    if (blocked(reply)) return reply;
    const q = request.query as Record<string, string | undefined>;
    const count = limitParam(q.count, MAX_COUNT);
    const offset = atLeastParam(q.offset, 0);
    const { listings, total } = searchSite(site, 'tiktok', dayOf(site, request), {
      keyword: q.keyword,
      categoryId: categoryParam(q.category_id),
      sort: SORTS[q.sort_type ?? ''] ?? 'relevancy',
      offset,
      limit: count,
    });
    return {
      code: 0,
      message: 'success',
      data: { products: listings.map(product), total, has_more: offset + listings.length < total },
    };
  });

  app.get('/api/shop/search/suggest', async (request, reply) => {
    if (blocked(reply)) return reply;
    const { keyword = '' } = request.query as { keyword?: string };
    return {
      code: 0,
      message: 'success',
      data: { suggestions: catalogueHints(keyword).map((word) => ({ word })) },
    };
  });

  app.get('/api/shop/categories', async (_request, reply) => {
    if (blocked(reply)) return reply;
    const categories = categoryTree(site.seed).map((top) => ({
      id: String(top.id),
      name: top.name,
      children: top.children.map((c) => ({ id: String(c.id), name: c.name, children: [] })),
    }));
    return { code: 0, message: 'success', data: { categories } };
  });
}

function product(l: CatalogueListing) {
  return {
    product_id: l.itemId,
    title: l.name,
    image: {
      uri: l.imageHash,
      url_list: [
        `https://p16-oec-va.ibyteimg.com/tos-alisg-i-aphluv4xwc-sg/${l.imageHash}~tplv-o3syd03w52-origin-jpeg.jpeg`,
      ],
    },
    product_price_info: {
      sale_price_decimal: String(l.price),
      origin_price_decimal: String(l.price),
      currency_symbol: 'Rp',
      currency_name: 'IDR',
    },
    rate_info: { score: l.ratingCount > 0 ? l.rating : 0, review_count: String(l.ratingCount) },
    sold_info: { sold_count: l.historicalSold },
    seller_info: { seller_id: l.shopId, shop_name: l.shopName },
    category_info: { category_id: String(l.categoryId) },
    seo_url: { canonical_url: publicProductUrl('tiktok', l) },
  };
}
