import { contentRoutes, landingRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.ts';
import type { LandingPages } from './landing.ts';
import type { ContentService } from './service.ts';

/** Browsers reuse a landing answer for a minute and revalidate it (ETag) in the background after. */
const LANDING_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** Public content: the top bar, popup banners per package, landing pages, the pricing packages. */
export function registerContentRoutes(app: FastifyInstance, content: ContentService, landing: LandingPages) {
  const open = { access: access.public() };
  route(app, contentRoutes.page, open, async (req) => content.page(req.query.type));
  route(app, contentRoutes.popupBanner, open, async (req) =>
    content.popupBanner(req.query.subscriptionPackage),
  );
  route(app, contentRoutes.packages, open, async () => content.packages());
  route(app, landingRoutes.get, open, async (req, reply) => {
    const { body, etag } = await landing.get(req.params.page);
    reply.header('etag', etag).header('cache-control', LANDING_CACHE);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return body;
  });
}
