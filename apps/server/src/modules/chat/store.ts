import type { ChatSource } from '@booster/contracts';
import type { ChatConversation, ChatMessageRecord } from '@booster/marketplaces';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import { type ShopRow, shopKeys } from '../shops/index.ts';
import { invalidateReportDays } from './reports/rollup.ts';
import { chatConversations, chatMessages } from './tables.ts';
import { type ConversationRow, type MessageRow, previewOf, searchTextOf } from './view.ts';

/**
 * Stores what the platform says of a conversation (sync, a push without the message): buyer, can-send
 * and the platform's unread count; the last message when it is newer than the one kept. Locks the row
 * for the rest of the transaction.
 */
export async function upsertConversation(
  tx: Executor,
  shop: ShopRow,
  c: ChatConversation,
  /**
   * When the platform answered the list `c` comes from. A row changed since (read in Booster, a pushed
   * message) knows better than that page: its unread count stands. A reconciliation paging through
   * a new shop's conversations otherwise put back the unread count of a conversation just read.
   */
  listedAt?: Date,
): Promise<ConversationRow> {
  const last = c.lastMessage;
  const lastValues = last
    ? {
        lastMessageKind: last.kind,
        lastMessagePreview: last.preview.slice(0, 200),
        lastMessageSender: last.sender,
        lastMessageAt: last.sentAt,
      }
    : {};
  const newer = sql`excluded.last_message_at > ${chatConversations.lastMessageAt} or ${chatConversations.lastMessageKind} is null`;
  const [row] = await tx
    .insert(chatConversations)
    .values({
      ...shopKeys(shop),
      externalId: c.externalId,
      buyerId: c.buyer.id,
      buyerName: c.buyer.name,
      buyerAvatarUrl: c.buyer.avatarUrl,
      unreadCount: Math.max(0, c.unreadCount),
      canSend: c.canSend,
      waitingSince: last?.sender === 'buyer' ? last.sentAt : null,
      ...lastValues,
    })
    .onConflictDoUpdate({
      target: [chatConversations.shopId, chatConversations.externalId],
      set: {
        buyerId: sql`case when excluded.buyer_id = '' then ${chatConversations.buyerId} else excluded.buyer_id end`,
        buyerName: sql`case when excluded.buyer_name = '' then ${chatConversations.buyerName} else excluded.buyer_name end`,
        buyerAvatarUrl: sql`coalesce(excluded.buyer_avatar_url, ${chatConversations.buyerAvatarUrl})`,
        unreadCount: listedAt
          ? sql`case when ${chatConversations.updatedAt} > ${listedAt.toISOString()}::timestamptz
              then ${chatConversations.unreadCount} else excluded.unread_count end`
          : sql`excluded.unread_count`,
        canSend: sql`excluded.can_send`,
        ...(last
          ? {
              lastMessageKind: sql`case when ${newer} then excluded.last_message_kind else ${chatConversations.lastMessageKind} end`,
              lastMessagePreview: sql`case when ${newer} then excluded.last_message_preview else ${chatConversations.lastMessagePreview} end`,
              lastMessageSender: sql`case when ${newer} then excluded.last_message_sender else ${chatConversations.lastMessageSender} end`,
              // A bare row (a push seen before the list) holds its first sight, not a message time:
              // kept by greatest(), it would outrun the pushed message, which then never became the last.
              lastMessageAt: sql`case when ${chatConversations.lastMessageKind} is null then excluded.last_message_at
                else greatest(excluded.last_message_at, ${chatConversations.lastMessageAt}) end`,
              // The platform's last word decides whether the buyer waits: a person's reply answers,
              // a buyer message starts the wait (an older one already waiting keeps its time).
              waitingSince: sql`case
                when not (${newer}) then ${chatConversations.waitingSince}
                when excluded.last_message_sender = 'seller' then null
                when excluded.last_message_sender = 'buyer' then coalesce(${chatConversations.waitingSince}, excluded.last_message_at)
                else ${chatConversations.waitingSince} end`,
            }
          : {}),
        updatedAt: new Date(),
      },
    })
    .returning();
  return row;
}

