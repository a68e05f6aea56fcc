import { appKeyBodySignature, sha256Hex, verifyAppKeyBodySignature } from '../core/crypto.ts';
import { parseJson, parsePayload } from '../core/errors.ts';
import type { WebhookEvent } from '../core/port.ts';
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

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

export function parseLazadaWebhook(rawBody: string): WebhookEvent[] {
  const push = parsePayload(lazadaWebhookSchema, parseJson(rawBody, 'Lazada push'), 'Lazada push');
  const orderId = text(push.data.trade_order_id);
  const subjectId = orderId ?? text(push.data.item_id) ?? text(push.data.session_id);
  const externalEventId = orderId
    ? `${orderId}:${text(push.data.order_status) ?? ''}:${push.timestamp}`
    : `${push.message_type}:${push.timestamp}:${sha256Hex(JSON.stringify(push.data)).slice(0, 16)}`;
  return [
    {
      kind: kindOf(push.message_type),
      shopId: push.seller_id,
      externalEventId,
      subjectId,
      occurredAt: new Date(push.timestamp),
    },
  ];
}
