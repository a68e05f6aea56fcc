import { randomUUID } from 'node:crypto';
import type { SandboxSite } from '../core/context.ts';
import { hmacSha256Hex } from '../core/crypto.ts';
import type { WebhookFormat } from '../core/simulation.ts';
import { messageJson } from './chat.ts';
import { seconds } from './route.ts';

/** Shopee push: `{shop_id, code, timestamp, data}`; Authorization = hex HMAC-SHA256(partner_key, url|body). */
export function shopeeWebhooks(partnerKey: string, site: SandboxSite): WebhookFormat {
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
    message: (shop, conversation, message) => {
      const content = {
        ...messageJson(shop, conversation, message, site.base),
        shop_id: Number(shop.id),
        request_id: randomUUID(),
        from_user_name: message.from === 'buyer' ? conversation.buyer.username : shop.name,
        to_user_name: message.from === 'buyer' ? shop.name : conversation.buyer.username,
        business_type: 0,
        is_in_chatbot_session: false,
        // Quirks of the live push (reference part 2, 1.1): quoted_msg is one object, not a list, and
        // sub_account_name is the number 0 although documented as a string.
        quoted_msg: { message_id: '' },
        sub_account_id: 0,
        sub_account_name: 0,
      };
      const data = { type: 'message', region: 'ID', content };
      // One documented sample has no shop_id, code or timestamp: every tenth push here looks like it.
      if (message.id.endsWith('7')) return { msg_id: randomUUID().replaceAll('-', ''), data };
      return {
        msg_id: randomUUID().replaceAll('-', ''),
        shop_id: Number(shop.id),
        code: 10,
        timestamp: seconds(Date.now()),
        data,
      };
    },
    // reserved_stock_change_push: the model's reserved stock before and after (public clients record
    // `changed_values` with name reserved_stock; `variation_id` is the model id, 0 without variations).
    reservedStock: (shop, product, variant, change) => ({
      shop_id: Number(shop.id),
      code: 8,
      timestamp: seconds(Date.now()),
      data: {
        item_id: Number(product.id),
        variation_id: product.tiers.length === 0 ? 0 : Number(variant.id),
        action: change.action,
        ordersn: change.orderId ?? '',
        promotion_type: 'flash_sale',
        promotion_id: Number(change.campaignId),
        update_time: seconds(Date.now()),
        changed_values: [{ name: 'reserved_stock', old: change.old, new: change.new }],
      },
    }),
    headers: (url, body) => ({ authorization: hmacSha256Hex(partnerKey, `${url}|${body}`) }),
  };
}
