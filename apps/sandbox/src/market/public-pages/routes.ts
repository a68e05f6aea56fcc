import { MARKETPLACE_CAPABILITIES, SCRAPE_MARKETPLACES } from '@booster/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { catalogueDay, catalogueListing } from '../catalogue.ts';
import { lazadaSite } from './lazada-site.ts';
import { photoPng } from './png.ts';
import { indexOfItem, listingsOfShop, publicProduct } from './public-product.ts';
import { shopeeSite } from './shopee-site.ts';
import type { PublicSite } from './site.ts';
import { tiktokSite } from './tiktok-site.ts';
import { tokopediaSite } from './tokopedia-site.ts';

const SITES: Record<(typeof SCRAPE_MARKETPLACES)[number], PublicSite> = {
  shopee: shopeeSite,
  tokopedia: tokopediaSite,
  lazada: lazadaSite,
  tiktok: tiktokSite,
};
const PHOTO_KEY = /sandbox-[a-z]+-[0-9a-f]{8}-\d+/;

/**
 * The platforms' public web sites over the market catalogue (product/scrape): each host's product and
 * shop pages at `<sandbox>/web/<host>/<its real path>`, and photos on the platforms' image CDN hosts.
 */
export async function publicPageRoutes(app: FastifyInstance, options: { seed: number; now?: () => number }) {
  const { seed } = options;
  const now = options.now ?? Date.now;
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send('<!doctype html><title>Halaman tidak ditemukan</title>');

  for (const platform of SCRAPE_MARKETPLACES) {
    const site = SITES[platform];
    const web = MARKETPLACE_CAPABILITIES[platform].publicWeb;
    for (const host of web.pageHosts) {
      app.get(`/${host}/*`, async (request, reply) => {
        const url = new URL(request.url, 'http://sandbox');
        const path = `/${(request.params as { '*': string })['*']}`;
        const day = catalogueDay(now());
        const itemId = site.productOf(path, url.searchParams);
        if (itemId !== null) {
          const index = indexOfItem(seed, platform, itemId, day);
          if (index === null) return notFound(reply);
          return reply
            .type('text/html; charset=utf-8')
            .send(site.renderProduct(publicProduct(seed, platform, index, day)));
        }
        const shop = site.shopOf(path, url.searchParams);
        const indexes = shop ? listingsOfShop(seed, platform, shop.shopId) : [];
        if (!shop || indexes.length === 0) return notFound(reply);
        const from = (shop.page - 1) * site.pageSize;
        const listings = indexes
          .slice(from, from + site.pageSize)
          .map((i) => catalogueListing(seed, platform, i, day));
        const first = catalogueListing(seed, platform, indexes[0], day);
        return reply.type('text/html; charset=utf-8').send(
          site.renderShop({
            shop: { id: first.shopId, name: first.shopName },
            listings,
            page: shop.page,
            pageSize: site.pageSize,
            total: indexes.length,
          }),
        );
      });
    }
    for (const host of web.imageHosts) {
      app.get(`/${host}/*`, async (request, reply) => {
        const key = PHOTO_KEY.exec((request.params as { '*': string })['*'])?.[0];
        if (!key) return reply.code(404).send();
        return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(photoPng(key));
      });
    }
  }
}
