import { header, hexDigestsEqual, hmacSha256Hex, sha256Hex } from '../core/crypto.ts';
import { parseJson, parsePayload } from '../core/errors.ts';
import type { WebhookEvent, WebhookRequest } from '../core/port.ts';
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

function subjectOf(data: Record<string, unknown>): string | null {
  for (const key of ['ordersn', 'order_sn', 'item_id', 'conversation_id']) {
    const value = data[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return null;
}

export function parseShopeeWebhook(rawBody: string): WebhookEvent[] {
  const push = parsePayload(shopeeWebhookSchema, parseJson(rawBody, 'Shopee push'), 'Shopee push');
  const shopId = push.shop_id ?? '';
  // Shopee pushes carry no id of their own; the same change re-delivered has the same four parts.
  const dataHash = sha256Hex(JSON.stringify(push.data)).slice(0, 16);
  return [
    {
      kind: kindOf(push.code),
      shopId,
      externalEventId: `${shopId}:${push.code}:${push.timestamp}:${dataHash}`,
      subjectId: subjectOf(push.data),
      occurredAt: new Date(push.timestamp * 1000),
    },
  ];
}
