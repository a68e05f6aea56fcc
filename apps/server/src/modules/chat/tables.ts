import type { ChatMessageBodyView, ChatSenderKey, ChatSource } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import type { ChatMessageKind } from '@booster/marketplaces';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamps, tz } from '../../platform/db/columns.ts';
import { accountIdColumn, userIdReference } from '../accounts/index.ts';
import { shopKey } from '../shops/schema-refs.ts';

/**
 * One buyer's chat with one chat shop (a shop of category 'chat'). The last message is kept on the
 * row so the inbox list is one index walk: by account in `last_message_at` order, with a partial
 * index per tab (unread, unanswered). `waiting_since` is the oldest buyer message a person has not
 * answered yet (auto-replies do not answer); null when answered.
 */
export const chatConversations = Pg.pgTable(
  'chat_conversations',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    shopId: Pg.uuid('shop_id').notNull().references(shopKey, { onDelete: 'cascade' }),
    marketplace: Pg.text('marketplace').$type<Marketplace>().notNull(),
    externalId: Pg.text('external_id').notNull(),
    buyerId: Pg.text('buyer_id').notNull().default(''),
    buyerName: Pg.text('buyer_name').notNull().default(''),
    buyerAvatarUrl: Pg.text('buyer_avatar_url'),
    lastMessageExternalId: Pg.text('last_message_external_id'),
    lastMessageKind: Pg.text('last_message_kind').$type<ChatMessageKind>(),
    lastMessagePreview: Pg.text('last_message_preview'),
    lastMessageSender: Pg.text('last_message_sender').$type<ChatSenderKey>(),
    /** The list's sort; the conversation's first sight when it has no message yet. */
    lastMessageAt: Pg.timestamp('last_message_at', tz).notNull().defaultNow(),
    unreadCount: Pg.integer('unread_count').notNull().default(0),
    waitingSince: Pg.timestamp('waiting_since', tz),
    canSend: Pg.boolean('can_send').notNull().default(true),
    /** When its recent messages were last pulled from the platform (sync); null = never. */
    messagesSyncedAt: Pg.timestamp('messages_synced_at', tz),
    ...timestamps(),
  },
  (t) => [
    Pg.uniqueIndex('chat_conversations_shop_external_key').on(t.shopId, t.externalId),
    // Each list filter walks an index in the list's (last_message_at, id) order and stops after a page.
    Pg.index('chat_conversations_account_last_idx').on(t.accountId, t.lastMessageAt, t.id),
    Pg.index('chat_conversations_account_shop_last_idx').on(t.accountId, t.shopId, t.lastMessageAt, t.id),
    Pg.index('chat_conversations_account_marketplace_last_idx').on(
      t.accountId,
      t.marketplace,
      t.lastMessageAt,
      t.id,
    ),
    Pg.index('chat_conversations_unread_last_idx')
      .on(t.accountId, t.lastMessageAt, t.id)
      .where(sql`${t.unreadCount} > 0`),
    Pg.index('chat_conversations_unanswered_last_idx')
      .on(t.accountId, t.lastMessageAt, t.id)
      .where(sql`${t.waitingSince} is not null`),
    // Monitor Chat: the unanswered conversations, oldest wait first (chat reports).
    Pg.index('chat_conversations_account_waiting_idx')
      .on(t.accountId, t.waitingSince, t.id)
      .where(sql`${t.waitingSince} is not null`),
    Pg.index('chat_conversations_buyer_name_trgm_idx').using('gin', sql`${t.buyerName} gin_trgm_ops`),
  ],
);

/**
 * Messages of a conversation, once per platform message id. `search_text` is the text of text
 * messages (trigram-indexed for the inbox search); `sent_by_member`/`sent_by_name` say who in Booster
 * sent it (a snapshot of the name, so the history reads the same after a member leaves).
 */
