import { adminCouponRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../../platform/auth/index.ts';
import { route } from '../../../platform/http/route.ts';
import type { AdminCoupons } from './admin-coupons.ts';

/** `/admin/order/coupon`: admins only. */
export function registerCouponRoutes(app: FastifyInstance, coupons: AdminCoupons) {
  const admin = { access: access.admin() };
  route(app, adminCouponRoutes.list, admin, async (req) => coupons.list(req.query));
  route(app, adminCouponRoutes.create, admin, async (req) =>
    coupons.create(requireCtx(req).userId, req.body),
  );
  route(app, adminCouponRoutes.update, admin, async (req) =>
    coupons.update(requireCtx(req).userId, req.params.id, req.body),
  );
  route(app, adminCouponRoutes.deactivate, admin, async (req) =>
    coupons.deactivate(requireCtx(req).userId, req.params.id),
  );
}
