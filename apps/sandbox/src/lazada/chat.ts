import type { Sandbox } from '../core/context.ts';
import type { Conversation, Message, Shop } from '../core/types.ts';
import { lastMessageAt } from '../core/world.ts';
import { intParam, type LazadaGateway } from './api.ts';
import { LazadaError, lazadaErrors } from './envelope.ts';

/** Instant Messaging: /im/session/list, /im/message/list, /im/message/send (template 1 = text). */
export function lazadaChatApis(gateway: LazadaGateway, sandbox: Sandbox) {
  const { world } = sandbox;

  gateway.add('GET', '/im/session/list', ({ params, shop }) => {
    const startTime = params.start_time ? intParam(params, 'start_time', 0) : Number.POSITIVE_INFINITY;
    const pageSize = intParam(params, 'page_size', 20, 100);
    let sessions = shop.conversations
      .filter((c) => c.messages.length > 0 && lastMessageAt(c) <= startTime)
      .sort((a, b) => lastMessageAt(b) - lastMessageAt(a) || a.id.localeCompare(b.id));
    if (params.last_session_id) {
      const at = sessions.findIndex((c) => c.id === params.last_session_id);
      if (at >= 0) sessions = sessions.slice(at + 1);
    }
    const page = sessions.slice(0, pageSize);
    const last = page[page.length - 1];
    return {
      data: {
        session_list: page.map((c) => sessionJson(shop, c)),
        has_more: sessions.length > page.length,
        next_start_time: last ? lastMessageAt(last) : 0,
        last_session_id: last?.id ?? '',
      },
    };
  });

  gateway.add('GET', '/im/message/list', ({ params, shop }) => {
    const conversation = world.conversation(shop, params.session_id ?? '');
    if (!params.session_id) throw lazadaErrors.missing('session_id');
    if (!conversation) throw new LazadaError('SESSION_NOT_FOUND', 'Session not found');
    const startTime = params.start_time ? intParam(params, 'start_time', 0) : Number.POSITIVE_INFINITY;
    const pageSize = intParam(params, 'page_size', 20, 100);
    let messages = conversation.messages.filter((m) => m.sentAt <= startTime).reverse();
    if (params.last_message_id) {
      const at = messages.findIndex((m) => m.id === params.last_message_id);
      if (at >= 0) messages = messages.slice(at + 1);
    }
    const page = messages.slice(0, pageSize);
    const last = page[page.length - 1];
    return {
      data: {
        message_list: page.map((m) => messageJson(shop, conversation, m)),
        has_more: messages.length > page.length,
        next_start_time: last?.sentAt ?? 0,
        last_message_id: last?.id ?? '',
      },
    };
  });

  gateway.add('POST', '/im/message/send', ({ params, shop }) => {
    if (!params.session_id) throw lazadaErrors.missing('session_id');
    const conversation = world.conversation(shop, params.session_id);
    if (!conversation) throw new LazadaError('SESSION_NOT_FOUND', 'Session not found');
    if (params.template_id !== '1')
      throw new LazadaError('TEMPLATE_NOT_SUPPORTED', 'The sandbox sends text messages (template_id 1) only');
    if (!params.txt) throw lazadaErrors.missing('txt');
    const message = world.addMessage(shop, conversation, 'seller', params.txt);
    return { data: { ...messageJson(shop, conversation, message) } };
  });
}

function sessionJson(shop: Shop, c: Conversation) {
  const last = c.messages[c.messages.length - 1];
  return {
    session_id: c.id,
    buyer_id: Number(c.buyer.id),
    seller_id: Number(shop.id),
    title: c.buyer.name,
    head_url: '',
    summary: last.text,
    unread_count: c.unread,
    last_message_id: last.id,
    last_message_time: last.sentAt,
    self_position: 'SELLER',
    to_position: 'BUYER',
    site_id: 'ID',
    tags: [],
  };
}

export function messageJson(shop: Shop, c: Conversation, m: Message) {
  const fromBuyer = m.from === 'buyer';
  return {
    message_id: m.id,
    session_id: c.id,
    template_id: 1,
    type: 1,
    content: JSON.stringify({ txt: m.text }),
    from_account_type: fromBuyer ? 1 : 2,
    from_account_id: fromBuyer ? c.buyer.id : shop.id,
    to_account_id: fromBuyer ? shop.id : c.buyer.id,
    send_time: m.sentAt,
    status: 0,
    site_id: 'ID',
    auto_reply: false,
  };
}
