import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueListing } from './catalogue.ts';
import { type CatalogueSort, catalogueHints } from './catalogue-search.ts';
import { dayOf, type MarketSite, marketCategories, searchSite } from './market-site.ts';
import { slug } from './public-pages/public-product.ts';
import { publicProductUrl } from './public-pages/urls.ts';
import { atLeastParam } from './query-params.ts';
import { rupiah } from './rupiah.ts';
import { lazadaSoldLabel } from './sold-labels.ts';

const PAGE_SIZE = 40;
const SORTS: Record<string, CatalogueSort> = {
  popularity: 'sales',
  priceasc: 'price_asc',
  pricedesc: 'price_desc',
};

/**
 * Lazada's catalogue pages with `?ajax=true` (unofficial; reference part 2, 4.3): `/catalog/?q=` for a
 * keyword, `/<category-slug>/` for a category, both answering `{ mods: { listItems, filter }, mainInfo }`.
 * The category facet of the answer is where a category's slug and name come from. Served at
 * `<sandbox>/lazada/www`. A blocked platform answers Baxia's `rgv587_flag` instead.
 */
export async function lazadaMarketRoutes(app: FastifyInstance, options: { site: MarketSite }) {
  const { site } = options;
  const slugs = new Map(marketCategories(site.seed).map((c) => [slug(c.name), c]));

  const page = (request: FastifyRequest, reply: FastifyReply, categoryId?: number) => {
    const query = request.query as Record<string, string | undefined>;
    if (site.blocked.has('lazada')) {
      return reply.send({ rgv587_flag: 'sm', url: '/_____tmd_____/punish?x5secdata=sandbox' });
    }
    const pageNo = atLeastParam(query.page, 1);
    const { listings, total } = searchSite(site, 'lazada', dayOf(site, request), {
      keyword: query.q,
      categoryId,
      sort: SORTS[query.sort ?? ''] ?? 'relevancy',
      offset: (pageNo - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    });
    return reply.send({
      mods: {
        listItems: listings.map(listItem),
        filter: {
          filterItems: [
            {
              name: 'category',
              title: 'Kategori',
              options: [...slugs].map(([value, c]) => ({ id: String(c.id), value, title: c.name })),
            },
          ],
        },
      },
      mainInfo: {
        totalResults: String(total),
        page: String(pageNo),
        pageSize: String(PAGE_SIZE),
        noMorePages: pageNo * PAGE_SIZE >= total,
      },
    });
  };

  app.get('/catalog/', async (request, reply) => page(request, reply));
  app.get('/suggestion/', async (request) => {
    const { q = '' } = request.query as { q?: string };
    return { result: catalogueHints(q).map((query) => ({ query })) };
  });
  app.get('/:category/', async (request, reply) => {
    const category = slugs.get((request.params as { category: string }).category);
    if (!category) return reply.code(404).send({ mods: {}, mainInfo: { totalResults: '0' } });
    return page(request, reply, category.id);
  });
}

function listItem(l: CatalogueListing) {
  // Lazada links are protocol-relative.
  const url = publicProductUrl('lazada', l).replace(/^https:/, '');
  return {
    name: l.name,
    nid: l.itemId,
    itemId: l.itemId,
    productUrl: url,
    itemUrl: url,
    image: `https://img.lazcdn.com/g/p/${l.imageHash}.jpg`,
    price: String(l.price),
    priceShow: rupiah(l.price),
    originalPrice: '',
    discount: '',
    ratingScore: l.ratingCount > 0 ? String(l.rating) : '0',
    review: String(l.ratingCount),
    itemSoldCntShow: lazadaSoldLabel(l.historicalSold),
    location: l.location,
    sellerName: l.shopName,
    sellerId: l.shopId,
    brandName: '',
    categories: [l.categoryId],
    inStock: true,
  };
}