export const chatMessages = Pg.pgTable(
  'chat_messages',
  {
    id: primaryId(),
    /**
     * Order of storing: breaks ties of `sent_at` (Shopee stamps messages to the second) so the history
     * and the "answered" rule keep a buyer message and the reply to it in the order they happened.
     */
    seq: Pg.bigserial('seq', { mode: 'number' }).notNull(),
    accountId: accountIdColumn(),
    conversationId: Pg.uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    externalId: Pg.text('external_id').notNull(),
    sender: Pg.text('sender').$type<ChatSenderKey>().notNull(),
    kind: Pg.text('kind').$type<ChatMessageKind>().notNull(),
    body: Pg.jsonb('body').$type<ChatMessageBodyView>().notNull(),
    searchText: Pg.text('search_text'),
    sentAt: Pg.timestamp('sent_at', tz).notNull(),
    sentByMember: Pg.uuid('sent_by_member').references(userIdReference, { onDelete: 'set null' }),
    sentByName: Pg.text('sent_by_name'),
    source: Pg.text('source').$type<ChatSource>().notNull(),
    blocked: Pg.boolean('blocked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    Pg.uniqueIndex('chat_messages_conversation_external_key').on(t.conversationId, t.externalId),
    Pg.index('chat_messages_conversation_sent_seq_idx').on(t.conversationId, t.sentAt, t.seq),
    // Chat reports: an account's messages of a date range.
    Pg.index('chat_messages_account_sent_idx').on(t.accountId, t.sentAt),
    Pg.index('chat_messages_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The admin dashboard's replies sent through Booster (a small share of all messages).
    Pg.index('chat_messages_booster_sent_idx').on(t.sentAt).where(sql`${t.source} <> 'platform'`),
  ],
);

/**
 * Conversations per account and shop: all, unread (unread_count > 0) and unanswered (waiting_since
 * set), kept exact by the statement triggers of the chat migration in the same transaction as every
 * write of a conversation. The inbox's tab counts are sums over these rows.
 */
export const chatConversationCounts = Pg.pgTable(
  'chat_conversation_counts',
  {
    accountId: Pg.uuid('account_id').notNull(),
    shopId: Pg.uuid('shop_id').notNull(),
    marketplace: Pg.text('marketplace').$type<Marketplace>().notNull(),
    total: Pg.bigint('total', { mode: 'number' }).notNull().default(0),
    unread: Pg.bigint('unread', { mode: 'number' }).notNull().default(0),
    unanswered: Pg.bigint('unanswered', { mode: 'number' }).notNull().default(0),
  },
  (t) => [Pg.primaryKey({ columns: [t.accountId, t.shopId] })],
);

/** Who has a conversation open now (heartbeats); rows older than the presence TTL no longer count. */
export const chatPresence = Pg.pgTable(
  'chat_presence',
  {
    conversationId: Pg.uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: Pg.uuid('user_id').notNull().references(userIdReference, { onDelete: 'cascade' }),
    accountId: Pg.uuid('account_id').notNull(),
    name: Pg.text('name').notNull(),
    state: Pg.text('state').$type<'viewing' | 'typing'>().notNull(),
    at: Pg.timestamp('at', tz).notNull().defaultNow(),
  },
  (t) => [Pg.primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** Where each chat shop's reconciliation got to; a shop without a row has never been pulled. */
export const chatReconciliations = Pg.pgTable('chat_reconciliations', {
  shopId: Pg.uuid('shop_id').primaryKey().references(shopKey, { onDelete: 'cascade' }),
  accountId: accountIdColumn(),
  reconciledAt: Pg.timestamp('reconciled_at', tz).notNull(),
});

/**
 * The chat report of one chat shop and closed day (reports/rollup.ts): the chats counting in that day
 * with their verdicts, the day's buyer messages and replies, and its chats per WIB hour of the ask. A
 * day is closed once every deadline of its chats has passed; a message stored later that changes a
 * closed day (a late reply, a catch-up pull) deletes the shop's rows from that day on.
 */
export const chatReportDays = Pg.pgTable(
  'chat_report_days',
  {
    shopId: Pg.uuid('shop_id').notNull().references(shopKey, { onDelete: 'cascade' }),
    day: Pg.date('day', { mode: 'string' }).notNull(),
    chats: Pg.integer('chats').notNull(),
    answered: Pg.integer('answered').notNull(),
    missed: Pg.integer('missed').notNull(),
    pending: Pg.integer('pending').notNull(),
    excluded: Pg.integer('excluded').notNull(),
    replied: Pg.integer('replied').notNull(),
    responseSeconds: Pg.doublePrecision('response_seconds').notNull(),
    buyerMessages: Pg.integer('buyer_messages').notNull(),
    replies: Pg.integer('replies').notNull(),
    /** Chats by the WIB hour they were asked in (24 entries). */
    hours: Pg.integer('hours').array().notNull(),
  },
  (t) => [Pg.primaryKey({ columns: [t.shopId, t.day] })],
);

/** The closed days of each chat shop that `chat_report_days` holds, one range (days without chats have no row). */
export const chatReportRollups = Pg.pgTable('chat_report_rollups', {
  shopId: Pg.uuid('shop_id').primaryKey().references(shopKey, { onDelete: 'cascade' }),
  fromDay: Pg.date('from_day', { mode: 'string' }).notNull(),
  toDay: Pg.date('to_day', { mode: 'string' }).notNull(),
});
