import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../core/context.ts';
import type { Conversation, Message, Shop } from '../core/types.ts';
import { lastMessageAt } from '../core/world.ts';
import { shopeeErrors } from './envelope.ts';
import { intParam, seconds, shopApi } from './route.ts';

const nano = (ms: number) => `${ms}000000`;

/** sellerchat: conversations (paged by next_timestamp_nano), one conversation, messages (offset) and send_message. */
export async function shopeeChatRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { world } = sandbox;

  shopApi(app, sandbox, 'GET', 'sellerchat/get_conversation_list', ({ shop, query }) => {
    if (query.direction !== 'latest' && query.direction !== 'older')
      throw shopeeErrors.param('direction should be latest or older.');
    const type = query.type ?? 'all';
    if (!['all', 'pinned', 'unread'].includes(type)) throw shopeeErrors.param('Invalid type.');
    const pageSize = Math.min(intParam(query.page_size, 'page_size', 25), 100);
    const before = query.next_timestamp_nano
      ? Number(query.next_timestamp_nano.slice(0, -6))
      : Number.POSITIVE_INFINITY;
    const matching = shop.conversations
      .filter((c) => c.messages.length > 0 && lastMessageAt(c) < before)
      .filter((c) => (type === 'unread' ? c.unread > 0 : type !== 'pinned'))
      .sort((a, b) => lastMessageAt(b) - lastMessageAt(a));
    const page = matching.slice(0, pageSize);
    const last = page[page.length - 1];
    return {
      response: {
        conversations: page.map((c) => conversationJson(shop, c)),
        page_result: {
          page_size: page.length,
          more: matching.length > page.length,
          next_cursor: {
            next_message_time_nano: last ? nano(lastMessageAt(last)) : '',
            conversation_id: last?.id ?? '',
          },
        },
      },
    };
  });

  // get_one_conversation is listed in reference 1.6 with `conversation_id`, `business_type?`; the chat
  // module is community-sourced [sdk], so the answer shape is our choice, shared with the adapter
  // (packages/marketplaces shopeeOneConversationSchema): `response` = one entry of get_conversation_list.
  shopApi(app, sandbox, 'GET', 'sellerchat/get_one_conversation', ({ shop, query }) => {
    if (!query.conversation_id) throw shopeeErrors.param('conversation_id is required.');
    const conversation = world.conversation(shop, query.conversation_id);
    if (!conversation || conversation.messages.length === 0)
      throw shopeeErrors.notFound('Conversation not found.');
    return { response: conversationJson(shop, conversation) };
  });

  shopApi(app, sandbox, 'GET', 'sellerchat/get_message', ({ shop, query }) => {
    const conversation = world.conversation(shop, query.conversation_id ?? '');
    if (!conversation) throw shopeeErrors.notFound('Conversation not found.');
    const pageSize = Math.min(intParam(query.page_size, 'page_size', 25), 50);
    const offset = query.offset ? intParam(query.offset, 'offset') : 0;
    const newestFirst = [...conversation.messages].reverse();
    const page = newestFirst.slice(offset, offset + pageSize);
    const more = offset + pageSize < newestFirst.length;
    return {
      response: {
        messages: page.map((m) => messageJson(shop, conversation, m)),
        page_result: { page_size: page.length, next_offset: more ? String(offset + pageSize) : '', more },
      },
    };
  });

  shopApi(app, sandbox, 'POST', 'sellerchat/send_message', ({ shop, body }) => {
    if (body.message_type !== 'text')
      throw shopeeErrors.param('Only message_type text is supported by the sandbox.');
    const content = (body.content ?? {}) as { text?: unknown };
    if (typeof content.text !== 'string' || content.text.trim() === '')
      throw shopeeErrors.param('content.text is required.');
    const conversation = body.conversation_id
      ? world.conversation(shop, String(body.conversation_id))
      : world.conversationWith(shop, String(body.to_id ?? ''));
    if (!conversation || (body.to_id !== undefined && String(body.to_id) !== conversation.buyer.id)) {
      throw shopeeErrors.param('Invalid to_id.');
    }
    const message = world.addMessage(shop, conversation, 'seller', content.text);
    return {
      response: {
        to_id: Number(conversation.buyer.id),
        message_id: message.id,
        message_type: 'text',
        content: { text: message.text },
        conversation_id: conversation.id,
        created_timestamp: seconds(message.sentAt),
      },
    };
  });
}

function conversationJson(shop: Shop, c: Conversation) {
  const last = c.messages[c.messages.length - 1];
  return {
    conversation_id: c.id,
    to_id: Number(c.buyer.id),
    to_name: c.buyer.username,
    to_avatar: '',
    shop_id: Number(shop.id),
    unread_count: c.unread,
    pinned: false,
    latest_message_id: last.id,
    latest_message_type: 'text',
    latest_message_content: { text: last.text },
    latest_message_from_id: last.from === 'buyer' ? Number(c.buyer.id) : Number(shop.id),
    last_message_timestamp: Number(nano(last.sentAt)),
    last_read_message_id: c.unread > 0 ? (c.messages[c.messages.length - 1 - c.unread]?.id ?? '0') : last.id,
  };
}

export function messageJson(shop: Shop, c: Conversation, m: Message) {
  const fromBuyer = m.from === 'buyer';
  return {
    message_id: m.id,
    message_type: 'text',
    from_id: fromBuyer ? Number(c.buyer.id) : Number(shop.id),
    from_shop_id: fromBuyer ? 0 : Number(shop.id),
    to_id: fromBuyer ? Number(shop.id) : Number(c.buyer.id),
    to_shop_id: fromBuyer ? Number(shop.id) : 0,
    conversation_id: c.id,
    created_timestamp: seconds(m.sentAt),
    content: { text: m.text },
    region: 'ID',
    status: 'received',
    source: 'web',
  };
}
