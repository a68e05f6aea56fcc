import { researchPopularRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../../platform/auth/index.ts';
import { type Db, withTransaction } from '../../../platform/db/index.ts';
import { route } from '../../../platform/http/route.ts';
import type { ResearchQuota } from '../quota.ts';
import type { PopularService } from './popular-service.ts';

/**
 * `/panel/research/popular`: behind the research menu's popular-product sub-menu. A free member's
 * daily quota counts each new list (page 1, exports included); paging through it does not.
 */
export function registerPopularRoutes(
  app: FastifyInstance,
  deps: { db: Db; quota: ResearchQuota; popular: PopularService },
) {
  const popular = { access: access.menu('research', { subMenu: 'popular-product' }) };
  route(app, researchPopularRoutes.list, popular, async (req) => {
    if (req.query.page > 1) return deps.popular.list(req.query);
    return withTransaction(deps.db, async (tx) => {
      await deps.quota.consume(tx, requireCtx(req), 'popular');
      return deps.popular.list(req.query);
    });
  });
  route(app, researchPopularRoutes.filters, popular, async (req) =>
    deps.popular.filters(req.query.marketplace),
  );
}
