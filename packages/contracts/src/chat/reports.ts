import { z } from 'zod';
import { idSchema } from '../common/fields.ts';
import { pageLimit } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { marketplaceKeySchema, shopNameFields, shopRefFields } from '../shops/shops.ts';
import { chatViewerSchema } from './conversations.ts';
import { chatSenderSchema } from './messages.ts';
import { chatTemplateMarketplaceSchema } from './templates.ts';

/** Report ranges: the last 7, 28 or 90 Jakarta days, today included. */
export const CHAT_REPORT_RANGES = ['7', '28', '90'] as const;
export const chatReportRangeSchema = z.enum(CHAT_REPORT_RANGES, {
  error: 'validation.chatReportRangeInvalid',
});
export type ChatReportRange = z.infer<typeof chatReportRangeSchema>;

export const chatReportParams = z.object({ marketplace: chatTemplateMarketplaceSchema });

export const chatReportQuerySchema = z.object({
  range: chatReportRangeSchema.default('7'),
  /** One shop of the marketplace; every chat shop of it when absent. */
  shopId: idSchema.optional(),
});
export type ChatReportQuery = z.input<typeof chatReportQuerySchema>;

/**
 * Counts by the platform's own definition (@booster/domain chat-metrics): `chats` opened (a buyer
 * message the shop owed no answer to), of which `answered` in time, `missed`, `pending` (deadline not
 * passed yet) and `excluded` (Tokopedia: dealt with by an auto-reply). Rate = answered ÷ (answered + missed).
 */
export const chatMetricsSchema = z.object({
  chats: z.number().int(),
  buyerMessages: z.number().int(),
  /** Messages a person of the shop sent (auto-replies not included). */
  replies: z.number().int(),
  answered: z.number().int(),
  missed: z.number().int(),
  pending: z.number().int(),
  excluded: z.number().int(),
  /** 0–100, one decimal; null when no chat is in the rate yet. */
  responseRate: z.number().nullable(),
  /** Average wait for the first person reply, seconds; null when no chat got one. */
  avgFirstResponseSeconds: z.number().int().nullable(),
});
export type ChatMetrics = z.infer<typeof chatMetricsSchema>;

export const chatReportSchema = z.object({
  marketplace: marketplaceKeySchema,
  range: chatReportRangeSchema,
  /** First and last Jakarta day of the range (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  totals: chatMetricsSchema,
  shops: z.array(chatMetricsSchema.extend({ ...shopNameFields })),
  /** Every day of the range, all selected shops together (the chart). */
  days: z.array(chatMetricsSchema.extend({ date: z.string() })),
  /** Per shop and day, days with activity only (the table and the CSV). */
  shopDays: z.array(chatMetricsSchema.extend({ date: z.string(), ...shopNameFields })),
  /** Chats opened per Jakarta hour of the day, 24 entries (00–23 WIB). */
  hours: z.array(z.number().int()).length(24),
});
export type ChatReport = z.infer<typeof chatReportSchema>;

export const chatMonitorQuerySchema = z.object({
  marketplace: chatTemplateMarketplaceSchema.optional(),
  shopId: idSchema.optional(),
  limit: pageLimit(500, 200),
});
export type ChatMonitorQuery = z.input<typeof chatMonitorQuerySchema>;

export const chatMonitorItemSchema = z.object({
  conversationId: z.string(),
  ...shopRefFields,
  buyerName: z.string(),
  lastMessage: z.object({ preview: z.string(), sender: chatSenderSchema, sentAt: z.string() }).nullable(),
  unreadCount: z.number().int(),
  /** The oldest buyer message not answered yet. */
  waitingSince: z.string(),
  /** When it counts against the platform's response rate (chat-metrics deadline). */
  deadline: z.string(),
  /** Milliseconds left at `now` of the answer; negative once past the deadline. */
  msLeft: z.number().int(),
  urgency: z.enum(['overdue', 'critical', 'soon', 'ok']),
  /** Members on the conversation now (presence). */
  viewers: z.array(chatViewerSchema),
});
export type ChatMonitorItem = z.infer<typeof chatMonitorItemSchema>;

export const chatMonitorSchema = z.object({
  now: z.string(),
  /** Unanswered conversations under the filter (all of them, also beyond `limit`). */
  total: z.number().int(),
  /** Oldest wait first. */
  items: z.array(chatMonitorItemSchema),
});
export type ChatMonitor = z.infer<typeof chatMonitorSchema>;

export const chatReportRoutes = {
  report: defineRoute({
    method: 'GET',
    path: '/api/app/chat/reports/:marketplace',
    summary: "Chat report of one marketplace per shop and day, by the platform's response-rate definition",
    tags: ['chat'],
    params: chatReportParams,
    query: chatReportQuerySchema,
    response: chatReportSchema,
  }),
  monitor: defineRoute({
    method: 'GET',
    path: '/api/app/chat/monitor',
    summary: 'Monitor Chat: every unanswered conversation, oldest first, with the time left and who is on it',
    tags: ['chat'],
    query: chatMonitorQuerySchema,
    response: chatMonitorSchema,
  }),
} as const;
