import type { Marketplace } from '@booster/domain';
import { checkChatImage, checkOutgoing, sentRecord } from '../core/chat.ts';
import type { ChatPort, OutgoingChatMessage } from '../core/chat-port.ts';
import type { AdapterContext } from '../core/context.ts';
import { AdapterError, type ShopCredentials } from '../core/port.ts';
import { parseTiktokChatPush } from './chat-push.ts';
import {
  tiktokChatImageSchema,
  tiktokConversationsSchema,
  tiktokCreatedConversationSchema,
  tiktokMessagesSchema,
  tiktokOrderBuyerSchema,
  tiktokSendSchema,
} from './chat-schemas.ts';
import type { TiktokClient } from './client.ts';
import { mapTiktokConversation, mapTiktokMessage } from './mappers/chat.ts';
import { tiktokEmptySchema } from './schemas.ts';

const BASE = '/customer_service/202309';
/** Page sizes the API takes at most (conversations 20, messages 10). */
const CONVERSATION_PAGE = 20;
const MESSAGE_PAGE = 10;

/** POST …/messages `type` and its JSON-string `content` per kind. */
function tiktokOutgoing(message: OutgoingChatMessage) {
  switch (message.kind) {
    case 'text':
      return { type: 'TEXT', content: JSON.stringify({ content: message.text }) };
    case 'image':
      return {
        type: 'IMAGE',
        content: JSON.stringify({
          url: message.image.url,
          width: message.image.width,
          height: message.image.height,
        }),
      };
    case 'product':
      return { type: 'PRODUCT_CARD', content: JSON.stringify({ product_id: message.productId }) };
    case 'order':
      return { type: 'ORDER_CARD', content: JSON.stringify({ order_id: message.orderId }) };
  }
}

/** TikTok Shop customer service 202309; Tokopedia chat accounts use it too (docs/decisions/004). */
export function tiktokChat(key: Marketplace, client: TiktokClient, context: AdapterContext): ChatPort {
  async function sendTo(shop: ShopCredentials, conversationId: string, message: OutgoingChatMessage) {
    const sent = await client.post(
      shop,
      `${BASE}/conversations/${encodeURIComponent(conversationId)}/messages`,
      tiktokSendSchema,
      tiktokOutgoing(message),
    );
    return sentRecord(sent.message_id, conversationId, message, context.now());
  }

  return {
    async listConversations(shop, query) {
      const data = await client.get(shop, `${BASE}/conversations`, tiktokConversationsSchema, {
        page_size: Math.min(query.pageSize, CONVERSATION_PAGE),
        page_token: query.cursor ?? undefined,
      });
      return {
        items: data.conversations.map(mapTiktokConversation),
        nextCursor: data.next_page_token || null,
      };
    },

    async listMessages(shop, conversationId, query) {
      const data = await client.get(
        shop,
        `${BASE}/conversations/${encodeURIComponent(conversationId)}/messages`,
        tiktokMessagesSchema,
        {
          page_size: Math.min(query.pageSize, MESSAGE_PAGE),
          page_token: query.cursor ?? undefined,
          sort_field: 'create_time',
          sort_order: 'DESC',
        },
      );
      return {
        items: data.messages.map((m) => mapTiktokMessage(m, conversationId)),
        nextCursor: data.next_page_token || null,
      };
    },

    async send(shop, conversationId, message) {
      checkOutgoing(key, message);
      return sendTo(shop, conversationId, message);
    },

    // The order names the buyer (user_id); create conversation answers theirs (45109003 when the
    // shop may not start one: no chat in 30 days, no order in 60).
    async sendToOrderBuyer(shop, orderId, message) {
      checkOutgoing(key, message);
      const { orders } = await client.get(shop, '/order/202309/orders', tiktokOrderBuyerSchema, {
        ids: orderId,
      });
      const buyer = orders.find((o) => o.id === orderId)?.user_id;
      if (!buyer) throw new AdapterError('not_found', `TikTok Shop order ${orderId} not found`, 'not_found');
      const created = await client.post(shop, `${BASE}/conversations`, tiktokCreatedConversationSchema, {
        buyer_user_id: buyer,
      });
      return sendTo(shop, created.conversation_id, message);
    },

    async uploadImage(shop, image) {
      checkChatImage(key, image);
      const data = await client.call({
        method: 'POST',
        path: `${BASE}/images/upload`,
        multipart: [
          { name: 'data', fileName: image.fileName, contentType: image.contentType, data: image.data },
        ],
        shop,
        schema: tiktokChatImageSchema,
      });
      return { url: data.url, width: data.width ?? null, height: data.height ?? null };
    },

    // Reads the whole conversation: the API takes no message id.
    async markRead(shop, conversationId) {
      await client.post(
        shop,
        `${BASE}/conversations/${encodeURIComponent(conversationId)}/messages/read`,
        tiktokEmptySchema,
        {},
      );
    },

    parsePush: parseTiktokChatPush,
  };
}
