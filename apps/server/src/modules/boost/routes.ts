import { boostRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { BoostQueues } from './queues.ts';

/** Naikkan Produk: owners, and sub-members whose role enables Produk > boost. */
export function registerBoostRoutes(app: FastifyInstance, queues: BoostQueues) {
  const boostPage = { access: access.menu('product', { subMenu: 'boost' }) };

  route(app, boostRoutes.list, boostPage, async (req) => queues.list(requireCtx(req)));
  route(app, boostRoutes.get, boostPage, async (req) => queues.read(requireCtx(req), req.params.shopId));
  route(app, boostRoutes.save, boostPage, async (req) =>
    queues.save(requireCtx(req), req.params.shopId, req.body),
  );
  route(app, boostRoutes.pause, boostPage, async (req) => queues.pause(requireCtx(req), req.params.shopId));
  route(app, boostRoutes.resume, boostPage, async (req) => queues.resume(requireCtx(req), req.params.shopId));
  route(app, boostRoutes.remove, boostPage, async (req) => {
    await queues.remove(requireCtx(req), req.params.shopId);
    return { message: 'success' as const };
  });
  route(app, boostRoutes.history, boostPage, async (req) =>
    queues.history(requireCtx(req), req.params.shopId, req.query),
  );
  route(app, boostRoutes.products, boostPage, async (req) =>
    queues.products(requireCtx(req), req.params.shopId, req.query.search),
  );
}
