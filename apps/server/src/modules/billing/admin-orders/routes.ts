import { adminOrderRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../../platform/auth/index.ts';
import type { Db } from '../../../platform/db/index.ts';
import { route } from '../../../platform/http/route.ts';
import type { TransferService } from '../transfer/transfer-service.ts';
import type { OrderList } from './order-list.ts';
import type { createRefunds } from './refund.ts';

/** `/admin/order` (admin only): the list, transfer approval or rejection, refund marking. */
export function registerAdminOrderRoutes(
  app: FastifyInstance,
  deps: { db: Db; orders: OrderList; transfers: TransferService; refunds: ReturnType<typeof createRefunds> },
) {
  const { db, orders, transfers, refunds } = deps;
  const admin = { access: access.admin() };
  route(app, adminOrderRoutes.list, { ...admin, compiledResponse: true }, async (req) =>
    orders.list(db, req.query),
  );
  route(app, adminOrderRoutes.approveTransfer, admin, async (req) => {
    await transfers.approve(requireCtx(req), req.params.id);
    return orders.one(db, req.params.id);
  });
  route(app, adminOrderRoutes.rejectTransfer, admin, async (req) => {
    await transfers.reject(requireCtx(req), req.params.id, req.body.reason);
    return orders.one(db, req.params.id);
  });
  route(app, adminOrderRoutes.refund, admin, async (req) => {
    await refunds.mark(requireCtx(req), req.params.id, req.body.reason);
    return orders.one(db, req.params.id);
  });
}
