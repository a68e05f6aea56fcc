import type { ChatPush } from '../core/chat-port.ts';
import { parseJson, parsePayload } from '../core/errors.ts';
import { tiktokConversationPushSchema, tiktokMessagePushSchema } from './chat-schemas.ts';
import { mapTiktokMessage } from './mappers/chat.ts';
import { tiktokWebhookSchema } from './schemas.ts';

/** 13 = an agent joined or left a conversation; 14 = a new message (reference part 2, 1.4). */
export const TIKTOK_CONVERSATION_PUSH = 13;
export const TIKTOK_MESSAGE_PUSH = 14;

export function parseTiktokChatPush(rawBody: string): ChatPush[] {
  const push = parsePayload(tiktokWebhookSchema, parseJson(rawBody, 'TikTok Shop push'), 'TikTok Shop push');
  const shopId = push.shop_id ?? '';
  if (push.type === TIKTOK_MESSAGE_PUSH) {
    const data = tiktokMessagePushSchema.safeParse(push.data);
    if (!data.success) return [];
    const { conversation_id: conversationId, message_id: id } = data.data;
    return [
      {
        type: 'message',
        shopId,
        conversationId,
        message: mapTiktokMessage({ ...data.data, id }, conversationId),
      },
    ];
  }
  if (push.type === TIKTOK_CONVERSATION_PUSH) {
    const data = tiktokConversationPushSchema.safeParse(push.data);
    return data.success ? [{ type: 'conversation', shopId, conversationId: data.data.conversation_id }] : [];
  }
  return [];
}
