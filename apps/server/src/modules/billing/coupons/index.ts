import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.ts';
import type { AuditService } from '../../audit/index.ts';
import type { InvoiceSettlement } from '../invoice-settlement.ts';
import { createAdminCoupons } from './admin-coupons.ts';
import { createCouponPricing } from './coupon-pricing.ts';
import { registerCouponRoutes } from './routes.ts';

export type { CouponedQuote, CouponPricing } from './coupon-pricing.ts';

/** Coupons: admin CRUD, the price at confirmation, the use held by an invoice, counted when paid, given back on refund. */
export function createCoupons(deps: { db: Db; audit: AuditService; settlement: InvoiceSettlement }) {
  const pricing = createCouponPricing({ db: deps.db });
  const admin = createAdminCoupons({ db: deps.db, audit: deps.audit });
  deps.settlement.guardPayment((tx, invoice) => pricing.mayPay(tx, invoice));
  deps.settlement.onPaid((tx, invoice) => pricing.countUse(tx, invoice));
  deps.settlement.onRefunded((tx, invoice) => pricing.giveBack(tx, invoice));
  return { pricing, admin, registerRoutes: (app: FastifyInstance) => registerCouponRoutes(app, admin) };
}
