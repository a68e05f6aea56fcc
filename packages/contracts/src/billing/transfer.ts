import { z } from 'zod';
import { idParams, idSchema, requiredText, text } from '../common/fields.ts';
import { defineRoute } from '../common/route.ts';
import { invoiceParamsSchema } from './billing.ts';

/**
 * Bank transfer (issue 13): the admin's bank accounts, a unique amount per invoice (the invoice
 * amount plus a 3-digit code no other open transfer has), the member's proof and the admin's review.
 */

/** The proof of transfer: a photo/screenshot or a PDF, at most 2 MB, its type read from its bytes. */
export const PROOF_MAX_BYTES = 2 * 1024 * 1024;
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ProofType = (typeof PROOF_TYPES)[number];
/** Unique codes run 1..999 and are added to the invoice amount. */
export const UNIQUE_CODE_MAX = 999;

export const TRANSFER_STATUSES = ['awaiting', 'submitted', 'approved', 'rejected', 'expired'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const bankAccountSchema = z.object({
  _id: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountInputSchema = z.object({
  bankName: requiredText({ required: 'validation.required', tooLong: 'validation.invalid' }, 60, 2),
  accountNumber: text({ error: 'validation.required' })
    .trim()
    .regex(/^[0-9][0-9 .-]{4,29}$/, { error: 'validation.accountNumberInvalid' }),
  accountHolder: requiredText({ required: 'validation.required', tooLong: 'validation.nameTooLong' }, 100, 2),
  active: z.boolean({ error: 'validation.invalid' }).default(true),
});
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;

/** What the member sees of a transfer: where to send how much, and where the review stands. */
export const transferSchema = z.object({
  _id: z.string(),
  invoiceId: z.string(),
  invoiceAmount: z.number().int(),
  uniqueCode: z.number().int(),
  /** The amount to transfer: invoice amount + unique code. */
  amount: z.number().int(),
  status: z.enum(TRANSFER_STATUSES),
  bankAccountId: z.string().nullable(),
  /** The account the member said they paid into, as it was then ("BCA 123… a.n. …"). */
  bankLabel: z.string().nullable(),
  senderName: z.string().nullable(),
  proofType: z.enum(PROOF_TYPES).nullable(),
  proofSize: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferViewSchema = z.object({
  transfer: transferSchema,
  /** The active accounts to pay into. */
  bankAccounts: z.array(bankAccountSchema),
});
export type TransferView = z.infer<typeof transferViewSchema>;

/** The proof as base64 in JSON; its claimed type must match its first bytes. */
export const transferProofSchema = z.object({
  bankAccountId: idSchema,
  senderName: requiredText({ required: 'validation.required', tooLong: 'validation.nameTooLong' }, 100, 2),
  contentType: z.enum(PROOF_TYPES, { error: 'validation.proofTypeInvalid' }),
  data: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'validation.proofTypeInvalid' }),
});
export type TransferProofInput = z.input<typeof transferProofSchema>;

/** Binary answers outside the JSON contracts: the proof file, to the owner and to admins. */
export const TRANSFER_PROOF_PATH = '/api/billing/invoices/:id/transfer/proof';
export const ADMIN_TRANSFER_PROOF_PATH = '/api/admin/order/:id/transfer-proof';

export const transferRoutes = {
  open: defineRoute({
    method: 'POST',
    path: '/api/billing/invoices/:id/transfer',
    summary: 'Pay an invoice by bank transfer: its unique amount (kept while open) and the bank accounts',
    tags: ['billing'],
    params: invoiceParamsSchema,
    response: transferViewSchema,
  }),
  submitProof: defineRoute({
    method: 'POST',
    path: '/api/billing/invoices/:id/transfer/proof',
    summary: 'Upload the proof of transfer (image or PDF, ≤ 2 MB); the invoice then waits for an admin',
    tags: ['billing'],
    params: invoiceParamsSchema,
    body: transferProofSchema,
    response: transferViewSchema,
  }),
} as const;

export const adminBankAccountRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/bank-account',
    summary: 'Admin: the bank accounts members transfer to',
    tags: ['admin'],
    response: z.array(bankAccountSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/bank-account',
    summary: 'Admin: add a bank account',
    tags: ['admin'],
    body: bankAccountInputSchema,
    response: bankAccountSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/bank-account/:id',
    summary: 'Admin: change a bank account (or hide it from members)',
    tags: ['admin'],
    params: idParams,
    body: bankAccountInputSchema,
    response: bankAccountSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/bank-account/:id',
    summary: 'Admin: remove a bank account (transfers keep the label they were made to)',
    tags: ['admin'],
    params: idParams,
    response: z.object({ status: z.literal('ok') }),
  }),
} as const;
