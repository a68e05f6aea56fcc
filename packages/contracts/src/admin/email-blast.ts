import { formatBlastVariableList, PACKAGE_NAMES, unknownBlastVariables } from '@booster/domain';
import { z } from 'zod';
import { dateTime, idParams, requiredText } from '../common/fields.ts';
import { pagedSchema, pageFields } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { refuseUnknownVariables } from '../common/variables.ts';

const refuseUnknownBlastVariables = refuseUnknownVariables(unknownBlastVariables, formatBlastVariableList);

export const BLAST_SUBJECT_MAX = 200;
export const BLAST_TEXT_MAX = 20_000;
/** Mails per minute an admin may ask for; SMTP providers start refusing well above this. */
export const BLAST_RATE_MIN = 10;
export const BLAST_RATE_MAX = 6000;

/** Who receives a blast; an unset filter takes everyone. Unsubscribed members never do. */
export const blastAudienceSchema = z.object({
  packages: z
    .array(z.enum(PACKAGE_NAMES, { error: 'validation.invalid' }))
    .max(PACKAGE_NAMES.length)
    .default([]),
  /** The paid flag (`status`) of the user. */
  paid: z.boolean({ error: 'validation.invalid' }).nullable().default(null),
  verified: z.boolean({ error: 'validation.invalid' }).nullable().default(null),
  /** Used Booster within this many days (by its API hit counter). */
  activeWithinDays: z
    .number({ error: 'validation.numberInvalid' })
    .int({ error: 'validation.numberInvalid' })
    .min(1, { error: 'validation.numberInvalid' })
    .max(365, { error: 'validation.numberTooLarge' })
    .nullable()
    .default(null),
});
export type BlastAudience = z.infer<typeof blastAudienceSchema>;

export const blastContentSchema = z.object({
  subject: requiredText(
    { required: 'validation.required', tooLong: 'validation.invalid' },
    BLAST_SUBJECT_MAX,
  ).superRefine(refuseUnknownBlastVariables),
  text: requiredText(
    { required: 'validation.required', tooLong: 'validation.invalid' },
    BLAST_TEXT_MAX,
  ).superRefine(refuseUnknownBlastVariables),
});

export const blastInputSchema = blastContentSchema.extend({
  audience: blastAudienceSchema,
  /** When to start; now when absent or already past. */
  scheduledAt: dateTime().nullable().default(null),
  ratePerMinute: z
    .number({ error: 'validation.numberInvalid' })
    .int({ error: 'validation.numberInvalid' })
    .min(BLAST_RATE_MIN, { error: 'validation.numberInvalid' })
    .max(BLAST_RATE_MAX, { error: 'validation.numberTooLarge' })
    .default(600),
});
export type BlastInput = z.input<typeof blastInputSchema>;

export const BLAST_STATUSES = ['scheduled', 'sending', 'done', 'cancelled'] as const;
export type BlastStatus = (typeof BLAST_STATUSES)[number];

export const blastSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  text: z.string(),
  audience: blastAudienceSchema,
  status: z.enum(BLAST_STATUSES),
  scheduledAt: z.string(),
  ratePerMinute: z.number().int(),
  createdBy: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: z.object({
    /** Members the audience matched, the unsubscribed included. */
    total: z.number().int(),
    pending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    /** Not mailed: unsubscribed before the blast reached them. */
    skippedUnsubscribed: z.number().int(),
    /** Mailed, then unsubscribed through the link. */
    unsubscribedAfter: z.number().int(),
  }),
});
export type Blast = z.infer<typeof blastSchema>;

export const adminEmailBlastRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/email/blast',
    summary: 'Admin: e-mail blasts, newest first, with their counts',
    tags: ['admin'],
    query: z.object({
      ...pageFields(100, 10),
    }),
    response: pagedSchema(blastSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/email/blast',
    summary: 'Admin: start or schedule an e-mail blast to an audience of members',
    tags: ['admin'],
    body: blastInputSchema,
    response: blastSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/email/blast/:id',
    summary: 'Admin: one e-mail blast and its progress',
    tags: ['admin'],
    params: idParams,
    response: blastSchema,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/admin/email/blast/:id/cancel',
    summary: 'Admin: stop a scheduled or sending blast; mail already sent stays sent',
    tags: ['admin'],
    params: idParams,
    response: blastSchema,
  }),
  test: defineRoute({
    method: 'POST',
    path: '/api/admin/email/blast/test',
    summary: "Admin: send the composed mail to the admin's own address, filled with the admin's values",
    tags: ['admin'],
    body: blastContentSchema,
    response: z.object({ message: z.string(), to: z.string() }),
  }),
  audience: defineRoute({
    method: 'POST',
    path: '/api/admin/email/blast/audience',
    summary: 'Admin: how many members an audience matches, and how many of them are unsubscribed',
    tags: ['admin'],
    body: blastAudienceSchema,
    response: z.object({ matched: z.number().int(), unsubscribed: z.number().int() }),
  }),
} as const;
