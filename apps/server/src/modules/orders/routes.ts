import { orderRoutes, orderStatsRoute } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { route } from '../../platform/http/route.ts';
import { listOrders } from './list-page.ts';
import { monitorOrders } from './monitor.ts';
import { orderDetail, tabCounts } from './queries.ts';
import { orderStats } from './stats.ts';

/**
 * Order lists, tab counts and detail (order menu, order-list sub-menu), the monitor (order-monitor
 * sub-menu) and the statistics card (home menu, card-statistic feature). Every query is scoped to the caller's account: another
 * account's order answers 404.
 */
export function registerOrderRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const lists = { access: access.menu('order', { subMenu: 'order-list' }) };
  const monitor = { access: access.menu('order', { subMenu: 'order-monitor' }) };
  const statistics = { access: access.menu('home', { feature: 'card-statistic' }) };

  // The hottest list: its rows come from one view function, so the answer skips zod's second pass.
  route(app, orderRoutes.list, { ...lists, compiledResponse: true }, async (req) =>
    listOrders(db, requireCtx(req).accountId, req.params.marketplace, req.query),
  );
  route(app, orderRoutes.tabs, lists, async (req) =>
    tabCounts(db, requireCtx(req).accountId, req.params.marketplace, req.query),
  );
  route(app, orderRoutes.monitor, monitor, async (req) =>
    monitorOrders(db, requireCtx(req).accountId, req.query),
  );
  route(app, orderRoutes.detail, lists, async (req) =>
    orderDetail(db, requireCtx(req).accountId, req.params.marketplace, req.params.id),
  );
  route(app, orderStatsRoute, statistics, async (req) =>
    orderStats(db, requireCtx(req).accountId, req.query.range),
  );
}
