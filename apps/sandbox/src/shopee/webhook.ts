import { hmacSha256Hex } from '../core/crypto.ts';
import type { WebhookFormat } from '../core/simulation.ts';
import { messageJson } from './chat.ts';
import { seconds } from './route.ts';

/** Shopee push: `{shop_id, code, timestamp, data}`; Authorization = hex HMAC-SHA256(partner_key, url|body). */
export function shopeeWebhooks(partnerKey: string): WebhookFormat {
  return {
    order: (shop, order) => ({
      shop_id: Number(shop.id),
      code: 3,
      timestamp: seconds(Date.now()),
      data: {
        ordersn: order.id,
        status: order.status,
        update_time: seconds(order.updatedAt),
        completed_scenario: '',
      },
    }),
    message: (shop, conversation, message) => ({
      shop_id: Number(shop.id),
      code: 10,
      timestamp: seconds(Date.now()),
      data: { type: 'message', content: messageJson(shop, conversation, message) },
    }),
    headers: (url, body) => ({ authorization: hmacSha256Hex(partnerKey, `${url}|${body}`) }),
  };
}
