import type {
  ItemFailure,
  KeywordRuleInput,
  ReminderStopReason,
  WorkingHoursInput,
} from '@booster/contracts';
import type { AutoReplyKind, Marketplace, ReminderKind } from '@booster/domain';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { createdAt, primaryId, tz, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';
import { shopIdColumn } from '../shops/schema-refs.ts';

/** Template Pesan: quick replies of an account, in the seller's order (`position`). */
export const chatTemplates = Pg.pgTable(
  'chat_templates',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    shortcut: Pg.text('shortcut').notNull(),
    text: Pg.text('text').notNull(),
    /** null: every marketplace. */
    marketplace: Pg.text('marketplace').$type<Marketplace>(),
    position: Pg.integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    Pg.uniqueIndex('chat_templates_account_shortcut_key').on(t.accountId, sql`lower(${t.shortcut})`),
    Pg.index('chat_templates_account_position_idx').on(t.accountId, t.position),
  ],
);

/** Greeting and away message of one chat shop; the keyword rules are rows of their own. */
export const chatAutoReplySettings = Pg.pgTable('chat_auto_reply_settings', {
  shopId: shopIdColumn().primaryKey(),
  accountId: accountIdColumn(),
  greetingEnabled: Pg.boolean('greeting_enabled').notNull().default(false),
  greetingText: Pg.text('greeting_text').notNull().default(''),
  awayEnabled: Pg.boolean('away_enabled').notNull().default(false),
  awayText: Pg.text('away_text').notNull().default(''),
  workingHours: Pg.jsonb('working_hours').$type<WorkingHoursInput>().notNull(),
  updatedAt: updatedAt(),
});

/** Keyword rules of a chat shop, tried in `position` order (first match wins). */
export const chatAutoReplyRules = Pg.pgTable(
  'chat_auto_reply_rules',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    shopId: shopIdColumn(),
    position: Pg.integer('position').notNull(),
    match: Pg.text('match').$type<KeywordRuleInput['match']>().notNull(),
    keywords: Pg.jsonb('keywords').$type<string[]>().notNull(),
    text: Pg.text('text').notNull(),
    enabled: Pg.boolean('enabled').notNull().default(true),
  },
  (t) => [
    Pg.index('chat_auto_reply_rules_shop_position_idx').on(t.shopId, t.position),
    Pg.check('chat_auto_reply_rules_match_known', sql`${t.match} in ('contains', 'exact')`),
  ],
);

/**
 * Every buyer message an auto-reply answered (one row per shop + message: a replayed event finds the
 * row and sends nothing), and the 24-hour rule: the last send of a kind (or rule) to a buyer.
 */
export const chatAutoReplyLog = Pg.pgTable(
  'chat_auto_reply_log',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    shopId: shopIdColumn(),
    /** The chat module's conversation id. */
    conversationId: Pg.text('conversation_id').notNull(),
    /** The buyer message that triggered it (the chat module's message id). */
    triggerMessageId: Pg.text('trigger_message_id').notNull(),
    trigger: Pg.text('trigger').notNull().default(''),
    buyerId: Pg.text('buyer_id').notNull(),
    buyerName: Pg.text('buyer_name').notNull().default(''),
    kind: Pg.text('kind').$type<AutoReplyKind>().notNull(),
    /** `keyword:<rule id>`, `away` or `greeting`: what the 24-hour rule counts. */
    replyKey: Pg.text('reply_key').notNull(),
    keywords: Pg.jsonb('keywords').$type<string[]>().notNull().default([]),
    text: Pg.text('text').notNull(),
    status: Pg.text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    failure: Pg.jsonb('failure').$type<ItemFailure>(),
    createdAt: createdAt(),
    sentAt: Pg.timestamp('sent_at', tz),
  },
  (t) => [
    Pg.uniqueIndex('chat_auto_reply_log_trigger_key').on(t.shopId, t.triggerMessageId),
    Pg.index('chat_auto_reply_log_buyer_idx').on(t.shopId, t.buyerId, t.replyKey, t.createdAt),
    Pg.index('chat_auto_reply_log_shop_created_idx').on(t.shopId, t.createdAt),
  ],
);

/** When each buyer of a chat shop last wrote: the greeting answers only a first message in 24 hours. */
export const chatBuyerActivity = Pg.pgTable(
  'chat_buyer_activity',
  {
    shopId: shopIdColumn(),
    buyerId: Pg.text('buyer_id').notNull(),
    lastMessageAt: Pg.timestamp('last_message_at', tz).notNull(),
  },
  (t) => [Pg.primaryKey({ columns: [t.shopId, t.buyerId] })],
);

export type ReminderStep = { delayMinutes: number; text: string };

/** Pengingat: one policy per chat shop and kind. */
export const chatReminderPolicies = Pg.pgTable(
  'chat_reminder_policies',
  {
    shopId: shopIdColumn(),
    accountId: accountIdColumn(),
    kind: Pg.text('kind').$type<ReminderKind>().notNull(),
    enabled: Pg.boolean('enabled').notNull().default(false),
    steps: Pg.jsonb('steps').$type<ReminderStep[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [Pg.primaryKey({ columns: [t.shopId, t.kind] })],
);

/**
 * Each reminder message, planned when its trigger happens and sent once `due_at` has come (a feed claims
 * due rows and queues their send jobs): one row per
 * policy kind + subject (order id, or conversation id and the buyer message it follows) + step, so a
 * repeated event plans nothing twice and a repeated job sends nothing twice.
 */
export const chatReminderSends = Pg.pgTable(
  'chat_reminder_sends',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    /** The chat shop whose policy it is. */
    shopId: shopIdColumn(),
    kind: Pg.text('kind').$type<ReminderKind>().notNull(),
    /** Order id (unpaid, shipped) or `<conversation id>:<buyer message id>` (follow-up). */
    subjectKey: Pg.text('subject_key').notNull(),
    /** Order number or buyer name, for the log. */
    subject: Pg.text('subject').notNull(),
    orderId: Pg.uuid('order_id'),
    conversationId: Pg.text('conversation_id'),
    /** The platform's buyer id (follow-up: the conversation's buyer; '' when the platform gave none). */
    buyerId: Pg.text('buyer_id').notNull().default(''),
    buyerName: Pg.text('buyer_name').notNull().default(''),
    step: Pg.integer('step').notNull(),
    text: Pg.text('text').notNull(),
    dueAt: Pg.timestamp('due_at', tz).notNull(),
    status: Pg.text('status')
      .$type<'pending' | 'sent' | 'stopped' | 'failed' | 'skipped'>()
      .notNull()
      .default('pending'),
    reason: Pg.text('reason').$type<ReminderStopReason>(),
    failure: Pg.jsonb('failure').$type<ItemFailure>(),
    /** When the due-time feed handed it to a send job (null: still waiting for `due_at`). */
    claimedAt: Pg.timestamp('claimed_at', tz),
    sentAt: Pg.timestamp('sent_at', tz),
    createdAt: createdAt(),
  },
  (t) => [
    Pg.index('chat_reminder_sends_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending' and ${t.claimedAt} is null`),
    Pg.uniqueIndex('chat_reminder_sends_subject_step_key').on(t.shopId, t.kind, t.subjectKey, t.step),
    Pg.index('chat_reminder_sends_shop_created_idx').on(t.shopId, t.createdAt),
    Pg.index('chat_reminder_sends_pending_order_idx').on(t.orderId).where(sql`${t.status} = 'pending'`),
  ],
);
