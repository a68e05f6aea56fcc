import { BILLING_DURATIONS, type BillingMonths, PACKAGE_NAMES } from '@booster/domain';
import { z } from 'zod';
import { idParams, text } from '../common/fields.ts';
import { pagedSchema, pageQuerySchema } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { couponCodeInput } from './coupons.ts';

/**
 * Billing (issue 13): quotes, invoices and payments. Every amount is whole rupiah computed by the
 * server from the package catalogue (@booster/domain billing.ts); a request names a package and a
 * duration, never an amount.
 */

export const durationPriceSchema = z.object({
  months: z.number().int(),
  listPrice: z.number().int(),
  discountPercent: z.number().int(),
  discount: z.number().int(),
  price: z.number().int(),
});

const billingMonths = z
  .number({ error: 'validation.billingMonthsInvalid' })
  .int({ error: 'validation.billingMonthsInvalid' })
  .refine((m) => (BILLING_DURATIONS as readonly number[]).includes(m), {
    error: 'validation.billingMonthsInvalid',
  })
  .transform((m) => m as BillingMonths);

/** What the member wants to buy: the select-package page's choice. */
export const planChoiceSchema = z.object({
  packageName: z.enum(PACKAGE_NAMES, { error: 'validation.packageInvalid' }),
  months: billingMonths,
  /** `extend` (membership box "Extend"): the same package, added to the current expiry. */
  subscribeType: z.enum(['extend'], { error: 'validation.invalid' }).optional(),
  /** A coupon code typed at confirmation; the server checks it and prices the discount. */
  couponCode: couponCodeInput.optional(),
});
export type PlanChoice = z.input<typeof planChoiceSchema>;

export const PLAN_CHANGE_KINDS = ['new', 'extend', 'upgrade'] as const;
/** `refunded`: an admin marked a paid invoice as paid back (/admin/order). */
export const INVOICE_STATUSES = ['unpaid', 'pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Payment methods; only Midtrans is built so far (DANA and bank transfer come next). */
export const PAYMENT_METHODS = ['midtrans', 'dana', 'manual'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const moneyParts = {
  packageName: z.enum(PACKAGE_NAMES),
  months: z.number().int(),
  kind: z.enum(PLAN_CHANGE_KINDS),
  listPrice: z.number().int(),
  discountPercent: z.number().int(),
  discount: z.number().int(),
  price: z.number().int(),
  creditDays: z.number().int(),
  credit: z.number().int(),
  /** The coupon applied (null: none) and its rupiah off; `amount` is already net of it. */
  couponCode: z.string().nullable(),
  couponDiscount: z.number().int(),
  amount: z.number().int(),
};

export const planQuoteSchema = z.object({
  ...moneyParts,
  /** When the new period would start and end if paid now (ISO). */
  startsAt: z.string(),
  expiresAt: z.string(),
  current: z.object({
    subscriptionPackage: z.enum(PACKAGE_NAMES),
    expiredAt: z.string().nullable(),
    active: z.boolean(),
  }),
});
export type PlanQuoteView = z.infer<typeof planQuoteSchema>;

export const invoiceSchema = z.object({
  _id: z.string(),
  number: z.string(),
  ...moneyParts,
  status: z.enum(INVOICE_STATUSES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  createdAt: z.string(),
  /** After this the invoice can no longer be paid. */
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  /** The period the payment bought (set when paid). */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `/:id` of an invoice (the server's PDF and proof routes take it too). */
export const invoiceParamsSchema = idParams;

/** Midtrans Snap: where the member pays. */
export const snapCheckoutSchema = z.object({ token: z.string(), redirectUrl: z.string() });

/** `/subscription-payment/finish?order_id=…`: the query names the payment; the status is the server's. */
export const paymentFinishQuerySchema = z.object({
  order_id: text().trim().min(1, { error: 'validation.required' }).max(64, { error: 'validation.invalid' }),
});

const notificationText = text().max(500);
/**
 * Midtrans HTTP notification (and the status API's answer): the fields Booster reads; every other
 * field is accepted and kept as received.
 */
export const midtransNotificationSchema = z.looseObject({
  order_id: notificationText,
  status_code: notificationText,
  gross_amount: notificationText,
  signature_key: notificationText,
  transaction_status: notificationText,
  transaction_id: notificationText.optional(),
  fraud_status: notificationText.optional(),
  payment_type: notificationText.optional(),
});
export type MidtransNotification = z.infer<typeof midtransNotificationSchema>;

/** The invoice as a PDF (binary, outside the JSON contracts): owner only, another account's id is 404. */
export const INVOICE_PDF_PATH = '/api/billing/invoices/:id/pdf';

export const billingRoutes = {
  quote: defineRoute({
    method: 'POST',
    path: '/api/billing/quote',
    summary: 'Price and period of a package for the member (server-computed)',
    tags: ['billing'],
    body: planChoiceSchema,
    response: planQuoteSchema,
  }),
  createInvoice: defineRoute({
    method: 'POST',
    path: '/api/billing/invoices',
    summary: 'Create an invoice for a package and duration',
    tags: ['billing'],
    body: planChoiceSchema,
    response: invoiceSchema,
  }),
  invoices: defineRoute({
    method: 'GET',
    path: '/api/billing/invoices',
    summary: "The account's invoices, newest first",
    tags: ['billing'],
    query: pageQuerySchema.omit({ search: true }),
    response: pagedSchema(invoiceSchema),
  }),
  invoice: defineRoute({
    method: 'GET',
    path: '/api/billing/invoices/:id',
    summary: 'One invoice',
    tags: ['billing'],
    params: invoiceParamsSchema,
    response: invoiceSchema,
  }),
  payWithMidtrans: defineRoute({
    method: 'POST',
    path: '/api/billing/invoices/:id/midtrans',
    summary: 'Start paying an invoice through Midtrans Snap',
    tags: ['billing'],
    params: invoiceParamsSchema,
    response: snapCheckoutSchema,
  }),
  paymentFinish: defineRoute({
    method: 'GET',
    path: '/api/billing/payment-finish',
    summary: 'The invoice of a gateway payment, as the server knows it (checks the gateway when pending)',
    tags: ['billing'],
    query: paymentFinishQuerySchema,
    response: invoiceSchema,
  }),
  midtransNotification: defineRoute({
    method: 'POST',
    path: '/api/billing/midtrans/notification',
    summary: 'Midtrans HTTP notification (signature_key verified)',
    tags: ['billing'],
    body: midtransNotificationSchema,
    response: z.object({ status: z.literal('ok') }),
  }),
} as const;
