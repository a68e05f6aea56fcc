import { chatPreview, jsonObject, pickNumber, pickString } from '../../core/chat.ts';
import type {
  ChatConversation,
  ChatMessageBody,
  ChatMessageRecord,
  ChatSender,
} from '../../core/chat-port.ts';
import { epochToDate } from '../../core/context.ts';
import type { TiktokConversation, TiktokMessage } from '../chat-schemas.ts';

/** Message types that are platform notices (reference part 2, 1.4). */
const SYSTEM_TYPES = new Set([
  'NOTIFICATION',
  'ALLOCATED_SERVICE',
  'BUYER_ENTER_FROM_TRANSFER',
  'BUYER_ENTER_FROM_PRODUCT',
  'BUYER_ENTER_FROM_ORDER',
]);

export function tiktokBody(type: string, raw: string): ChatMessageBody {
  const content = jsonObject(raw);
  const text = pickString(content, 'content') ?? '';
  switch (type) {
    case 'TEXT':
      return { kind: 'text', text: text || (raw.startsWith('{') ? '' : raw) };
    case 'IMAGE':
      return {
        kind: 'image',
        image: {
          url: pickString(content, 'url') ?? '',
          width: pickNumber(content, 'width'),
          height: pickNumber(content, 'height'),
        },
      };
    case 'EMOTICONS':
      return {
        kind: 'sticker',
        imageUrl: pickString(content, 'url'),
        code: text || (pickString(content, 'id') ?? ''),
      };
    case 'VIDEO':
      return {
        kind: 'video',
        url: pickString(content, 'url') ?? '',
        thumbnailUrl: pickString(content, 'cover'),
      };
    case 'PRODUCT_CARD':
      return { kind: 'product', productId: pickString(content, 'product_id') ?? '' };
    case 'ORDER_CARD':
      return { kind: 'order', orderId: pickString(content, 'order_id') ?? '' };
    default:
      return SYSTEM_TYPES.has(type) ? { kind: 'system', text } : { kind: 'other', text };
  }
}

/**
 * Roles: BUYER; CUSTOMER_SERVICE = a person answering for the shop (the seller, in Seller Center or
 * through the API) [?]; SHOP = the shop's auto-replies and FAQ cards; ROBOT = Seller Center's chatbot.
 */
export function tiktokSender(role: string, type: string): ChatSender {
  if (SYSTEM_TYPES.has(type)) return 'system';
  switch (role) {
    case 'BUYER':
      return 'buyer';
    case 'CUSTOMER_SERVICE':
      return 'seller';
    case 'SHOP':
    case 'ROBOT':
      return 'auto';
    default:
      return 'system';
  }
}

export function mapTiktokMessage(message: TiktokMessage, conversationId: string): ChatMessageRecord {
  return {
    externalId: message.id,
    conversationId,
    sender: tiktokSender(message.sender.role, message.type),
    body: tiktokBody(message.type, message.content),
    sentAt: epochToDate(message.create_time),
  };
}

export function mapTiktokConversation(conversation: TiktokConversation): ChatConversation {
  const buyer = conversation.participants.find((p) => p.role === 'BUYER');
  const latest = conversation.latest_message;
  const body = latest ? tiktokBody(latest.type, latest.content) : null;
  return {
    externalId: conversation.id,
    // user_id is the buyer_user_id orders carry; im_user_id cannot find orders.
    buyer: {
      id: buyer?.user_id ?? buyer?.im_user_id ?? '',
      name: buyer?.nickname ?? '',
      avatarUrl: buyer?.avatar || null,
    },
    lastMessage:
      latest && body
        ? {
            kind: body.kind,
            preview: chatPreview(body),
            sender: tiktokSender(latest.sender.role, latest.type),
            sentAt: epochToDate(latest.create_time),
          }
        : null,
    unreadCount: conversation.unread_count,
    canSend: conversation.can_send_message,
  };
}
