import { contentRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.ts';
import type { ContentService } from './service.ts';

/** Public content: the top bar, popup banners per package, the packages of the pricing page. */
export function registerContentRoutes(app: FastifyInstance, content: ContentService) {
  const open = { access: access.public() };
  route(app, contentRoutes.page, open, async (req) => content.page(req.query.type));
  route(app, contentRoutes.popupBanner, open, async (req) =>
    content.popupBanner(req.query.subscriptionPackage),
  );
  route(app, contentRoutes.packages, open, async () => content.packages());
}
