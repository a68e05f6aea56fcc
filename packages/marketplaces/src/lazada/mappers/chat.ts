import { chatPreview, jsonObject, pickNumber, pickString } from '../../core/chat.ts';
import type {
  ChatConversation,
  ChatMessageBody,
  ChatMessageRecord,
  ChatSender,
} from '../../core/chat-port.ts';
import { epochToDate } from '../../core/context.ts';
import type { LazadaMessage, LazadaSession } from '../chat-schemas.ts';

/** from_account_type: 1 buyer, 2 seller. */
const SELLER_ACCOUNT_TYPE = 2;
const SYSTEM_MESSAGE_TYPE = 2;
const RECALLED = 1;

/** template_id -> `content` (reference part 2, 1.3); 10006/10007 keys are [?], so several are read. */
export function lazadaBody(templateId: number, raw: unknown): ChatMessageBody {
  const content = jsonObject(raw);
  const text = pickString(content, 'txt') ?? '';
  switch (templateId) {
    case 1:
      return { kind: 'text', text };
    case 2:
      return { kind: 'system', text };
    case 3:
      return {
        kind: 'image',
        image: {
          url: pickString(content, 'imgUrl', 'img_url') ?? '',
          width: pickNumber(content, 'width'),
          height: pickNumber(content, 'height'),
        },
      };
    case 4:
      return { kind: 'sticker', imageUrl: pickString(content, 'imgUrl', 'smallImgUrl'), code: text };
    case 6:
      return {
        kind: 'video',
        url: pickString(content, 'videoUrl', 'url') ?? '',
        thumbnailUrl: pickString(content, 'coverUrl', 'cover'),
      };
    case 10006:
      return { kind: 'product', productId: pickString(content, 'itemId', 'item_id', 'productId') ?? '' };
    case 10007:
      return { kind: 'order', orderId: pickString(content, 'orderId', 'order_id', 'tradeOrderId') ?? '' };
    default:
      return { kind: 'other', text };
  }
}

export function lazadaSender(message: LazadaMessage): ChatSender {
  if (message.type === SYSTEM_MESSAGE_TYPE) return 'system';
  if (message.from_account_type !== SELLER_ACCOUNT_TYPE) return 'buyer';
  return message.auto_reply ? 'auto' : 'seller';
}

export function mapLazadaMessage(message: LazadaMessage, sessionId: string): ChatMessageRecord {
  const recalled = message.status === RECALLED;
  const record: ChatMessageRecord = {
    externalId: message.message_id,
    conversationId: message.session_id ?? sessionId,
    sender: lazadaSender(message),
    body: recalled
      ? { kind: 'system', text: pickString(jsonObject(message.content), 'recallContent') ?? '' }
      : lazadaBody(message.template_id, message.content),
    sentAt: epochToDate(message.send_time),
  };
  if (message.process_msg) record.blocked = true;
  return record;
}

/**
 * A session names neither the last message's kind nor who wrote it: the summary is shown as text,
 * and an unread session is taken as the buyer's turn [?].
 */
export function mapLazadaSession(session: LazadaSession): ChatConversation {
  const body: ChatMessageBody = { kind: 'text', text: session.summary };
  return {
    externalId: session.session_id,
    buyer: { id: session.buyer_id, name: session.title, avatarUrl: session.head_url || null },
    lastMessage: session.last_message_time
      ? {
          kind: 'text',
          preview: chatPreview(body),
          sender: session.unread_count > 0 ? 'buyer' : 'seller',
          sentAt: epochToDate(session.last_message_time),
        }
      : null,
    unreadCount: session.unread_count,
    canSend: true,
  };
}
