import { jsonObject, pickString } from '../core/chat.ts';
import type { ChatPush } from '../core/chat-port.ts';
import { epochToDate } from '../core/context.ts';
import { parseJson, parsePayload } from '../core/errors.ts';
import { shopeeChatPushDataSchema } from './chat-schemas.ts';
import { isShopeeBlocked, shopeeBody, shopeeSender } from './mappers/chat.ts';
import { shopeeWebhookSchema } from './schemas.ts';

export const SHOPEE_CHAT_CODE = 10;

/** The receiving shop of a code-10 push: the envelope's shop_id, which one sample leaves out. */
export function shopeeChatShopId(envelopeShopId: string | undefined, content: Record<string, unknown>) {
  return envelopeShopId || pickString(content, 'shop_id', 'to_shop_id') || '';
}

/** Is this push webchat? Code 10, or (the sample without a code) a data.type message/notification. */
export function isShopeeChatPush(code: number | undefined, data: Record<string, unknown>): boolean {
  if (code !== undefined) return code === SHOPEE_CHAT_CODE;
  return (data.type === 'message' || data.type === 'notification') && typeof data.content === 'object';
}

/**
 * Webchat push (code 10, reference part 2, 1.1). Quirks taken as they come: `quoted_msg` an object,
 * `sub_account_name` the number 0, and shop_id/code/timestamp missing from some pushes.
 */
export function parseShopeeChatPush(rawBody: string): ChatPush[] {
  const push = parsePayload(shopeeWebhookSchema, parseJson(rawBody, 'Shopee push'), 'Shopee push');
  if (!isShopeeChatPush(push.code, push.data)) return [];
  const data = shopeeChatPushDataSchema.safeParse(push.data);
  if (!data.success) return [];
  const content = data.data.content;
  const shopId = shopeeChatShopId(push.shop_id, content);
  const conversationId = pickString(content, 'conversation_id');
  if (!conversationId) return [];
  if (data.data.type !== 'message') return [{ type: 'conversation', shopId, conversationId }];
  const messageId = pickString(content, 'message_id');
  const messageType = pickString(content, 'message_type') ?? 'text';
  const status = pickString(content, 'status') ?? '';
  const message = messageId
    ? {
        externalId: messageId,
        conversationId,
        sender: shopeeSender(
          {
            from_id: pickString(content, 'from_id') ?? undefined,
            from_shop_id: pickString(content, 'from_shop_id') ?? undefined,
            status,
            message_type: messageType,
          },
          shopId,
          content.is_in_chatbot_session === true,
        ),
        body: shopeeBody(messageType, jsonObject(content.content)),
        sentAt: epochToDate(pickString(content, 'created_timestamp') ?? push.timestamp ?? 0),
        ...(isShopeeBlocked(status) ? { blocked: true } : {}),
      }
    : null;
  const buyerId = pickString(content, 'from_id');
  const buyer =
    message?.sender === 'buyer' && buyerId
      ? { id: buyerId, name: pickString(content, 'from_user_name') ?? '' }
      : undefined;
  return [{ type: 'message', shopId, conversationId, message, ...(buyer ? { buyer } : {}) }];
}
