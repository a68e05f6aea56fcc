import { z } from 'zod';
import { text } from '../common/fields.ts';
import { defineRoute } from '../common/route.ts';
import { invoiceParamsSchema } from './billing.ts';

/** DANA's hosted cashier: where the member pays. */
export const danaCheckoutSchema = z.object({ redirectUrl: z.string() });

const field = text().max(500);
const danaMoney = z.looseObject({ value: field, currency: field });

/**
 * DANA Finish Notify (SNAP BI, service 56): the fields Booster reads; every other field is accepted
 * and kept as received. The signature travels in the X-SIGNATURE header.
 */
export const danaFinishNotifySchema = z.looseObject({
  originalPartnerReferenceNo: field,
  originalReferenceNo: field.optional(),
  amount: danaMoney,
  latestTransactionStatus: field,
  transactionStatusDesc: field.optional(),
});
export type DanaFinishNotify = z.infer<typeof danaFinishNotifySchema>;

/** What DANA expects back from the merchant's notify url. */
export const danaNotifyAnswerSchema = z.object({ responseCode: z.string(), responseMessage: z.string() });

export const danaRoutes = {
  payWithDana: defineRoute({
    method: 'POST',
    path: '/api/billing/invoices/:id/dana',
    summary: "Open (or reuse) a DANA hosted-checkout order for the invoice; answers DANA's cashier page",
    tags: ['billing'],
    params: invoiceParamsSchema,
    response: danaCheckoutSchema,
  }),
  danaNotify: defineRoute({
    method: 'POST',
    path: '/api/billing/dana/notify',
    summary: 'DANA Finish Notify (X-SIGNATURE verified with DANA’s public key)',
    tags: ['billing'],
    body: danaFinishNotifySchema,
    response: danaNotifyAnswerSchema,
  }),
} as const;
