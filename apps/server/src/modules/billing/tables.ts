import type { PackageName } from '@booster/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, primaryId, timestamps, tz } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';
import { billingCoupons } from './coupons/tables.ts';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * An invoice: what the member buys (package, months) and what the server priced it at. Amounts are
 * whole rupiah fixed when the invoice is made; the period is set when it is paid.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    number: text('number').notNull(),
    packageName: text('package_name').$type<PackageName>().notNull(),
    months: integer('months').notNull(),
    /** new | extend | upgrade, as quoted. */
    kind: text('kind').$type<'new' | 'extend' | 'upgrade'>().notNull(),
    listPrice: money('list_price'),
    discountPercent: integer('discount_percent').notNull(),
    discount: money('discount'),
    price: money('price'),
    creditDays: integer('credit_days').notNull().default(0),
    credit: money('credit').default(0),
    /** The coupon applied at creation (its code as typed then) and its rupiah off; amount is net of it. */
    couponId: uuid('coupon_id').references(() => billingCoupons.id),
    couponCode: text('coupon_code'),
    couponDiscount: money('coupon_discount').default(0),
    amount: money('amount'),
    status: text('status')
      .$type<'unpaid' | 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded'>()
      .notNull()
      .default('unpaid'),
    method: text('method').$type<'midtrans' | 'dana' | 'manual'>(),
    dueAt: timestamp('due_at', tz).notNull(),
    paidAt: timestamp('paid_at', tz),
    periodStart: timestamp('period_start', tz),
    periodEnd: timestamp('period_end', tz),
    /** The member's plan just before this invoice's payment moved it (put back by a refund). */
    previousPackage: text('previous_package').$type<PackageName>(),
    previousStatus: boolean('previous_status'),
    previousExpiredAt: timestamp('previous_expired_at', tz),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('billing_invoices_number_key').on(t.number),
    index('billing_invoices_account_idx').on(t.accountId, t.createdAt),
    index('billing_invoices_coupon_idx').on(t.couponId, t.accountId).where(sql`${t.couponId} is not null`),
    index('billing_invoices_paid_idx').on(t.paidAt).where(sql`${t.status} = 'paid'`),
    // /admin/order: newest first over every member, and per status, method or package (keyset on
    // created_at, id; ascending indexes read backwards, as `order by created_at desc, id desc` needs).
    index('billing_invoices_admin_idx').on(t.createdAt, t.id),
    index('billing_invoices_admin_status_idx').on(t.status, t.createdAt, t.id),
    index('billing_invoices_admin_method_idx').on(t.method, t.createdAt, t.id),
    index('billing_invoices_admin_package_idx').on(t.packageName, t.createdAt, t.id),
    // /admin/order's search by a part of the number (the member's e-mail goes through users_email_trgm_idx).
    index('billing_invoices_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    check('billing_invoices_amount_positive', sql`${t.amount} > 0`),
    check(
      'billing_invoices_status_known',
      sql`${t.status} in ('unpaid', 'pending', 'paid', 'expired', 'cancelled', 'refunded')`,
    ),
  ],
);

/**
 * One attempt to pay an invoice through a gateway (Midtrans Snap today; DANA next). `external_id` is
 * the gateway's order id, unique per method: notifications find their payment by it.
 */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: primaryId(),
    invoiceId: belongsTo('invoice_id', () => billingInvoices.id),
    accountId: accountIdColumn(),
    method: text('method').$type<'midtrans' | 'dana' | 'manual'>().notNull(),
    externalId: text('external_id').notNull(),
    amount: money('amount'),
    /** Snap token and page, reused while the payment is open. */
    token: text('token'),
    redirectUrl: text('redirect_url'),
    /** The gateway's last status as received (transaction_status). */
    gatewayStatus: text('gateway_status'),
    gatewayTransactionId: text('gateway_transaction_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('billing_payments_method_external_id_key').on(t.method, t.externalId),
    index('billing_payments_invoice_idx').on(t.invoiceId),
  ],
);

/** Every notification and status answer a gateway gave, verified or not, with what Booster did with it. */
export const billingGatewayEvents = pgTable(
  'billing_gateway_events',
  {
    id: primaryId(),
    method: text('method').notNull(),
    /** notification | status */
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    gatewayStatus: text('gateway_status').notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    /** applied | duplicate | ignored | refused | forged | unknownPayment | amountMismatch */
    outcome: text('outcome').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', tz).notNull().defaultNow(),
  },
  (t) => [index('billing_gateway_events_external_idx').on(t.method, t.externalId, t.receivedAt)],
);