/** A conversation known only by its platform id (a push before any sync): created bare, filled by sync. */
export async function ensureConversation(
  tx: Executor,
  shop: ShopRow,
  externalId: string,
): Promise<ConversationRow> {
  const [created] = await tx
    .insert(chatConversations)
    .values({ accountId: shop.accountId, shopId: shop.id, marketplace: shop.marketplace, externalId })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.shopId, shop.id), eq(chatConversations.externalId, externalId)))
    .for('update');
  return row;
}

/**
 * A conversation first seen in a push that names its buyer: created with that buyer (or a bare row
 * filled with them) and locked, without asking the platform first.
 */
export async function ensureConversationOfBuyer(
  tx: Executor,
  shop: ShopRow,
  externalId: string,
  buyer: { id: string; name: string },
): Promise<ConversationRow> {
  const [row] = await tx
    .insert(chatConversations)
    .values({
      ...shopKeys(shop),
      externalId,
      buyerId: buyer.id,
      buyerName: buyer.name,
    })
    .onConflictDoUpdate({
      target: [chatConversations.shopId, chatConversations.externalId],
      set: {
        buyerId: sql`case when ${chatConversations.buyerId} = '' then excluded.buyer_id else ${chatConversations.buyerId} end`,
        buyerName: sql`case when ${chatConversations.buyerName} = '' then excluded.buyer_name else ${chatConversations.buyerName} end`,
      },
    })
    .returning();
  return row;
}

/** The newest stored message's time of the conversation row being read (null without messages). */
const newestSentAt = sql<Date | null>`(select m.sent_at from ${chatMessages} m
  where m.conversation_id = ${chatConversations.id} order by m.sent_at desc, m.seq desc limit 1)`.mapWith(
  chatMessages.sentAt,
);

export type LockedConversation = { row: ConversationRow; newestSentAt: Date | null };

/**
 * Locks a conversation for the rest of the transaction and reads, in the same statement, the time of
 * its newest stored message (what `storeMessages` compares with): one round trip instead of two on
 * the path of every live message. Null when there is no such conversation.
 */
export async function lockConversation(
  tx: Executor,
  by: { id: string } | { shopId: string; externalId: string },
): Promise<LockedConversation | null> {
  const where =
    'id' in by
      ? eq(chatConversations.id, by.id)
      : and(eq(chatConversations.shopId, by.shopId), eq(chatConversations.externalId, by.externalId));
  const [found] = await tx
    .select({ row: chatConversations, newestSentAt })
    .from(chatConversations)
    .where(where)
    .for('update', { of: chatConversations });
  return found ?? null;
}

/** How far a platform's conversation-list time may run ahead of its message times. */
const PRECISION_SLACK_MS = 1000;

export type MessageMeta = {
  source: ChatSource;
  /** Who in Booster sent it. */
  member?: { id: string; name: string } | null;
  /** Live messages count as unread; history pulled by a sync does not change the platform's count. */
  countUnread: boolean;
};

/**
 * Stores messages of one conversation once each (a replay stores nothing) and moves the conversation
 * with them: last message, unread count, and `waiting_since` = the oldest buyer message after the
 * latest reply of a person (auto-replies and system notices do not answer). Answers the new rows.
 */
