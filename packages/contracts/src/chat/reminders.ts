import { REMINDER_KINDS, REMINDER_MAX_STEPS } from '@booster/domain';
import { z } from 'zod';
import { pageNumber, shopIdParams } from '../common/fields.ts';
import { itemFailureSchema } from '../common/item-failure.ts';
import { pagedSchema } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { templateTextSchema } from './template-text.ts';

/** Pengingat (issue 12): unpaid-order reminder, chat follow-up and shipped notice of one chat shop. */

/** Longest wait of a step: 30 days. */
export const REMINDER_DELAY_MAX_MINUTES = 30 * 24 * 60;

export const reminderStepSchema = z.object({
  /** Minutes after the trigger (order placed, the buyer's last message, order shipped). */
  delayMinutes: z
    .number({ error: 'validation.numberInvalid' })
    .int({ error: 'validation.numberInvalid' })
    .min(1, { error: 'validation.reminderDelayInvalid' })
    .max(REMINDER_DELAY_MAX_MINUTES, { error: 'validation.reminderDelayInvalid' }),
  text: templateTextSchema,
});

export const reminderPolicySchema = z
  .object({
    kind: z.enum(REMINDER_KINDS),
    enabled: z.boolean(),
    steps: z.array(reminderStepSchema).max(REMINDER_MAX_STEPS, { error: 'validation.reminderStepsTooMany' }),
  })
  .refine((p) => !p.enabled || p.steps.length > 0, {
    error: 'validation.reminderStepsRequired',
    path: ['steps'],
  });
export type ReminderPolicy = z.infer<typeof reminderPolicySchema>;

export const reminderSettingsBodySchema = z.object({
  policies: z
    .array(reminderPolicySchema)
    .length(REMINDER_KINDS.length, { error: 'validation.invalid' })
    .refine((ps) => new Set(ps.map((p) => p.kind)).size === REMINDER_KINDS.length, {
      error: 'validation.invalid',
    }),
});
export type ReminderSettingsBody = z.input<typeof reminderSettingsBodySchema>;

export const reminderSettingsSchema = reminderSettingsBodySchema.extend({
  shopId: z.string(),
  updatedAt: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** Why a message was not sent: paid or cancelled order, the buyer ordered, no conversation with the buyer, policy off. */
export const reminderStopReasonSchema = z.enum([
  'paid',
  'cancelled',
  'statusChanged',
  'ordered',
  'noConversation',
  'disabled',
]);
export type ReminderStopReason = z.infer<typeof reminderStopReasonSchema>;

export const reminderLogEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(REMINDER_KINDS),
  /** 1-based step of the policy. */
  step: z.number().int(),
  /** Order number (unpaid, shipped) or buyer name (follow-up). */
  subject: z.string(),
  buyerName: z.string(),
  text: z.string(),
  /** pending: waits for its time; stopped: the order was paid/cancelled or the buyer ordered. */
  status: z.enum(['pending', 'sent', 'stopped', 'failed', 'skipped']),
  reason: reminderStopReasonSchema.nullable(),
  failure: itemFailureSchema.nullable(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
});
export type ReminderLogEntry = z.infer<typeof reminderLogEntrySchema>;

export const reminderRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/chat/reminder/:shopId',
    summary: 'Reminder policies of a chat shop (defaults until saved)',
    tags: ['chat'],
    params: shopIdParams,
    response: reminderSettingsSchema,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/chat/reminder/:shopId',
    summary: 'Save the reminder policies of a chat shop',
    tags: ['chat'],
    params: shopIdParams,
    body: reminderSettingsBodySchema,
    response: reminderSettingsSchema,
  }),
  log: defineRoute({
    method: 'GET',
    path: '/api/chat/reminder/:shopId/log',
    summary: 'Reminder messages of a chat shop, newest first',
    tags: ['chat'],
    params: shopIdParams,
    query: z.object({ page: pageNumber.default(1) }),
    response: pagedSchema(reminderLogEntrySchema),
  }),
} as const;
