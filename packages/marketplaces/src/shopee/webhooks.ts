import type { z } from 'zod';
import { jsonObject, pickNumber, pickString } from '../core/chat.ts';
import { epochToDate } from '../core/context.ts';
import { header, hexDigestsEqual, hmacSha256Hex, sha256Hex } from '../core/crypto.ts';
import { parseJson, parsePayload } from '../core/errors.ts';
import { AdapterError, type WebhookEvent, type WebhookRequest } from '../core/port.ts';
import { isShopeeChatPush, shopeeChatShopId } from './chat-push.ts';
import { shopeeWebhookSchema } from './schemas.ts';

/** Authorization = hex HMAC-SHA256(partner_key, full callback URL + '|' + raw body) (reference 1.7). */
export function shopeeWebhookSignature(partnerKey: string, url: string, rawBody: string): string {
  return hmacSha256Hex(partnerKey, `${url}|${rawBody}`);
}

export function verifyShopeeWebhook(partnerKey: string, request: WebhookRequest): boolean {
  const expected = shopeeWebhookSignature(partnerKey, request.url, request.rawBody);
  return hexDigestsEqual(expected, header(request.headers, 'authorization'));
}

function kindOf(code: number): WebhookEvent['kind'] {
  if ([3, 4, 15].includes(code)) return 'order';
  if ([6, 7, 8, 11].includes(code)) return 'product';
  if (code === 10) return 'chat';
  if ([1, 2, 12].includes(code)) return 'authorization';
  return 'other';
}

/**
 * The order, item or conversation a push is about. A product push names its item even when it also
 * names an order (code 8 reserved_stock_change_push carries the ordersn of a place_order).
 */
function subjectOf(kind: WebhookEvent['kind'], data: Record<string, unknown>): string | null {
  const keys = kind === 'product' ? ['item_id'] : ['ordersn', 'order_sn', 'item_id', 'conversation_id'];
  return pickString(data, ...keys);
}

export function parseShopeeWebhook(rawBody: string): WebhookEvent[] {
  const push = parsePayload(shopeeWebhookSchema, parseJson(rawBody, 'Shopee push'), 'Shopee push');
  if (isShopeeChatPush(push.code, push.data)) return chatEvents(push);
  if (push.code === undefined)
    throw new AdapterError('invalid_input', 'Shopee push without a code', 'bad_payload', undefined, {
      retryable: false,
    });
  const shopId = push.shop_id ?? '';
  const timestamp = push.timestamp ?? 0;
  // Shopee pushes carry no id of their own; the same change re-delivered has the same four parts.
  const dataHash = sha256Hex(JSON.stringify(push.data)).slice(0, 16);
  const kind = kindOf(push.code);
  return [
    {
      kind,
      shopId,
      externalEventId: `${shopId}:${push.code}:${timestamp}:${dataHash}`,
      subjectId: subjectOf(kind, push.data),
      occurredAt: new Date(timestamp * 1000),
    },
  ];
}

/**
 * A webchat push: keyed by its message id (a notification by msg_id or its content), so duplicates
 * Shopee sends collapse; the shop and time come from the content when the envelope lacks them.
 */
function chatEvents(push: z.output<typeof shopeeWebhookSchema>): WebhookEvent[] {
  const content = jsonObject(push.data.content);
  const shopId = shopeeChatShopId(push.shop_id, content);
  const messageId = pickString(content, 'message_id');
  const key =
    push.data.type === 'message' && messageId
      ? `chat:${messageId}`
      : `chat:${push.msg_id ?? pickString(content, 'msg_id') ?? sha256Hex(JSON.stringify(push.data)).slice(0, 24)}`;
  const seconds = pickNumber(content, 'created_timestamp', 'timestamp') ?? push.timestamp;
  return [
    {
      kind: 'chat',
      shopId,
      externalEventId: key,
      subjectId: pickString(content, 'conversation_id'),
      occurredAt: seconds ? epochToDate(seconds) : new Date(),
    },
  ];
}
