import { checkChatImage, checkOutgoing, imageSize } from '../core/chat.ts';
import type { ChatPort, OutgoingChatMessage } from '../core/chat-port.ts';
import { AdapterError, type ShopCredentials } from '../core/port.ts';
import { parseShopeeChatPush } from './chat-push.ts';
import {
  shopeeChatAckSchema,
  shopeeChatImageSchema,
  shopeeConversationListSchema,
  shopeeMessageListSchema,
  shopeeOneConversationSchema,
  shopeeOrderBuyerSchema,
  shopeeSendMessageSchema,
} from './chat-schemas.ts';
import type { ShopeeClient } from './client.ts';
import { mapShopeeConversation, mapShopeeMessage } from './mappers/chat.ts';

/** send_message's message_type and content per kind (reference part 2, 1.2). */
function shopeeOutgoing(message: OutgoingChatMessage) {
  switch (message.kind) {
    case 'text':
      return { message_type: 'text', content: { text: message.text } };
    case 'image':
      return { message_type: 'image', content: { image_url: message.image.url } };
    case 'product':
      return { message_type: 'item', content: { item_id: Number(message.productId) } };
    case 'order':
      return { message_type: 'order', content: { order_sn: message.orderId } };
  }
}

/**
 * Shopee sellerchat (/api/v2/sellerchat/…). Conversation ids are 64-bit: they travel as strings,
 * as one SDK does; the sandbox takes both.
 */
export function shopeeChat(client: ShopeeClient): ChatPort {
  const buyerOf = async (shop: ShopCredentials, conversationId: string) => {
    const { response } = await client.get(
      shop,
      '/api/v2/sellerchat/get_one_conversation',
      shopeeOneConversationSchema,
      { conversation_id: conversationId },
    );
    return response.to_id;
  };

  async function sendTo(
    shop: ShopCredentials,
    toId: string,
    message: OutgoingChatMessage,
    conversationId: string,
  ) {
    const sent = await client.post(shop, '/api/v2/sellerchat/send_message', shopeeSendMessageSchema, {
      to_id: Number(toId),
      ...shopeeOutgoing(message),
    });
    // The answer names no sender: we sent it.
    const record = mapShopeeMessage(sent.response, shop.shopId);
    return { ...record, conversationId: record.conversationId || conversationId, sender: 'seller' as const };
  }

  return {
    async listConversations(shop, query) {
      const { response } = await client.get(
        shop,
        '/api/v2/sellerchat/get_conversation_list',
        shopeeConversationListSchema,
        {
          direction: 'older',
          type: 'all',
          page_size: Math.min(query.pageSize, 100),
          next_timestamp_nano: query.cursor ?? undefined,
        },
      );
      const next = response.page_result?.more
        ? (response.page_result.next_cursor?.next_message_time_nano ?? null)
        : null;
      return { items: response.conversations.map(mapShopeeConversation), nextCursor: next || null };
    },

    async listMessages(shop, conversationId, query) {
      const { response } = await client.get(shop, '/api/v2/sellerchat/get_message', shopeeMessageListSchema, {
        conversation_id: conversationId,
        offset: query.cursor ?? '',
        page_size: Math.min(query.pageSize, 50),
      });
      const page = response.page_result;
      const more = page?.more ?? Boolean(page?.next_offset);
      return {
        items: response.messages.map((m) => mapShopeeMessage(m, shop.shopId)),
        nextCursor: more ? page?.next_offset || null : null,
      };
    },

    // send_message addresses the buyer (to_id): the conversation names them first.
    async send(shop, conversationId, message) {
      checkOutgoing('shopee', message);
      return sendTo(shop, await buyerOf(shop, conversationId), message, conversationId);
    },

    // No call opens a conversation: writing to the order's buyer does.
    async sendToOrderBuyer(shop, orderId, message) {
      checkOutgoing('shopee', message);
      const { response } = await client.get(shop, '/api/v2/order/get_order_detail', shopeeOrderBuyerSchema, {
        order_sn_list: orderId,
        response_optional_fields: 'buyer_user_id',
      });
      const buyer = response.order_list.find((o) => o.order_sn === orderId)?.buyer_user_id;
      if (!buyer) throw new AdapterError('not_found', `Shopee order ${orderId} not found`, 'error_not_found');
      return sendTo(shop, buyer, message, '');
    },

    async uploadImage(shop, image) {
      checkChatImage('shopee', image);
      const { response } = await client.call({
        method: 'POST',
        path: '/api/v2/sellerchat/upload_image',
        multipart: [
          { name: 'file', fileName: image.fileName, contentType: image.contentType, data: image.data },
        ],
        shop,
        schema: shopeeChatImageSchema,
      });
      // thumb_width/height are the thumbnail's; the image's own size is read from the file.
      return { url: response.url, ...imageSize(image.data) };
    },

    async markRead(shop, conversationId, lastMessageId) {
      await client.post(shop, '/api/v2/sellerchat/read_conversation', shopeeChatAckSchema, {
        conversation_id: conversationId,
        last_read_message_id: lastMessageId,
      });
    },

    parsePush: parseShopeeChatPush,
  };
}
