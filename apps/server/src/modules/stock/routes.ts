import { masterRoutes, stockRoutes } from '@booster/contracts';
import type { FastifyInstance } from 'fastify';
import { type Guards, requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n/index.ts';
import type { StockServices } from './index.ts';

/**
 * Master products and central stock (issue 4). Every route needs a package with master products
 * (shopeeOptimization has none) and, for a sub-member, the product menu's master-product sub-menu;
 * pushing by hand also needs the push-stock feature.
 */
export function registerStockRoutes(app: FastifyInstance, guards: Guards, s: StockServices) {
  const access = [
    guards.verified,
    guards.packageFeature('masterProduct'),
    guards.menu('product', 'master-product'),
  ];
  const pushing = [...access, guards.menu('product', 'push-stock')];

  route(app, masterRoutes.list, { guards: access }, async (req) =>
    s.masters.list(requireCtx(req), req.query),
  );
  route(app, masterRoutes.suggestions, { guards: access }, async (req) =>
    s.links.suggestions(requireCtx(req), req.query.masterProductId),
  );
  route(app, masterRoutes.candidates, { guards: access }, async (req) =>
    s.links.candidates(requireCtx(req), req.query),
  );
  route(app, masterRoutes.detail, { guards: access }, async (req) =>
    s.masters.view(requireCtx(req), req.params.id),
  );
  route(app, masterRoutes.create, { guards: access }, async (req) =>
    s.masters.create(requireCtx(req), req.body),
  );
  route(app, masterRoutes.update, { guards: access }, async (req) =>
    s.masters.update(requireCtx(req), req.params.id, req.body),
  );
  route(app, masterRoutes.remove, { guards: access }, async (req) => {
    const ctx = requireCtx(req);
    await s.masters.remove(ctx, req.params.id);
    return { message: t(ctx.locale, 'messages.masterProductDeleted') };
  });
  route(app, masterRoutes.fromListings, { guards: access }, async (req) =>
    s.fromListings(requireCtx(req), req.body.listingIds),
  );
  route(app, masterRoutes.link, { guards: access }, async (req) => ({
    linked: await s.links.link(requireCtx(req), req.body.links),
  }));
  route(app, masterRoutes.unlink, { guards: access }, async (req) => {
    const ctx = requireCtx(req);
    await s.links.unlink(ctx, req.params.variantId);
    return { message: t(ctx.locale, 'messages.listingUnlinked') };
  });
  route(app, masterRoutes.publish, { guards: access }, async (req) =>
    s.publish(requireCtx(req), req.params.id, req.body),
  );

  route(app, stockRoutes.list, { guards: access }, async (req) => s.items.list(requireCtx(req), req.query));
  route(app, stockRoutes.setting, { guards: access }, async (req) => s.settings.get(requireCtx(req)));
  route(app, stockRoutes.saveSetting, { guards: access }, async (req) =>
    s.settings.save(requireCtx(req), req.body),
  );
  route(app, stockRoutes.log, { guards: access }, async (req) => s.log.list(requireCtx(req), req.query));
  route(app, stockRoutes.pushes, { guards: access }, async (req) =>
    s.pushes.list(requireCtx(req), req.query),
  );
  route(app, stockRoutes.push, { guards: pushing }, async (req) =>
    s.items.pushNow(requireCtx(req), req.body.skuIds),
  );
  route(app, stockRoutes.retryPush, { guards: pushing }, async (req) =>
    s.pushes.retry(requireCtx(req), req.params.id),
  );
  route(app, stockRoutes.giveUpPush, { guards: access }, async (req) =>
    s.pushes.giveUp(requireCtx(req), req.params.id),
  );
  route(app, stockRoutes.detail, { guards: access }, async (req) =>
    s.items.detail(requireCtx(req), req.params.id),
  );
  route(app, stockRoutes.edit, { guards: access }, async (req) =>
    s.items.edit(requireCtx(req), req.params.id, req.body),
  );
}
