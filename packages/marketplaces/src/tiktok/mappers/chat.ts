import type { ChatMessage, Conversation } from '../../core/port.ts';
import type { TiktokConversation, TiktokMessage } from '../schemas.ts';

/** Message content is a JSON string; TEXT carries {"content": "..."}. */
export function tiktokMessageText(type: string, content: string): string {
  try {
    const parsed = JSON.parse(content) as { content?: unknown };
    if (typeof parsed.content === 'string') return parsed.content;
  } catch {
    if (type === 'TEXT') return content;
  }
  return `[${type}]`;
}

export function mapTiktokConversation(conversation: TiktokConversation): Conversation {
  const buyer = conversation.participants.find((p) => p.role === 'BUYER');
  const latest = conversation.latest_message;
  return {
    externalId: conversation.id,
    buyerId: buyer?.user_id ?? buyer?.im_user_id ?? '',
    buyerName: buyer?.nickname ?? '',
    lastMessage: latest ? tiktokMessageText(latest.type, latest.content) : '',
    lastMessageAt: new Date((latest?.create_time ?? 0) * 1000),
    unreadCount: conversation.unread_count,
  };
}

export function mapTiktokMessage(message: TiktokMessage, conversationId: string): ChatMessage {
  return {
    externalId: message.id,
    conversationId,
    from: message.sender.role === 'BUYER' ? 'buyer' : 'seller',
    text: tiktokMessageText(message.type, message.content),
    sentAt: new Date(message.create_time * 1000),
  };
}
