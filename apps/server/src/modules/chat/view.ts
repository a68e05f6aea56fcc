import type { ChatCard, ChatConversationView, ChatMessage, ChatMessageBodyView } from '@booster/contracts';
import type { ChatMessageBody } from '@booster/marketplaces';
import type { chatConversations, chatMessages } from './tables.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** The inbox list's preview of a message is at most this long. */
export const PREVIEW_LENGTH = 200;

/**
 * The columns the inbox shows of a conversation (the list reads only these). The list reads its
 * times as ISO text formatted by PostgreSQL (no Date made and printed again per row); other
 * callers pass the row's Dates.
 */
export type ConversationListRow = Pick<
  ConversationRow,
  | 'id'
  | 'shopId'
  | 'marketplace'
  | 'externalId'
  | 'buyerId'
  | 'buyerName'
  | 'buyerAvatarUrl'
  | 'lastMessageKind'
  | 'lastMessagePreview'
  | 'lastMessageSender'
  | 'unreadCount'
  | 'canSend'
> & { lastMessageAt: Date | string; waitingSince: Date | string | null };

const isoOf = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString());

export function toConversation(row: ConversationListRow, shopname: string): ChatConversationView {
  const lastMessageAt = isoOf(row.lastMessageAt);
  return {
    _id: row.id,
    shopId: row.shopId,
    shopname,
    marketplace: row.marketplace,
    externalId: row.externalId,
    buyer: { id: row.buyerId, name: row.buyerName, avatarUrl: row.buyerAvatarUrl },
    lastMessage:
      row.lastMessageKind && row.lastMessageSender
        ? {
            kind: row.lastMessageKind,
            preview: row.lastMessagePreview ?? '',
            sender: row.lastMessageSender,
            sentAt: lastMessageAt,
          }
        : null,
    lastMessageAt,
    unreadCount: row.unreadCount,
    waitingSince: row.waitingSince === null ? null : isoOf(row.waitingSince),
    canSend: row.canSend,
  };
}

export function toMessage(row: MessageRow, card: ChatCard | null = null): ChatMessage {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    externalId: row.externalId,
    sender: row.sender,
    body: row.body,
    sentAt: row.sentAt.toISOString(),
    source: row.source,
    sentBy: row.sentByMember && row.sentByName ? { _id: row.sentByMember, name: row.sentByName } : null,
    blocked: row.blocked,
    card,
  };
}

/** What the list shows for a message: its text, or a bracketed kind the web translates. */
export function previewOf(body: ChatMessageBody | ChatMessageBodyView): string {
  switch (body.kind) {
    case 'text':
    case 'system':
    case 'other':
      return body.text.slice(0, PREVIEW_LENGTH);
    default:
      return `[${body.kind}]`;
  }
}

/** The text the inbox search looks in (text messages only). */
export function searchTextOf(body: ChatMessageBody): string | null {
  return body.kind === 'text' ? body.text : null;
}
