import { epochToDate } from '../../core/context.ts';
import type { ChatMessage, Conversation } from '../../core/port.ts';
import type { LazadaMessage, LazadaSession } from '../schemas.ts';

/** from_account_type: 1 buyer, 2 seller. */
const SELLER_ACCOUNT_TYPE = 2;

export function mapLazadaSession(session: LazadaSession): Conversation {
  return {
    externalId: session.session_id,
    buyerId: session.buyer_id,
    buyerName: session.title,
    lastMessage: session.summary,
    lastMessageAt: epochToDate(session.last_message_time),
    unreadCount: session.unread_count,
  };
}

/** `content` is a JSON string: {"txt": ...} for text (template 1); other templates get a placeholder. */
export function mapLazadaMessage(message: LazadaMessage, sessionId: string): ChatMessage {
  let text = '';
  try {
    const content = JSON.parse(message.content) as { txt?: unknown };
    text = typeof content.txt === 'string' ? content.txt : '';
  } catch {
    text = message.content;
  }
  return {
    externalId: message.message_id,
    conversationId: message.session_id ?? sessionId,
    from: message.from_account_type === SELLER_ACCOUNT_TYPE ? 'seller' : 'buyer',
    text: text || `[template ${message.template_id}]`,
    sentAt: epochToDate(message.send_time),
  };
}