export async function storeMessages(
  tx: Executor,
  conversation: ConversationRow,
  records: readonly ChatMessageRecord[],
  meta: MessageMeta,
  /** The newest stored message's time when the caller read it with the lock (`lockConversation`). */
  known?: { newestSentAt: Date | null },
): Promise<{ conversation: ConversationRow; stored: MessageRow[] }> {
  if (records.length === 0) return { conversation, stored: [] };
  // Stored in time order (a stable sort keeps the caller's order within one second), so `seq`
  // follows what happened.
  const chronological = [...records].sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());
  const latestSentAt = known
    ? known.newestSentAt
    : await tx
        .select({ sentAt: chatMessages.sentAt })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversation.id))
        .orderBy(desc(chatMessages.sentAt), desc(chatMessages.seq))
        .limit(1)
        .then((rows) => rows[0]?.sentAt ?? null);
  const stored = await tx
    .insert(chatMessages)
    .values(
      chronological.map((m) => ({
        accountId: conversation.accountId,
        conversationId: conversation.id,
        externalId: m.externalId,
        sender: m.sender,
        kind: m.body.kind,
        body: m.body,
        searchText: searchTextOf(m.body),
        sentAt: m.sentAt,
        source: meta.source,
        sentByMember: meta.member?.id ?? null,
        sentByName: meta.member?.name ?? null,
        blocked: m.blocked ?? false,
      })),
    )
    .onConflictDoNothing({ target: [chatMessages.conversationId, chatMessages.externalId] })
    .returning();
  if (stored.length === 0) return { conversation, stored };
  stored.sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.seq - b.seq);
  // Report days these messages change: from the oldest of them, or the wait a reply ends.
  const oldest = stored[0].sentAt;
  const waited = conversation.waitingSince;
  await invalidateReportDays(tx, conversation.shopId, waited && waited < oldest ? waited : oldest);

  const newest = stored[stored.length - 1];
  // The newest stored message becomes the last message. Platforms stamp list entries and messages
  // at different precisions (Shopee: nanoseconds vs seconds), so the row's time gets a second's slack.
  const isNewest =
    (!latestSentAt || newest.sentAt >= latestSentAt) &&
    (!conversation.lastMessageKind ||
      newest.sentAt.getTime() >= conversation.lastMessageAt.getTime() - PRECISION_SLACK_MS);
  const lastReply = [...stored].reverse().find((m) => m.sender === 'seller');
  const newBuyer = stored.filter((m) => m.sender === 'buyer' && (!lastReply || m.seq > lastReply.seq)).length;
  const answeredNow = lastReply && lastReply === newest;

  const [updated] = await tx
    .update(chatConversations)
    .set({
      ...(isNewest
        ? {
            lastMessageExternalId: newest.externalId,
            lastMessageKind: newest.kind,
            lastMessagePreview: previewOf(newest.body),
            lastMessageSender: newest.sender,
            // A row without a last message holds its first sight, not a message time.
            lastMessageAt: conversation.lastMessageKind
              ? sql`greatest(${chatConversations.lastMessageAt}, ${newest.sentAt.toISOString()}::timestamptz)`
              : newest.sentAt,
          }
        : {}),
      waitingSince: waitingSinceAfterStore(conversation.id),
      ...(answeredNow
        ? { unreadCount: 0 }
        : meta.countUnread && newBuyer > 0
          ? { unreadCount: sql`${chatConversations.unreadCount} + ${newBuyer}` }
          : {}),
      updatedAt: new Date(),
    })
    .where(eq(chatConversations.id, conversation.id))
    .returning();
  return { conversation: updated, stored };
}

/**
 * `waiting_since` once the new messages are stored, worked out in the update itself (no round trip
 * of its own): the oldest buyer message after the latest reply of a person, in (sent_at, seq) order.
 * A wait known before its messages were stored (from the platform's conversation list: the row's
 * current value) stands until a reply after it is stored.
 */
function waitingSinceAfterStore(conversationId: string) {
  const earlier = chatConversations.waitingSince;
  return sql`(
    with reply as (
      select r.sent_at, r.seq from ${chatMessages} r
      where r.conversation_id = ${conversationId} and r.sender = 'seller'
      order by r.sent_at desc, r.seq desc limit 1),
    since as (
      select min(m.sent_at) as at from ${chatMessages} m
      where m.conversation_id = ${conversationId} and m.sender = 'buyer'
        and (not exists (select 1 from reply)
          or (m.sent_at, m.seq) > ((select sent_at from reply), (select seq from reply))))
    select case
      when ${earlier} is not null
        and ((select sent_at from reply) is null or (select sent_at from reply) < ${earlier})
        and ((select at from since) is null or ${earlier} < (select at from since))
      then ${earlier} else (select at from since) end)`;
}

/** The conversation's messages in time order from `since` (tests, events). */
export function messagesOf(ex: Executor, conversationId: string) {
  return ex
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.sentAt), asc(chatMessages.seq));
}
