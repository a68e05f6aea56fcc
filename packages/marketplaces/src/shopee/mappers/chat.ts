import { epochToDate } from '../../core/context.ts';
import type { ChatMessage, Conversation } from '../../core/port.ts';
import type { ShopeeConversation, ShopeeMessage } from '../schemas.ts';

export function mapShopeeConversation(conversation: ShopeeConversation): Conversation {
  return {
    externalId: conversation.conversation_id,
    buyerId: conversation.to_id,
    buyerName: conversation.to_name,
    lastMessage: conversation.latest_message_content?.text ?? '',
    lastMessageAt: epochToDate(conversation.last_message_timestamp),
    unreadCount: conversation.unread_count,
  };
}

export function mapShopeeMessage(message: ShopeeMessage, shopId: string): ChatMessage {
  return {
    externalId: message.message_id,
    conversationId: message.conversation_id,
    from: message.from_shop_id === shopId ? 'seller' : 'buyer',
    text: message.content.text ?? `[${message.message_type}]`,
    sentAt: epochToDate(message.created_timestamp),
  };
}
