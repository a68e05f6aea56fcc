import type { ChatMessageBodyView, ChatSenderKey, ChatSource } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import type { ChatMessageKind } from '@booster/marketplaces';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamps, tz } from '../../platform/db/columns.ts';
import { accountIdColumn, userIdReference } from '../accounts/index.ts';
import { shopKey } from '../shops/schema-refs.ts';

/**
 * One buyer's chat with one chat shop (a shop of category 'chat'). The last message is kept on the
 * row so the inbox list is one index walk: by account in `last_message_at` order, with a partial
 * index per tab (unread, unanswered). `waiting_since` is the oldest buyer message a person has not
 * answered yet (auto-replies do not answer); null when answered.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    shopId: uuid('shop_id').notNull().references(shopKey, { onDelete: 'cascade' }),
    marketplace: text('marketplace').$type<Marketplace>().notNull(),
    externalId: text('external_id').notNull(),
    buyerId: text('buyer_id').notNull().default(''),
    buyerName: text('buyer_name').notNull().default(''),
    buyerAvatarUrl: text('buyer_avatar_url'),
    lastMessageExternalId: text('last_message_external_id'),
    lastMessageKind: text('last_message_kind').$type<ChatMessageKind>(),
    lastMessagePreview: text('last_message_preview'),
    lastMessageSender: text('last_message_sender').$type<ChatSenderKey>(),
    /** The list's sort; the conversation's first sight when it has no message yet. */
    lastMessageAt: timestamp('last_message_at', tz).notNull().defaultNow(),
    unreadCount: integer('unread_count').notNull().default(0),
    waitingSince: timestamp('waiting_since', tz),
    canSend: boolean('can_send').notNull().default(true),
    /** When its recent messages were last pulled from the platform (sync); null = never. */
    messagesSyncedAt: timestamp('messages_synced_at', tz),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('chat_conversations_shop_external_key').on(t.shopId, t.externalId),
    // Each list filter walks an index in the list's (last_message_at, id) order and stops after a page.
    index('chat_conversations_account_last_idx').on(t.accountId, t.lastMessageAt, t.id),
    index('chat_conversations_account_shop_last_idx').on(t.accountId, t.shopId, t.lastMessageAt, t.id),
    index('chat_conversations_account_marketplace_last_idx').on(
      t.accountId,
      t.marketplace,
      t.lastMessageAt,
      t.id,
    ),
    index('chat_conversations_unread_last_idx')
      .on(t.accountId, t.lastMessageAt, t.id)
      .where(sql`${t.unreadCount} > 0`),
    index('chat_conversations_unanswered_last_idx')
      .on(t.accountId, t.lastMessageAt, t.id)
      .where(sql`${t.waitingSince} is not null`),
    // Monitor Chat: the unanswered conversations, oldest wait first (chat reports).
    index('chat_conversations_account_waiting_idx')
      .on(t.accountId, t.waitingSince, t.id)
      .where(sql`${t.waitingSince} is not null`),
    index('chat_conversations_buyer_name_trgm_idx').using('gin', sql`${t.buyerName} gin_trgm_ops`),
  ],
);

/**
 * Messages of a conversation, once per platform message id. `search_text` is the text of text
 * messages (trigram-indexed for the inbox search); `sent_by_member`/`sent_by_name` say who in Booster
 * sent it (a snapshot of the name, so the history reads the same after a member leaves).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: primaryId(),
    /**
     * Order of storing: breaks ties of `sent_at` (Shopee stamps messages to the second) so the history
     * and the "answered" rule keep a buyer message and the reply to it in the order they happened.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    accountId: accountIdColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    sender: text('sender').$type<ChatSenderKey>().notNull(),
    kind: text('kind').$type<ChatMessageKind>().notNull(),
    body: jsonb('body').$type<ChatMessageBodyView>().notNull(),
    searchText: text('search_text'),
    sentAt: timestamp('sent_at', tz).notNull(),
    sentByMember: uuid('sent_by_member').references(userIdReference, { onDelete: 'set null' }),
    sentByName: text('sent_by_name'),
    source: text('source').$type<ChatSource>().notNull(),
    blocked: boolean('blocked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_conversation_external_key').on(t.conversationId, t.externalId),
    index('chat_messages_conversation_sent_seq_idx').on(t.conversationId, t.sentAt, t.seq),
    // Chat reports: an account's messages of a date range.
    index('chat_messages_account_sent_idx').on(t.accountId, t.sentAt),
    index('chat_messages_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The admin dashboard's replies sent through Booster (a small share of all messages).
    index('chat_messages_booster_sent_idx').on(t.sentAt).where(sql`${t.source} <> 'platform'`),
  ],
);

/**
 * Conversations per account and shop: all, unread (unread_count > 0) and unanswered (waiting_since
 * set), kept exact by the statement triggers of the chat migration in the same transaction as every
 * write of a conversation. The inbox's tab counts are sums over these rows.
 */
export const chatConversationCounts = pgTable(
  'chat_conversation_counts',
  {
    accountId: uuid('account_id').notNull(),
    shopId: uuid('shop_id').notNull(),
    marketplace: text('marketplace').$type<Marketplace>().notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    unread: bigint('unread', { mode: 'number' }).notNull().default(0),
    unanswered: bigint('unanswered', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.shopId] })],
);

/** Who has a conversation open now (heartbeats); rows older than the presence TTL no longer count. */
export const chatPresence = pgTable(
  'chat_presence',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(userIdReference, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    name: text('name').notNull(),
    state: text('state').$type<'viewing' | 'typing'>().notNull(),
    at: timestamp('at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** Where each chat shop's reconciliation got to; a shop without a row has never been pulled. */
export const chatReconciliations = pgTable('chat_reconciliations', {
  shopId: uuid('shop_id').primaryKey().references(shopKey, { onDelete: 'cascade' }),
  accountId: accountIdColumn(),
  reconciledAt: timestamp('reconciled_at', tz).notNull(),
});

/**
 * The chat report of one chat shop and closed day (reports/rollup.ts): the chats counting in that day
 * with their verdicts, the day's buyer messages and replies, and its chats per WIB hour of the ask. A
 * day is closed once every deadline of its chats has passed; a message stored later that changes a
 * closed day (a late reply, a catch-up pull) deletes the shop's rows from that day on.
 */
export const chatReportDays = pgTable(
  'chat_report_days',
  {
    shopId: uuid('shop_id').notNull().references(shopKey, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    chats: integer('chats').notNull(),
    answered: integer('answered').notNull(),
    missed: integer('missed').notNull(),
    pending: integer('pending').notNull(),
    excluded: integer('excluded').notNull(),
    replied: integer('replied').notNull(),
    responseSeconds: doublePrecision('response_seconds').notNull(),
    buyerMessages: integer('buyer_messages').notNull(),
    replies: integer('replies').notNull(),
    /** Chats by the WIB hour they were asked in (24 entries). */
    hours: integer('hours').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);

/** The closed days of each chat shop that `chat_report_days` holds, one range (days without chats have no row). */
export const chatReportRollups = pgTable('chat_report_rollups', {
  shopId: uuid('shop_id').primaryKey().references(shopKey, { onDelete: 'cascade' }),
  fromDay: date('from_day', { mode: 'string' }).notNull(),
  toDay: date('to_day', { mode: 'string' }).notNull(),
});
