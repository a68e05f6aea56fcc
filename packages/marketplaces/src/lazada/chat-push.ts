import type { ChatPush } from '../core/chat-port.ts';
import { parseJson, parsePayload } from '../core/errors.ts';
import { lazadaMessageSchema, lazadaSessionUpdateSchema } from './chat-schemas.ts';
import { mapLazadaMessage } from './mappers/chat.ts';
import { lazadaWebhookSchema } from './schemas.ts';

/** IM push types (reference part 2, 1.3). */
export const LAZADA_IM_MESSAGE = 2;
export const LAZADA_IM_SESSION_UPDATE = 19;

/** Type 2 carries the new message; type 19 says the session's read state changed. */
export function parseLazadaChatPush(rawBody: string): ChatPush[] {
  const push = parsePayload(lazadaWebhookSchema, parseJson(rawBody, 'Lazada push'), 'Lazada push');
  const shopId = push.seller_id;
  if (push.message_type === LAZADA_IM_MESSAGE) {
    const message = lazadaMessageSchema.safeParse(push.data);
    if (!message.success || !message.data.session_id) return [];
    const conversationId = message.data.session_id;
    return [
      { type: 'message', shopId, conversationId, message: mapLazadaMessage(message.data, conversationId) },
    ];
  }
  if (push.message_type === LAZADA_IM_SESSION_UPDATE) {
    const update = lazadaSessionUpdateSchema.safeParse(push.data);
    if (!update.success) return [];
    const conversationId = update.data.session_id;
    return [{ type: update.data.unread_count === 0 ? 'read' : 'conversation', shopId, conversationId }];
  }
  return [];
}
