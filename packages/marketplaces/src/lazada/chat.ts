import { checkChatImage, checkOutgoing, imageSize, sentRecord } from '../core/chat.ts';
import type { ChatPort, OutgoingChatMessage } from '../core/chat-port.ts';
import type { AdapterContext } from '../core/context.ts';
import { epochToDate } from '../core/context.ts';
import type { ShopCredentials } from '../core/port.ts';
import { parseLazadaChatPush } from './chat-push.ts';
import {
  lazadaMessageListSchema,
  lazadaOpenSessionSchema,
  lazadaSendSchema,
  lazadaSessionListSchema,
} from './chat-schemas.ts';
import type { LazadaClient } from './client.ts';
import { lazadaUploadImageSchema } from './listing-schemas.ts';
import { mapLazadaMessage, mapLazadaSession } from './mappers/chat.ts';
import { lazadaAnySchema } from './schemas.ts';

/** IM lists take at most 20 a page (reference part 2, 1.3). */
const IM_PAGE = 20;

/** /im/message/send parameters per kind: template 1 text, 3 picture, 10006 item, 10007 order. */
function lazadaOutgoing(message: OutgoingChatMessage): Record<string, string | number> {
  switch (message.kind) {
    case 'text':
      return { template_id: 1, txt: message.text };
    case 'image':
      return {
        template_id: 3,
        img_url: message.image.url,
        width: message.image.width ?? 0,
        height: message.image.height ?? 0,
      };
    case 'product':
      return { template_id: 10006, item_id: message.productId };
    case 'order':
      return { template_id: 10007, order_id: message.orderId };
  }
}

const CLOCK_SKEW_ALLOWANCE_MS = 5 * 60_000;

/** Lazada Instant Messaging (/im/…). */
export function lazadaChat(client: LazadaClient, context: AdapterContext): ChatPort {
  /** IM cursor: "<next_start_time>:<last session or message id>", Lazada's own paging pair. */
  function imCursor(cursor: string | null | undefined) {
    const [startTime, lastId] = (cursor ?? '').split(':');
    return { startTime: startTime || firstStartTime(), lastId: lastId || undefined };
  }
  /**
   * The first page lists from "now" on Lazada's clock, not ours: asking from a little ahead of our
   * clock loses nothing (no message is stamped in the future) and keeps the newest messages when our
   * clock lags Lazada's (a start_time of exactly our now dropped them).
   */
  const firstStartTime = () => context.now().getTime() + CLOCK_SKEW_ALLOWANCE_MS;
  const imNext = (
    data: { has_more?: boolean; next_start_time?: number | string | null },
    lastId: string | null | undefined,
  ) => (data.has_more ? `${data.next_start_time ?? ''}:${lastId ?? ''}` : null);

  async function sendTo(shop: ShopCredentials, conversationId: string, message: OutgoingChatMessage) {
    const sent = await client.post(shop, '/im/message/send', lazadaSendSchema, {
      session_id: conversationId,
      ...lazadaOutgoing(message),
    });
    const at = sent.current_time ? epochToDate(sent.current_time) : context.now();
    return sentRecord(sent.message_id, conversationId, message, at);
  }

  return {
    async listConversations(shop, query) {
      const at = imCursor(query.cursor);
      const data = await client.get(shop, '/im/session/list', lazadaSessionListSchema, {
        start_time: at.startTime,
        last_session_id: at.lastId,
        page_size: Math.min(query.pageSize, IM_PAGE),
      });
      return {
        items: data.session_list.map(mapLazadaSession),
        nextCursor: imNext(data, data.last_session_id),
      };
    },

    async listMessages(shop, conversationId, query) {
      const at = imCursor(query.cursor);
      const data = await client.get(shop, '/im/message/list', lazadaMessageListSchema, {
        session_id: conversationId,
        start_time: at.startTime,
        last_message_id: at.lastId,
        page_size: Math.min(query.pageSize, IM_PAGE),
      });
      return {
        items: data.message_list.map((m) => mapLazadaMessage(m, conversationId)),
        nextCursor: imNext(data, data.last_message_id),
      };
    },

    async send(shop, conversationId, message) {
      checkOutgoing('lazada', message);
      return sendTo(shop, conversationId, message);
    },

    // OpenSession takes an order of the last 30 days and answers its buyer's conversation.
    async sendToOrderBuyer(shop, orderId, message) {
      checkOutgoing('lazada', message);
      const opened = await client.post(shop, '/im/session/open', lazadaOpenSessionSchema, {
        order_id: orderId,
      });
      return sendTo(shop, opened.session_id, message);
    },

    // IM pictures go through Lazada's image call; it answers the CDN URL only, the size is read from the file.
    async uploadImage(shop, image) {
      checkChatImage('lazada', image);
      const data = await client.call({
        method: 'POST',
        path: '/image/upload',
        files: [
          { name: 'image', fileName: image.fileName, contentType: image.contentType, data: image.data },
        ],
        shop,
        schema: lazadaUploadImageSchema,
      });
      return { url: data.image.url, ...imageSize(image.data) };
    },

    async markRead(shop, conversationId, lastMessageId) {
      await client.post(shop, '/im/session/read', lazadaAnySchema, {
        session_id: conversationId,
        last_read_message_id: lastMessageId,
      });
    },

    parsePush: parseLazadaChatPush,
  };
}
