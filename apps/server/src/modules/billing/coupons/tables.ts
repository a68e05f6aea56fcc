import type { BillingMonths, CouponKind, PaidPackageName } from '@booster/domain';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { primaryId, timestamps, tz } from '../../../platform/db/columns.ts';

/**
 * A coupon made by an admin. `used` counts paid invoices that carried it (incremented by the paid
 * listener); open invoices holding it are counted from billing_invoices when another invoice asks.
 */
export const billingCoupons = Pg.pgTable(
  'billing_coupons',
  {
    id: primaryId(),
    /** Upper case; members type it in any case. */
    code: Pg.text('code').notNull(),
    kind: Pg.text('kind').$type<CouponKind>().notNull(),
    /** Percent (1–100) or rupiah. */
    value: Pg.bigint('value', { mode: 'number' }).notNull(),
    packages: Pg.text('packages').array().$type<PaidPackageName[]>().notNull(),
    months: Pg.integer('months').array().$type<BillingMonths[]>().notNull(),
    startsAt: Pg.timestamp('starts_at', tz).notNull(),
    endsAt: Pg.timestamp('ends_at', tz).notNull(),
    maxUses: Pg.integer('max_uses'),
    maxUsesPerMember: Pg.integer('max_uses_per_member'),
    active: Pg.boolean('active').notNull().default(true),
    used: Pg.integer('used').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    Pg.uniqueIndex('billing_coupons_code_key').on(t.code),
    Pg.check('billing_coupons_kind_known', sql`${t.kind} in ('percent', 'amount')`),
    Pg.check('billing_coupons_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type CouponRow = typeof billingCoupons.$inferSelect;
