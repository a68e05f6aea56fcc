import { randomBytes } from 'node:crypto';
import type { SandboxSite } from '../core/context.ts';
import { hmacSha256Hex } from '../core/crypto.ts';
import type { WebhookFormat } from '../core/simulation.ts';
import { messageJson } from './chat.ts';
import { seconds } from './route.ts';

const notificationId = () =>
  BigInt(`0x${randomBytes(7).toString('hex')}`)
    .toString()
    .padStart(17, '7');

/** TikTok Shop push: `{type, tts_notification_id, shop_id, timestamp, data}`; Authorization = hex HMAC(app_secret, app_key + body). */
export function tiktokWebhooks(appKey: string, appSecret: string, site: SandboxSite): WebhookFormat {
  return {
    order: (shop, order) => ({
      type: 1,
      tts_notification_id: notificationId(),
      shop_id: shop.id,
      timestamp: seconds(Date.now()),
      data: {
        order_id: order.id,
        order_status: order.status,
        is_on_hold_order: false,
        update_time: seconds(order.updatedAt),
      },
    }),
    // Type 11, cancellation status; an accepted request also moves the order (type 1, CANCELLED).
    cancellation: (shop, order, change) =>
      change === 'accepted'
        ? undefined
        : {
            type: 11,
            tts_notification_id: notificationId(),
            shop_id: shop.id,
            timestamp: seconds(Date.now()),
            data: {
              order_id: order.id,
              cancellations_role: 'BUYER',
              cancel_status:
                change === 'requested' ? 'CANCELLATION_REQUEST_PENDING' : 'CANCELLATION_REQUEST_REJECTED',
              cancel_id: `${order.id}01`,
              create_time: seconds(order.updatedAt),
            },
          },
    message: (shop, conversation, message) => {
      const json = messageJson(shop, conversation, message, site.base);
      return {
        type: 14,
        tts_notification_id: notificationId(),
        shop_id: shop.id,
        timestamp: seconds(Date.now()),
        data: {
          message_id: message.id,
          index: json.index,
          conversation_id: conversation.id,
          type: json.type,
          content: json.content,
          create_time: json.create_time,
          is_visible: true,
          sender: { im_user_id: json.sender.im_user_id, role: json.sender.role },
        },
      };
    },
    headers: (_url, body) => ({ authorization: hmacSha256Hex(appSecret, `${appKey}${body}`) }),
  };
}
