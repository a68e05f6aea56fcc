import { cloneRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { CloneService } from './service.ts';

/**
 * Clone shop: owners and sub-members whose role has Produk > Clone Toko; free, premium and
 * shopeeOptimization members are refused (403 FEATURE_BLOCKED, spec section 5).
 */
export function registerCloneRoutes(app: FastifyInstance, clone: CloneService) {
  const cloning = { access: access.menu('product', { subMenu: 'clone', package: 'cloneShop' }) };

  route(app, cloneRoutes.start, cloning, async (req) => clone.start(requireCtx(req), req.body));
  route(app, cloneRoutes.preview, cloning, async (req) => clone.preview(requireCtx(req), req.query));
  route(app, cloneRoutes.attributes, cloning, async (req) => clone.attributes(requireCtx(req), req.query));
  route(app, cloneRoutes.runs, cloning, async (req) => clone.runs(requireCtx(req)));
  route(app, cloneRoutes.run, cloning, async (req) => clone.run(requireCtx(req), req.params.id));
  route(app, cloneRoutes.resume, cloning, async (req) => clone.resume(requireCtx(req), req.params.id));
  route(app, cloneRoutes.mappings, cloning, async (req) => clone.mappingList(requireCtx(req)));
}
