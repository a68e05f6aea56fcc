import type { PackageName } from '@booster/domain';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, moneyColumn, primaryId, timestamps, tz } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';
import { billingCoupons } from './coupons/tables.ts';

/**
 * An invoice: what the member buys (package, months) and what the server priced it at. Amounts are
 * whole rupiah fixed when the invoice is made; the period is set when it is paid.
 */
export const billingInvoices = Pg.pgTable(
  'billing_invoices',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    number: Pg.text('number').notNull(),
    packageName: Pg.text('package_name').$type<PackageName>().notNull(),
    months: Pg.integer('months').notNull(),
    /** new | extend | upgrade, as quoted. */
    kind: Pg.text('kind').$type<'new' | 'extend' | 'upgrade'>().notNull(),
    listPrice: moneyColumn('list_price'),
    discountPercent: Pg.integer('discount_percent').notNull(),
    discount: moneyColumn('discount'),
    price: moneyColumn('price'),
    creditDays: Pg.integer('credit_days').notNull().default(0),
    credit: moneyColumn('credit').default(0),
    /** The coupon applied at creation (its code as typed then) and its rupiah off; amount is net of it. */
    couponId: Pg.uuid('coupon_id').references(() => billingCoupons.id),
    couponCode: Pg.text('coupon_code'),
    couponDiscount: moneyColumn('coupon_discount').default(0),
    amount: moneyColumn('amount'),
    status: Pg.text('status')
      .$type<'unpaid' | 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded'>()
      .notNull()
      .default('unpaid'),
    method: Pg.text('method').$type<'midtrans' | 'dana' | 'manual'>(),
    dueAt: Pg.timestamp('due_at', tz).notNull(),
    paidAt: Pg.timestamp('paid_at', tz),
    periodStart: Pg.timestamp('period_start', tz),
    periodEnd: Pg.timestamp('period_end', tz),
    /** The member's plan just before this invoice's payment moved it (put back by a refund). */
    previousPackage: Pg.text('previous_package').$type<PackageName>(),
    previousStatus: Pg.boolean('previous_status'),
    previousExpiredAt: Pg.timestamp('previous_expired_at', tz),
    ...timestamps(),
  },
  (t) => [
    Pg.uniqueIndex('billing_invoices_number_key').on(t.number),
    Pg.index('billing_invoices_account_idx').on(t.accountId, t.createdAt),
    Pg.index('billing_invoices_coupon_idx').on(t.couponId, t.accountId).where(sql`${t.couponId} is not null`),
    Pg.index('billing_invoices_paid_idx').on(t.paidAt).where(sql`${t.status} = 'paid'`),
    // /admin/order: newest first over every member, and per status, method or package (keyset on
    // created_at, id; ascending indexes read backwards, as `order by created_at desc, id desc` needs).
    Pg.index('billing_invoices_admin_idx').on(t.createdAt, t.id),
    Pg.index('billing_invoices_admin_status_idx').on(t.status, t.createdAt, t.id),
    Pg.index('billing_invoices_admin_method_idx').on(t.method, t.createdAt, t.id),
    Pg.index('billing_invoices_admin_package_idx').on(t.packageName, t.createdAt, t.id),
    // /admin/order's search by a part of the number (the member's e-mail goes through users_email_trgm_idx).
    Pg.index('billing_invoices_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    Pg.check('billing_invoices_amount_positive', sql`${t.amount} > 0`),
    Pg.check(
      'billing_invoices_status_known',
      sql`${t.status} in ('unpaid', 'pending', 'paid', 'expired', 'cancelled', 'refunded')`,
    ),
  ],
);

/**
 * One attempt to pay an invoice through a gateway (Midtrans Snap today; DANA next). `external_id` is
 * the gateway's order id, unique per method: notifications find their payment by it.
 */
export const billingPayments = Pg.pgTable(
  'billing_payments',
  {
    id: primaryId(),
    invoiceId: belongsTo('invoice_id', () => billingInvoices.id),
    accountId: accountIdColumn(),
    method: Pg.text('method').$type<'midtrans' | 'dana' | 'manual'>().notNull(),
    externalId: Pg.text('external_id').notNull(),
    amount: moneyColumn('amount'),
    /** Snap token and page, reused while the payment is open. */
    token: Pg.text('token'),
    redirectUrl: Pg.text('redirect_url'),
    /** The gateway's last status as received (transaction_status). */
    gatewayStatus: Pg.text('gateway_status'),
    gatewayTransactionId: Pg.text('gateway_transaction_id'),
    ...timestamps(),
  },
  (t) => [
    Pg.uniqueIndex('billing_payments_method_external_id_key').on(t.method, t.externalId),
    Pg.index('billing_payments_invoice_idx').on(t.invoiceId),
  ],
);

/** Every notification and status answer a gateway gave, verified or not, with what Booster did with it. */
export const billingGatewayEvents = Pg.pgTable(
  'billing_gateway_events',
  {
    id: primaryId(),
    method: Pg.text('method').notNull(),
    /** notification | status */
    source: Pg.text('source').notNull(),
    externalId: Pg.text('external_id').notNull(),
    gatewayStatus: Pg.text('gateway_status').notNull(),
    signatureValid: Pg.boolean('signature_valid').notNull(),
    /** applied | duplicate | ignored | refused | forged | unknownPayment | amountMismatch */
    outcome: Pg.text('outcome').notNull(),
    body: Pg.jsonb('body').$type<Record<string, unknown>>().notNull(),
    receivedAt: Pg.timestamp('received_at', tz).notNull().defaultNow(),
  },
  (t) => [Pg.index('billing_gateway_events_external_idx').on(t.method, t.externalId, t.receivedAt)],
);
