import { scrapeRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { ScrapeService } from './service.ts';

/**
 * Product/scrape: Produk > scrape in the menu (spec 2 and 6; no package is blocked); publishing also
 * needs the product menu's create-product feature, as creating a product does.
 */
export function registerScrapeRoutes(app: FastifyInstance, scrape: ScrapeService) {
  const scraping = { access: access.menu('product', { subMenu: 'scrape' }) };
  const publishing = { access: access.menu('product', { subMenu: 'scrape', feature: 'create-product' }) };

  route(app, scrapeRoutes.scrape, scraping, async (req) => scrape.scrape(requireCtx(req), req.body));
  route(app, scrapeRoutes.run, scraping, async (req) => scrape.run(requireCtx(req), req.params.id));
  route(app, scrapeRoutes.drafts, scraping, async (req) => scrape.list(requireCtx(req), req.query));
  route(app, scrapeRoutes.draft, scraping, async (req) => scrape.get(requireCtx(req), req.params.id));
  route(app, scrapeRoutes.save, scraping, async (req) =>
    scrape.save(requireCtx(req), req.params.id, req.body),
  );
  route(app, scrapeRoutes.remove, scraping, async (req) => scrape.remove(requireCtx(req), req.params.id));
  route(app, scrapeRoutes.publish, publishing, async (req) =>
    scrape.publish(requireCtx(req), req.params.id, req.body),
  );
}
