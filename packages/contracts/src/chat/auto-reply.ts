import { WEEK_DAYS } from '@booster/domain';
import { z } from 'zod';
import { pageNumber, shopIdParams, text } from '../common/fields.ts';
import { itemFailureSchema } from '../common/item-failure.ts';
import { pagedSchema } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { optionalTemplateTextSchema } from './template-text.ts';

/** Auto-reply of one chat shop (issue 12): greeting, away message outside working hours, keyword rules. */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.timeInvalid' });

export const workingDaySchema = z.object({
  day: z.union(WEEK_DAYS.map((d) => z.literal(d))),
  open: z.boolean(),
  start: hhmm,
  end: hhmm,
});

export const workingHoursSchema = z.object({
  /** One entry per day of the week (0 = Minggu … 6 = Sabtu), hours in WIB. */
  days: z
    .array(workingDaySchema)
    .length(7, { error: 'validation.invalid' })
    .refine((days) => new Set(days.map((d) => d.day)).size === 7, { error: 'validation.invalid' }),
  /** Whole days off (YYYY-MM-DD, Jakarta dates). */
  holidays: z
    .array(z.iso.date({ error: 'validation.dateInvalid' }))
    .max(100, { error: 'validation.holidaysTooMany' }),
});
export type WorkingHoursInput = z.infer<typeof workingHoursSchema>;

/** A message that may be switched off; its text is required while it is on. */
const textWhenOn = (v: { enabled: boolean; text: string }) => !v.enabled || v.text.length > 0;
const required = { error: 'validation.templateTextRequired', path: ['text'] };

const greetingSchema = z
  .object({ enabled: z.boolean(), text: optionalTemplateTextSchema })
  .refine(textWhenOn, required);
const awaySchema = z
  .object({ enabled: z.boolean(), text: optionalTemplateTextSchema, hours: workingHoursSchema })
  .refine(textWhenOn, required);

export const keywordRuleSchema = z.object({
  match: z.enum(['contains', 'exact']),
  keywords: z
    .array(
      text()
        .trim()
        .min(1, { error: 'validation.keywordRequired' })
        .max(100, { error: 'validation.keywordTooLong' }),
    )
    .min(1, { error: 'validation.keywordRequired' })
    .max(20, { error: 'validation.keywordsTooMany' }),
  text: optionalTemplateTextSchema.refine((v) => v.length > 0, { error: 'validation.templateTextRequired' }),
  enabled: z.boolean(),
});
export type KeywordRuleInput = z.infer<typeof keywordRuleSchema>;

export const AUTO_REPLY_RULES_MAX = 50;

export const autoReplySettingsBodySchema = z.object({
  greeting: greetingSchema,
  away: awaySchema,
  /** In the order they are tried: the first match wins. */
  rules: z.array(keywordRuleSchema).max(AUTO_REPLY_RULES_MAX, { error: 'validation.rulesTooMany' }),
});
export type AutoReplySettingsBody = z.input<typeof autoReplySettingsBodySchema>;

export const autoReplySettingsSchema = autoReplySettingsBodySchema.extend({
  shopId: z.string(),
  updatedAt: z.string().nullable(),
});
export type AutoReplySettings = z.infer<typeof autoReplySettingsSchema>;

export const autoReplyLogEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(['greeting', 'away', 'keyword']),
  /** The rule's keywords when a keyword rule answered. */
  keywords: z.array(z.string()),
  buyerName: z.string(),
  /** What the buyer wrote. */
  trigger: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  failure: itemFailureSchema.nullable(),
  at: z.string(),
});
export type AutoReplyLogEntry = z.infer<typeof autoReplyLogEntrySchema>;

export const autoReplyRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/chat/auto-reply/:shopId',
    summary: 'Auto-reply settings of a chat shop (defaults until saved)',
    tags: ['chat'],
    params: shopIdParams,
    response: autoReplySettingsSchema,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/chat/auto-reply/:shopId',
    summary: 'Save the auto-reply settings of a chat shop',
    tags: ['chat'],
    params: shopIdParams,
    body: autoReplySettingsBodySchema,
    response: autoReplySettingsSchema,
  }),
  log: defineRoute({
    method: 'GET',
    path: '/api/chat/auto-reply/:shopId/log',
    summary: 'Auto-replies sent for a chat shop, newest first',
    tags: ['chat'],
    params: shopIdParams,
    query: z.object({ page: pageNumber.default(1) }),
    response: pagedSchema(autoReplyLogEntrySchema),
  }),
} as const;
