import { orderRoutes, orderStatsRoute } from '@booster/contracts';
import type { FastifyInstance } from 'fastify';
import { type Guards, requireCtx } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { route } from '../../platform/http/route.ts';
import { monitorOrders } from './monitor.ts';
import { listOrders, orderDetail, tabCounts } from './queries.ts';
import { orderStats } from './stats.ts';

/**
 * Order lists, tab counts and detail (order menu, order-list sub-menu), the monitor (order-monitor
 * sub-menu) and the statistics card. Every query is scoped to the caller's account: another
 * account's order answers 404.
 */
export function registerOrderRoutes(app: FastifyInstance, { guards, db }: { guards: Guards; db: Db }) {
  const lists = [guards.verified, guards.menu('order', 'order-list')];
  const monitor = [guards.verified, guards.menu('order', 'order-monitor')];

  route(app, orderRoutes.list, { guards: lists }, async (req) =>
    listOrders(db, requireCtx(req).accountId, req.params.marketplace, req.query),
  );
  route(app, orderRoutes.tabs, { guards: lists }, async (req) =>
    tabCounts(db, requireCtx(req).accountId, req.params.marketplace, req.query),
  );
  route(app, orderRoutes.monitor, { guards: monitor }, async (req) =>
    monitorOrders(db, requireCtx(req).accountId, req.query),
  );
  route(app, orderRoutes.detail, { guards: lists }, async (req) =>
    orderDetail(db, requireCtx(req).accountId, req.params.marketplace, req.params.id),
  );
  route(app, orderStatsRoute, { guards: [guards.verified] }, async (req) =>
    orderStats(db, requireCtx(req).accountId, req.query.range),
  );
}
