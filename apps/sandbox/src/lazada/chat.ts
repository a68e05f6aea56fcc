import type { Sandbox } from '../core/context.ts';
import type { Conversation, Message, Shop } from '../core/types.ts';
import { lastMessageAt } from '../core/world.ts';
import { intParam, type LazadaGateway } from './api.ts';
import { LazadaError, lazadaErrors } from './envelope.ts';

/** IM lists start at `start_time` (ms, newest first) or now. */
const startTimeOf = (params: Record<string, string>) =>
  params.start_time ? intParam(params, 'start_time', 0) : Number.POSITIVE_INFINITY;
const pageSizeOf = (params: Record<string, string>) => intParam(params, 'page_size', 20, 100);

/** IM paging: the page after the previous page's last id (when it is still listed). */
function pageAfter<T extends { id: string }>(ordered: T[], lastId: string | undefined, size: number) {
  const at = lastId ? ordered.findIndex((x) => x.id === lastId) : -1;
  const rest = at >= 0 ? ordered.slice(at + 1) : ordered;
  const page = rest.slice(0, size);
  return { page, more: rest.length > page.length, last: page.at(-1) };
}

/** Instant Messaging: /im/session/list, /im/message/list, /im/message/send (template 1 = text). */
export function lazadaChatApis(gateway: LazadaGateway, sandbox: Sandbox) {
  const { world } = sandbox;

  gateway.add('GET', '/im/session/list', ({ params, shop }) => {
    const startTime = startTimeOf(params);
    const sessions = shop.conversations
      .filter((c) => c.messages.length > 0 && lastMessageAt(c) <= startTime)
      .sort((a, b) => lastMessageAt(b) - lastMessageAt(a) || a.id.localeCompare(b.id));
    const { page, more, last } = pageAfter(sessions, params.last_session_id, pageSizeOf(params));
    return {
      data: {
        session_list: page.map((c) => sessionJson(shop, c)),
        has_more: more,
        next_start_time: last ? lastMessageAt(last) : 0,
        last_session_id: last?.id ?? '',
      },
    };
  });

  gateway.add('GET', '/im/message/list', ({ params, shop }) => {
    const conversation = world.conversation(shop, params.session_id ?? '');
    if (!params.session_id) throw lazadaErrors.missing('session_id');
    if (!conversation) throw new LazadaError('SESSION_NOT_FOUND', 'Session not found');
    const startTime = startTimeOf(params);
    const messages = conversation.messages.filter((m) => m.sentAt <= startTime).reverse();
    const { page, more, last } = pageAfter(messages, params.last_message_id, pageSizeOf(params));
    return {
      data: {
        message_list: page.map((m) => messageJson(shop, conversation, m)),
        has_more: more,
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
