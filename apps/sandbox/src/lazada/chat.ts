import { MARKETPLACE_CAPABILITIES } from '@booster/domain';
import {
  absoluteUrl,
  cardMessage,
  type OutgoingMessage,
  openConversation,
  previewOf,
  readUpTo,
} from '../core/chat.ts';
import type { Sandbox } from '../core/context.ts';
import type { Conversation, Message, Shop } from '../core/types.ts';
import { lastMessageAt } from '../core/world.ts';
import { intParam, type LazadaGateway } from './api.ts';
import { LazadaError, lazadaErrors } from './envelope.ts';

const CHAT = MARKETPLACE_CAPABILITIES.lazada.chat;
/** IM lists take at most 20 a page (reference part 2, 1.3). */
const IM_PAGE = 20;
/** What Lazada's safety filter holds back in the sandbox: moving the buyer off the platform. */
const FILTERED = /\b(whatsapp|wa\.me|line id|transfer langsung)\b|\b08\d{8,11}\b/i;

const DAY = 24 * 3600_000;
const OPEN_SESSION_DAYS = 30;

/** IM answers carry success, err_code and err_message beside `data` (SendMessage doc). */
const im = (data: unknown) => ({ top: { data, success: true, err_code: '0', err_message: 'SUCCESS' } });

/** IM lists start at `start_time` (ms, newest first) or now. */
const startTimeOf = (params: Record<string, string>) =>
  params.start_time ? intParam(params, 'start_time', 0) : Number.POSITIVE_INFINITY;
const pageSizeOf = (params: Record<string, string>) => intParam(params, 'page_size', IM_PAGE, IM_PAGE);

/** IM paging: the page after the previous page's last id (when it is still listed). */
function pageAfter<T extends { id: string }>(ordered: T[], lastId: string | undefined, size: number) {
  const at = lastId ? ordered.findIndex((x) => x.id === lastId) : -1;
  const rest = at >= 0 ? ordered.slice(at + 1) : ordered;
  const page = rest.slice(0, size);
  return { page, more: rest.length > page.length, last: page.at(-1) };
}

/**
 * Instant Messaging: /im/session/list, /im/message/list, /im/message/send (templates 1 text,
 * 3 picture, 4 emoji, 10006 item, 10007 order), /im/session/read. Pictures are uploaded through
 * /image/upload (catalog.ts). Reading pushes a session update (type 19).
 */
export function lazadaChatApis(gateway: LazadaGateway, sandbox: Sandbox) {
  const { world } = sandbox;
  const find = (shop: Shop, sessionId: string | undefined) => {
    if (!sessionId) throw lazadaErrors.missing('session_id');
    const conversation = world.conversation(shop, sessionId);
    if (!conversation) throw new LazadaError('SESSION_NOT_FOUND', 'Session not found');
    return conversation;
  };

  gateway.add('GET', '/im/session/list', ({ params, shop }) => {
    const startTime = startTimeOf(params);
    const sessions = shop.conversations
      .filter((c) => c.messages.length > 0 && lastMessageAt(c) <= startTime)
      .sort((a, b) => lastMessageAt(b) - lastMessageAt(a) || a.id.localeCompare(b.id));
    const { page, more, last } = pageAfter(sessions, params.last_session_id, pageSizeOf(params));
    return im({
      session_list: page.map((c) => sessionJson(shop, c)),
      has_more: more,
      next_start_time: last ? lastMessageAt(last) : 0,
      last_session_id: last?.id ?? '',
    });
  });

  gateway.add('GET', '/im/message/list', ({ params, shop }) => {
    const conversation = find(shop, params.session_id);
    const startTime = startTimeOf(params);
    const messages = conversation.messages.filter((m) => m.sentAt <= startTime).reverse();
    const { page, more, last } = pageAfter(messages, params.last_message_id, pageSizeOf(params));
    return im({
      message_list: page.map((m) => messageJson(shop, conversation, m, sandbox.site.base)),
      has_more: String(more),
      next_start_time: last?.sentAt ?? 0,
      last_message_id: last?.id ?? '',
    });
  });

  gateway.add('POST', '/im/message/send', ({ params, shop }) => {
    const conversation = find(shop, params.session_id);
    const { text, content } = outgoing(shop, params);
    const blocked = FILTERED.test(text)
      ? 'Pesan ini melanggar kebijakan Lazada dan tidak terkirim'
      : undefined;
    const message = world.writeMessage(shop, conversation, {
      from: 'seller',
      text,
      content,
      via: 'api',
      blocked,
    });
    return im({
      current_time: message.sentAt,
      message_id: message.id,
      template_id: Number(params.template_id),
    });
  });

  // OpenSession: the conversation with an order's buyer, for orders of the last 30 days (error -22).
  gateway.add('GET,POST', '/im/session/open', ({ params, shop }) => {
    if (!params.order_id) throw lazadaErrors.missing('order_id');
    const order = world.order(shop, params.order_id);
    if (!order) throw lazadaErrors.orderNotFound();
    if (Date.now() - order.createdAt > OPEN_SESSION_DAYS * DAY)
      throw new LazadaError('-22', `order out of day limit: ${OPEN_SESSION_DAYS}`);
    const conversation = openConversation(sandbox.world.profiles.lazada, shop, order.buyer.id);
    return { top: { session_id: conversation?.id ?? '' } };
  });

  gateway.add('POST', '/im/session/read', ({ params, shop }) => {
    const conversation = find(shop, params.session_id);
    if (!params.last_read_message_id) throw lazadaErrors.missing('last_read_message_id');
    if (!readUpTo(conversation, params.last_read_message_id))
      throw lazadaErrors.invalid('last_read_message_id');
    void sandbox.simulation.pushChatRead(shop, conversation).catch(() => undefined);
    return im(true);
  });
}

