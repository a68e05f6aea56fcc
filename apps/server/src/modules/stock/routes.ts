import { masterRoutes, stockRoutes, stockRuleRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n/index.ts';
import type { StockServices } from './index.ts';

/**
 * Master products and central stock (issue 4). Every route needs a package with master products
 * (shopeeOptimization has none) and, for a sub-member, the product menu's master-product sub-menu;
 * pushing by hand also needs the push-stock feature.
 */
export function registerStockRoutes(app: FastifyInstance, s: StockServices) {
  const masters = { access: access.menu('product', { subMenu: 'master-product', package: 'masterProduct' }) };
  const pushing = {
    access: access.menu('product', {
      subMenu: 'master-product',
      feature: 'push-stock',
      package: 'masterProduct',
    }),
  };

  route(app, masterRoutes.list, masters, async (req) => s.masters.list(requireCtx(req), req.query));
  route(app, masterRoutes.suggestions, masters, async (req) =>
    s.links.suggestions(requireCtx(req), req.query.masterProductId),
  );
  route(app, masterRoutes.candidates, masters, async (req) => s.links.candidates(requireCtx(req), req.query));
  route(app, masterRoutes.detail, masters, async (req) => s.masters.view(requireCtx(req), req.params.id));
  route(app, masterRoutes.create, masters, async (req) => s.masters.create(requireCtx(req), req.body));
  route(app, masterRoutes.update, masters, async (req) =>
    s.masters.update(requireCtx(req), req.params.id, req.body),
  );
  route(app, masterRoutes.remove, masters, async (req) => {
    const ctx = requireCtx(req);
    await s.masters.remove(ctx, req.params.id);
    return { message: t(ctx.locale, 'messages.masterProductDeleted') };
  });
  route(app, masterRoutes.fromListings, masters, async (req) =>
    s.fromListings(requireCtx(req), req.body.listingIds),
  );
  route(app, masterRoutes.link, masters, async (req) => ({
    linked: await s.links.link(requireCtx(req), req.body.links),
  }));
  route(app, masterRoutes.unlink, masters, async (req) => {
    const ctx = requireCtx(req);
    await s.links.unlink(ctx, req.params.variantId);
    return { message: t(ctx.locale, 'messages.listingUnlinked') };
  });
  route(app, masterRoutes.publish, masters, async (req) =>
    s.publish(requireCtx(req), req.params.id, req.body),
  );

  route(app, stockRoutes.list, masters, async (req) => s.items.list(requireCtx(req), req.query));
  route(app, stockRoutes.setting, masters, async (req) => s.settings.get(requireCtx(req)));
  route(app, stockRoutes.saveSetting, masters, async (req) => s.settings.save(requireCtx(req), req.body));
  route(app, stockRoutes.log, masters, async (req) => s.log.list(requireCtx(req), req.query));
  route(app, stockRoutes.pushes, masters, async (req) => s.pushes.list(requireCtx(req), req.query));
  route(app, stockRoutes.push, pushing, async (req) => s.items.pushNow(requireCtx(req), req.body.skuIds));
  route(app, stockRoutes.retryPush, pushing, async (req) => s.pushes.retry(requireCtx(req), req.params.id));
  route(app, stockRoutes.giveUpPush, masters, async (req) => s.pushes.giveUp(requireCtx(req), req.params.id));
  route(app, stockRuleRoutes.list, masters, async (req) => s.rules.list(requireCtx(req)));
  route(app, stockRuleRoutes.create, masters, async (req) => s.rules.create(requireCtx(req), req.body));
  route(app, stockRuleRoutes.update, masters, async (req) =>
    s.rules.update(requireCtx(req), req.params.id, req.body),
  );
  route(app, stockRuleRoutes.remove, masters, async (req) => {
    const ctx = requireCtx(req);
    await s.rules.remove(ctx, req.params.id);
    return { message: t(ctx.locale, 'messages.stockRuleDeleted') };
  });
  route(app, stockRuleRoutes.simulate, masters, async (req) => s.simulateRules(requireCtx(req), req.body));
  route(app, stockRoutes.detail, masters, async (req) => s.items.detail(requireCtx(req), req.params.id));
  route(app, stockRoutes.edit, masters, async (req) =>
    s.items.edit(requireCtx(req), req.params.id, req.body),
  );
}
