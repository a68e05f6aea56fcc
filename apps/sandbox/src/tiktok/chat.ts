import type { FastifyInstance } from 'fastify';
import type { Conversation, Message, Shop } from '../core/types.ts';
import { lastMessageAt } from '../core/world.ts';
import { pageToken, tiktokErrors } from './envelope.ts';
import { pageSize, seconds, type TiktokScope, tiktokApi } from './route.ts';

/** Customer service: conversations, their messages and sending a TEXT message. */
export async function tiktokChatRoutes(app: FastifyInstance, scope: TiktokScope) {
  const { world } = scope.sandbox;
  const platformName = scope.platform === 'tokopedia' ? 'TOKOPEDIA' : 'TIKTOK_SHOP';
  const find = (shop: Shop, id: string) => {
    const conversation = world.conversation(shop, id);
    if (!conversation) throw tiktokErrors.notFound('Conversation');
    return conversation;
  };

  tiktokApi(app, scope, 'GET', '/customer_service/202309/conversations', ({ shop, query }) => {
    const size = pageSize(query.page_size, 20);
    const offset = pageToken.decode(query.page_token);
    const sorted = shop.conversations
      .filter((c) => c.messages.length > 0)
      .sort((a, b) => lastMessageAt(b) - lastMessageAt(a));
    const page = sorted.slice(offset, offset + size);
    return {
      conversations: page.map((c) => ({
        id: c.id,
        participant_count: 2,
        can_send_message: true,
        unread_count: c.unread,
        create_time: seconds(c.messages[0].sentAt),
        latest_message: messageJson(shop, c, c.messages[c.messages.length - 1]),
        participants: [
          {
            role: 'BUYER',
            im_user_id: `im_${c.buyer.id}`,
            user_id: c.buyer.id,
            nickname: c.buyer.username,
            avatar: '',
            buyer_platform: platformName,
          },
          { role: 'SHOP', im_user_id: `im_${shop.id}`, user_id: shop.id, nickname: shop.name, avatar: '' },
        ],
      })),
      next_page_token: offset + size < sorted.length ? pageToken.encode(offset + size) : '',
    };
  });

  tiktokApi(
    app,
    scope,
    'GET',
    '/customer_service/202309/conversations/:conversationId/messages',
    ({ shop, params, query }) => {
      const conversation = find(shop, params.conversationId);
      const size = pageSize(query.page_size, 50);
      const offset = pageToken.decode(query.page_token);
      const ordered =
        query.sort_order === 'ASC' ? conversation.messages : [...conversation.messages].reverse();
      return {
        messages: ordered.slice(offset, offset + size).map((m) => messageJson(shop, conversation, m)),
        next_page_token: offset + size < ordered.length ? pageToken.encode(offset + size) : '',
      };
    },
  );

  tiktokApi(
    app,
    scope,
    'POST',
    '/customer_service/202309/conversations/:conversationId/messages',
    ({ shop, params, body }) => {
      const conversation = find(shop, params.conversationId);
      if (body.type !== 'TEXT') throw tiktokErrors.param('The sandbox sends TEXT messages only.');
      let text: unknown;
      try {
        text = (JSON.parse(String(body.content ?? '')) as { content?: unknown }).content;
      } catch {
        throw tiktokErrors.param('content must be a JSON string such as {"content":"hi"}.');
      }
      if (typeof text !== 'string' || text.length === 0 || text.length > 2000)
        throw tiktokErrors.param('Text must be 1 to 2000 characters.');
      const message = world.addMessage(shop, conversation, 'seller', text);
      return { message_id: message.id };
    },
  );
}

export function messageJson(shop: Shop, c: Conversation, m: Message) {
  const fromBuyer = m.from === 'buyer';
  return {
    id: m.id,
    index: m.id,
    type: 'TEXT',
    content: JSON.stringify({ content: m.text }),
    create_time: seconds(m.sentAt),
    is_visible: true,
    sender: {
      im_user_id: fromBuyer ? `im_${c.buyer.id}` : `im_${shop.id}`,
      role: fromBuyer ? 'BUYER' : 'CUSTOMER_SERVICE',
      nickname: fromBuyer ? c.buyer.username : shop.name,
      avatar: '',
    },
  };
}