/** /im/message/send parameters per template, checked as Lazada would. */
function outgoing(shop: Shop, params: Record<string, string>): OutgoingMessage {
  switch (params.template_id) {
    case '1': {
      if (!params.txt) throw lazadaErrors.missing('txt');
      if ([...params.txt].length > (CHAT?.maxTextLength ?? 0)) throw lazadaErrors.invalid('txt');
      return { text: params.txt, content: { kind: 'text' } };
    }
    case '3': {
      if (!params.img_url) throw lazadaErrors.missing('img_url');
      const width = intParam(params, 'width', 0);
      const height = intParam(params, 'height', 0);
      if (!width || !height) throw lazadaErrors.missing(width ? 'height' : 'width');
      return { text: '', content: { kind: 'image', url: params.img_url, width, height } };
    }
    case '10006': {
      if (!params.item_id) throw lazadaErrors.missing('item_id');
      return cardMessage(shop, 'product', params.item_id, lazadaErrors.productNotFound);
    }
    case '10007': {
      if (!params.order_id) throw lazadaErrors.missing('order_id');
      return cardMessage(shop, 'order', params.order_id, lazadaErrors.orderNotFound);
    }
    default:
      if (!params.template_id) throw lazadaErrors.missing('template_id');
      throw lazadaErrors.invalid('template_id');
  }
}

function sessionJson(shop: Shop, c: Conversation) {
  const last = c.messages[c.messages.length - 1];
  return {
    session_id: c.id,
    buyer_id: Number(c.buyer.id),
    seller_id: Number(shop.id),
    title: c.buyer.name,
    head_url: '',
    summary: previewOf(last),
    unread_count: c.unread,
    last_message_id: last.id,
    last_message_time: last.sentAt,
    self_position: c.messages[c.messages.length - 1 - c.unread]?.sentAt ?? 0,
    to_position: last.sentAt,
    site_id: 'ID',
    tags: [],
  };
}

/** template_id and content (a JSON string) of a message (reference part 2, 1.3). */
function wireContent(m: Message, base: string): { template_id: number; content: Record<string, unknown> } {
  const c = m.content;
  switch (c.kind) {
    case 'image': {
      const url = absoluteUrl(base, c.url);
      return {
        template_id: 3,
        content: { imgUrl: url, osskey: url.split('/').pop(), width: c.width, height: c.height },
      };
    }
    case 'sticker': {
      const url = absoluteUrl(base, c.url);
      return { template_id: 4, content: { txt: `[${c.code}]`, imgUrl: url, smallImgUrl: url } };
    }
    case 'product':
      return { template_id: 10006, content: { itemId: c.productId } };
    case 'order':
      return { template_id: 10007, content: { orderId: c.orderId } };
    default:
      return { template_id: m.from === 'system' ? 2 : 1, content: { txt: m.text } };
  }
}

/** A /im/message/list entry and the `data` of a type-2 push; the sample sends numbers and booleans as strings. */
export function messageJson(shop: Shop, c: Conversation, m: Message, base: string) {
  const fromBuyer = m.from === 'buyer';
  const wire = wireContent(m, base);
  return {
    message_id: m.id,
    session_id: c.id,
    template_id: String(wire.template_id),
    type: m.from === 'system' ? '2' : '1',
    content: JSON.stringify(wire.content),
    from_account_type: fromBuyer ? '1' : '2',
    from_account_id: fromBuyer ? c.buyer.id : shop.id,
    to_account_type: fromBuyer ? '2' : '1',
    to_account_id: fromBuyer ? shop.id : c.buyer.id,
    send_time: String(m.sentAt),
    status: '0',
    site_id: 'ID',
    process_msg: m.blocked ?? '',
    auto_reply: String(m.from === 'auto'),
  };
}

/** Type 19: the session's read positions and unread count changed. */
export function sessionUpdateJson(shop: Shop, c: Conversation) {
  const session = sessionJson(shop, c);
  return {
    sync_type: 'SESSION_UPDATE',
    user_account_id: shop.id,
    user_account_type: 2,
    session_id: c.id,
    unread_count: c.unread,
    to_position: session.to_position,
    self_position: session.self_position,
    site_id: 'ID',
  };
}
