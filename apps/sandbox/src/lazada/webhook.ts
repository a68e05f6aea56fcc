import type { SandboxSite } from '../core/context.ts';
import { hmacSha256Hex } from '../core/crypto.ts';
import type { WebhookFormat } from '../core/simulation.ts';
import { messageJson, sessionUpdateJson } from './chat.ts';
import { orderItems } from './order.ts';

/** Lazada push: `{seller_id, message_type, data, timestamp, site}`; Authorization = hex HMAC(app_secret, app_key + body). */
export function lazadaWebhooks(appKey: string, appSecret: string, site: SandboxSite): WebhookFormat {
  return {
    order: (shop, order) => ({
      seller_id: shop.id,
      message_type: 0,
      data: {
        order_status: order.status,
        trade_order_id: order.id,
        trade_order_line_id: orderItems(order)[0]?.id ?? '',
        status_update_time: Math.floor(order.updatedAt / 1000),
      },
      timestamp: Date.now(),
      site: 'lazada_id',
    }),
    message: (shop, conversation, message) => ({
      seller_id: shop.id,
      message_type: 2,
      data: messageJson(shop, conversation, message, site.base),
      timestamp: Date.now(),
      site: 'lazada_id',
    }),
    chatRead: (shop, conversation) => ({
      seller_id: shop.id,
      message_type: 19,
      data: sessionUpdateJson(shop, conversation),
      timestamp: Date.now(),
      site: 'lazada_id',
    }),
    headers: (_url, body) => ({ authorization: hmacSha256Hex(appSecret, `${appKey}${body}`) }),
  };
}
