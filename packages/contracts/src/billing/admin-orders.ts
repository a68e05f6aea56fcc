import { PACKAGE_NAMES } from '@booster/domain';
import { z } from 'zod';
import { personSchema } from '../auth/user.ts';
import { booleanQuery, requiredText, searchQuery } from '../common/fields.ts';
import { keysetPagedSchema, keysetPageFields } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { INVOICE_STATUSES, invoiceParamsSchema, PAYMENT_METHODS } from './billing.ts';
import { transferSchema } from './transfer.ts';

/** `/admin/order`: every member's invoices, newest first, with what the admin acts on. */
export const adminOrderSchema = z.object({
  _id: z.string(),
  number: z.string(),
  member: personSchema,
  packageName: z.enum(PACKAGE_NAMES),
  months: z.number().int(),
  kind: z.enum(['new', 'extend', 'upgrade']),
  method: z.enum(PAYMENT_METHODS).nullable(),
  status: z.enum(INVOICE_STATUSES),
  amount: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The coupon used on the invoice, once coupons fill it (null otherwise). */
  coupon: z.object({ code: z.string(), discount: z.number().int() }).nullable(),
  /** The affiliate commission earned on it, once affiliates fill it (null otherwise). */
  commission: z.object({ amount: z.number().int(), status: z.string().nullable() }).nullable(),
  /** The bank transfer of the invoice, when the member chose one. */
  transfer: transferSchema.nullable(),
  refund: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /**
   * When the gateway reported a payment the settlement refused (its coupon was used up meanwhile):
   * the member paid but got nothing, so the admin returns the money through the gateway.
   */
  refusedPaymentAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const day = z.string().date({ error: 'validation.dateInvalid' });

export const adminOrderQuerySchema = z.object({
  ...keysetPageFields(100, 20),
  status: z.enum(INVOICE_STATUSES, { error: 'validation.invalid' }).optional(),
  method: z.enum(PAYMENT_METHODS, { error: 'validation.invalid' }).optional(),
  packageName: z.enum(PACKAGE_NAMES, { error: 'validation.packageInvalid' }).optional(),
  /** Only invoices whose transfer waits for review. */
  awaitingReview: booleanQuery,
  /** Whole Jakarta days of the invoice's creation, inclusive. */
  from: day.optional(),
  to: day.optional(),
  /** A member's e-mail (part of it) or an invoice number (part of it). */
  search: searchQuery.optional(),
});
export type AdminOrderQuery = z.input<typeof adminOrderQuerySchema>;

export const adminReasonSchema = z.object({
  reason: requiredText(
    { required: 'validation.reasonRequired', tooLong: 'validation.reasonTooLong' },
    500,
    3,
  ),
});

export const adminOrderRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/order',
    summary: 'Admin: every invoice, newest first, with filters',
    tags: ['admin'],
    query: adminOrderQuerySchema,
    response: keysetPagedSchema(adminOrderSchema),
  }),
  approveTransfer: defineRoute({
    method: 'POST',
    path: '/api/admin/order/:id/approve-transfer',
    summary: 'Admin: the transfer arrived; the invoice is paid and the package activated (idempotent)',
    tags: ['admin'],
    params: invoiceParamsSchema,
    response: adminOrderSchema,
  }),
  rejectTransfer: defineRoute({
    method: 'POST',
    path: '/api/admin/order/:id/reject-transfer',
    summary: 'Admin: refuse a transfer with a reason; the invoice is cancelled and the member told',
    tags: ['admin'],
    params: invoiceParamsSchema,
    body: adminReasonSchema,
    response: adminOrderSchema,
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/api/admin/order/:id/refund',
    summary: 'Admin: mark a paid invoice as refunded, with a reason',
    tags: ['admin'],
    params: invoiceParamsSchema,
    body: adminReasonSchema,
    response: adminOrderSchema,
  }),
} as const;
