import { chatPreview, pickNumber, pickString } from '../../core/chat.ts';
import type {
  ChatConversation,
  ChatMessageBody,
  ChatMessageRecord,
  ChatSender,
} from '../../core/chat-port.ts';
import { epochToDate } from '../../core/context.ts';
import type { ShopeeConversation, ShopeeMessage } from '../chat-schemas.ts';

/** Statuses of messages Shopee sent for the shop by itself (they never count as an answer). */
const AUTO_STATUSES = new Set(['auto_reply', 'offwork_autoreply']);
/** Statuses of a message the safety filter held back. */
const BLOCKED_STATUSES = new Set(['blocked', 'censored_blacklist']);
export const isShopeeBlocked = (status: string) => BLOCKED_STATUSES.has(status);

/** `content` by message_type (reference part 2, 1.1 and 1.2). */
export function shopeeBody(type: string, content: Record<string, unknown>): ChatMessageBody {
  const text = pickString(content, 'text') ?? '';
  switch (type) {
    case 'text':
    case 'faq_liveagent':
      return { kind: 'text', text };
    case 'image':
    case 'image_with_text': {
      const url = pickString(content, 'url', 'image_url', 'thumb_url');
      if (!url) return { kind: 'text', text };
      return {
        kind: 'image',
        image: { url, width: pickNumber(content, 'width'), height: pickNumber(content, 'height') },
      };
    }
    case 'sticker':
      return {
        kind: 'sticker',
        imageUrl: pickString(content, 'url'),
        code: `${pickString(content, 'sticker_package_id') ?? ''}/${pickString(content, 'sticker_id') ?? ''}`,
      };
    case 'video':
      return {
        kind: 'video',
        url: pickString(content, 'video_url', 'url') ?? '',
        thumbnailUrl: pickString(content, 'thumb_url'),
      };
    case 'item':
    case 'product':
      return { kind: 'product', productId: pickString(content, 'item_id') ?? '' };
    case 'order':
      return { kind: 'order', orderId: pickString(content, 'order_sn') ?? '' };
    case 'notification':
      return { kind: 'system', text };
    default:
      return { kind: 'other', text };
  }
}

/**
 * No role field: the shop's side when it comes from the shop (from_shop_id, or from_id on answers
 * without it) [?]; `auto` when Shopee's own auto-reply or chatbot wrote it.
 */
export function shopeeSender(
  message: { from_id?: string; from_shop_id?: string; status?: string; message_type?: string },
  shopId: string,
  chatbot = false,
): ChatSender {
  if (message.message_type === 'notification') return 'system';
  const fromShop =
    message.from_shop_id && message.from_shop_id !== '0'
      ? message.from_shop_id === shopId
      : message.from_id === shopId;
  if (!fromShop) return 'buyer';
  return AUTO_STATUSES.has(message.status ?? '') || chatbot ? 'auto' : 'seller';
}

export function mapShopeeMessage(message: ShopeeMessage, shopId: string): ChatMessageRecord {
  const record: ChatMessageRecord = {
    externalId: message.message_id,
    conversationId: message.conversation_id,
    sender: shopeeSender(message, shopId),
    body: shopeeBody(message.message_type, message.content),
    sentAt: epochToDate(message.created_timestamp),
  };
  if (BLOCKED_STATUSES.has(message.status)) record.blocked = true;
  return record;
}

export function mapShopeeConversation(conversation: ShopeeConversation): ChatConversation {
  const latest = conversation.latest_message_type
    ? shopeeBody(conversation.latest_message_type, conversation.latest_message_content)
    : null;
  return {
    externalId: conversation.conversation_id,
    buyer: {
      id: conversation.to_id,
      name: conversation.to_name,
      avatarUrl: conversation.to_avatar || null,
    },
    lastMessage: latest
      ? {
          kind: latest.kind,
          preview: chatPreview(latest),
          sender: conversation.latest_message_from_id === conversation.to_id ? 'buyer' : 'seller',
          sentAt: epochToDate(conversation.last_message_timestamp),
        }
      : null,
    unreadCount: conversation.unread_count,
    canSend: true,
  };
}
