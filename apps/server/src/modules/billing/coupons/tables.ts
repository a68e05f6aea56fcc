import type { BillingMonths, CouponKind, PaidPackageName } from '@booster/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { primaryId, timestamps, tz } from '../../../platform/db/columns.ts';

/**
 * A coupon made by an admin. `used` counts paid invoices that carried it (incremented by the paid
 * listener); open invoices holding it are counted from billing_invoices when another invoice asks.
 */
export const billingCoupons = pgTable(
  'billing_coupons',
  {
    id: primaryId(),
    /** Upper case; members type it in any case. */
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** Percent (1–100) or rupiah. */
    value: bigint('value', { mode: 'number' }).notNull(),
    packages: text('packages').array().$type<PaidPackageName[]>().notNull(),
    months: integer('months').array().$type<BillingMonths[]>().notNull(),
    startsAt: timestamp('starts_at', tz).notNull(),
    endsAt: timestamp('ends_at', tz).notNull(),
    maxUses: integer('max_uses'),
    maxUsesPerMember: integer('max_uses_per_member'),
    active: boolean('active').notNull().default(true),
    used: integer('used').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('billing_coupons_code_key').on(t.code),
    check('billing_coupons_kind_known', sql`${t.kind} in ('percent', 'amount')`),
    check('billing_coupons_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type CouponRow = typeof billingCoupons.$inferSelect;
