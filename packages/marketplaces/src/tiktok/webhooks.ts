import { pickString } from '../core/chat.ts';
import { appKeyBodySignature, verifyAppKeyBodySignature } from '../core/crypto.ts';
import { parseJson, parsePayload } from '../core/errors.ts';
import type { WebhookEvent } from '../core/port.ts';
import { tiktokWebhookSchema } from './schemas.ts';

/** Authorization = hex HMAC-SHA256(app_secret, app_key + raw body) (reference 3.7, from the SDK). */
export const tiktokWebhookSignature = appKeyBodySignature;
export const verifyTiktokWebhook = verifyAppKeyBodySignature;

function kindOf(type: number): WebhookEvent['kind'] {
  if ([1, 3, 4, 11, 12, 36].includes(type)) return 'order';
  if ([5, 15, 16, 27].includes(type)) return 'product';
  if ([13, 14].includes(type)) return 'chat';
  if ([6, 7].includes(type)) return 'authorization';
  return 'other';
}

export function parseTiktokWebhook(rawBody: string): WebhookEvent[] {
  const push = parsePayload(tiktokWebhookSchema, parseJson(rawBody, 'TikTok Shop push'), 'TikTok Shop push');
  return [
    {
      kind: kindOf(push.type),
      shopId: push.shop_id ?? '',
      externalEventId: push.tts_notification_id,
      subjectId: pickString(push.data, 'order_id', 'product_id', 'conversation_id'),
      occurredAt: new Date(push.timestamp * 1000),
    },
  ];
}
