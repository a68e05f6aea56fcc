import { pickString } from '../core/chat.ts';
import { appKeyBodySignature, sha256Hex, verifyAppKeyBodySignature } from '../core/crypto.ts';
import { parseJson, parsePayload } from '../core/errors.ts';
import type { WebhookEvent } from '../core/port.ts';
import { LAZADA_IM_MESSAGE } from './chat-push.ts';
import { lazadaWebhookSchema } from './schemas.ts';

/** Authorization = hex HMAC-SHA256(app_secret, app_key + raw body) (reference 2.7). */
export const lazadaWebhookSignature = appKeyBodySignature;
export const verifyLazadaWebhook = verifyAppKeyBodySignature;

function kindOf(type: number): WebhookEvent['kind'] {
  if ([0, 10, 14].includes(type)) return 'order';
  if ([1, 3, 6, 12, 21].includes(type)) return 'product';
  if ([2, 19].includes(type)) return 'chat';
  if ([8, 13].includes(type)) return 'authorization';
  return 'other';
}

export function parseLazadaWebhook(rawBody: string): WebhookEvent[] {
  const push = parsePayload(lazadaWebhookSchema, parseJson(rawBody, 'Lazada push'), 'Lazada push');
  const orderId = pickString(push.data, 'trade_order_id');
  const subjectId = orderId ?? pickString(push.data, 'item_id', 'session_id');
  const dataHash = sha256Hex(JSON.stringify(push.data)).slice(0, 16);
  const messageId = push.message_type === LAZADA_IM_MESSAGE ? pickString(push.data, 'message_id') : null;
  let externalEventId = `${push.message_type}:${push.timestamp ?? ''}:${dataHash}`;
  // A new IM message is keyed by its own id, so a retried push (12 times, every 30 min) is one event.
  if (messageId) externalEventId = `im:${messageId}`;
  else if (orderId)
    externalEventId = `${orderId}:${pickString(push.data, 'order_status') ?? ''}:${push.timestamp}`;
  const sentAt = Number(push.data.send_time);
  return [
    {
      kind: kindOf(push.message_type),
      shopId: push.seller_id,
      externalEventId,
      subjectId,
      occurredAt: new Date(push.timestamp ?? (Number.isFinite(sentAt) && sentAt > 0 ? sentAt : Date.now())),
    },
  ];
}
