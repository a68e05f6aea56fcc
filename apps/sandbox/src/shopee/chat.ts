import { MARKETPLACE_CAPABILITIES } from '@booster/domain';
import { imageSize } from '@booster/marketplaces';
import type { FastifyInstance } from 'fastify';
import { absoluteUrl, cardMessage, type OutgoingMessage, previewOf, readUpTo } from '../core/chat.ts';
import type { Sandbox } from '../core/context.ts';
import type { Conversation, Message, Shop } from '../core/types.ts';
import { readMultipart } from '../core/uploads.ts';
import { lastMessageAt } from '../core/world.ts';
import { shopeeErrors } from './envelope.ts';
import { intParam, seconds, shopApi } from './route.ts';

const nano = (ms: number) => `${ms}000000`;
const CHAT = MARKETPLACE_CAPABILITIES.shopee.chat;
const IMAGE_TYPES: readonly string[] = CHAT?.imageTypes ?? [];
const STICKER_PACKAGE = '1000';

/**
 * sellerchat (whitelist-only, community-sourced [sdk]; reference part 2, 1.2): conversations (paged
 * by next_timestamp_nano), one conversation, messages (offset), send_message (text, sticker, image,
 * item, order), upload_image, read_conversation and the unread count.
 */
export async function shopeeChatRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { world } = sandbox;
  const find = (shop: Shop, id: unknown) => {
    if (id === undefined || id === '') throw shopeeErrors.param('conversation_id is required.');
    const conversation = world.conversation(shop, String(id));
    if (!conversation || conversation.messages.length === 0)
      throw shopeeErrors.notFound('Conversation not found.');
    return conversation;
  };

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
        conversations: page.map((c) => conversationJson(shop, c, sandbox.site.base)),
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

  // The answer shape is ours, shared with the adapter: `response` = one get_conversation_list entry.
  shopApi(app, sandbox, 'GET', 'sellerchat/get_one_conversation', ({ shop, query }) => ({
    response: conversationJson(shop, find(shop, query.conversation_id), sandbox.site.base),
  }));

  shopApi(app, sandbox, 'GET', 'sellerchat/get_message', ({ shop, query }) => {
    const conversation = find(shop, query.conversation_id);
    const pageSize = Math.min(intParam(query.page_size, 'page_size', 25), 50);
    const offset = query.offset ? intParam(query.offset, 'offset') : 0;
    const newestFirst = [...conversation.messages].reverse();
    const page = newestFirst.slice(offset, offset + pageSize);
    const more = offset + pageSize < newestFirst.length;
    return {
      response: {
        messages: page.map((m) => messageJson(shop, conversation, m, sandbox.site.base)),
        page_result: { page_size: page.length, next_offset: more ? String(offset + pageSize) : '', more },
      },
    };
  });

  shopApi(app, sandbox, 'POST', 'sellerchat/send_message', ({ shop, body }) => {
    const conversation = body.conversation_id
      ? world.conversation(shop, String(body.conversation_id))
      : world.conversationWith(shop, String(body.to_id ?? ''));
    if (!conversation || (body.to_id !== undefined && String(body.to_id) !== conversation.buyer.id))
      throw shopeeErrors.param('Invalid to_id.');
    const { text, content } = outgoing(shop, String(body.message_type ?? ''), body.content);
    const message = world.writeMessage(shop, conversation, { from: 'seller', text, content, via: 'api' });
    const json = messageJson(shop, conversation, message, sandbox.site.base);
    return {
      response: {
        to_id: json.to_id,
        message_id: json.message_id,
        message_type: json.message_type,
        content: json.content,
        conversation_id: json.conversation_id,
        created_timestamp: json.created_timestamp,
        message_option: 0,
        region: 'ID',
      },
    };
  });

  shopApi(app, sandbox, 'POST', 'sellerchat/upload_image', async ({ request }) => {
    const { files } = await readMultipart(request);
    const file = files.file;
    if (!file) throw shopeeErrors.param('file is required.');
    if (!IMAGE_TYPES.includes(file.type))
      throw shopeeErrors.param('Only jpg, jpeg, png and gif images are supported.');
    if (file.data.length === 0 || file.data.length > (CHAT?.maxImageBytes ?? 0))
      throw shopeeErrors.param('Image size should not exceed 2MB.');
    const stored = sandbox.images.put(file.type, file.data, 'shopeechat');
    const url = `${sandbox.site.base}/_assets/uploads/${stored.id}`;
    const size = imageSize(file.data);
    return {
      response: {
        url,
        thumbnail: url,
        thumb_width: Math.min(size.width ?? 0, 320),
        thumb_height: Math.min(size.height ?? 0, 320),
        file_server_id: stored.id,
      },
    };
  });

  shopApi(app, sandbox, 'POST', 'sellerchat/read_conversation', ({ shop, body }) => {
    const conversation = find(shop, body.conversation_id);
    if (!readUpTo(conversation, String(body.last_read_message_id ?? '')))
      throw shopeeErrors.param('Invalid last_read_message_id.');
    return { response: { conversation_id: conversation.id, unread_count: conversation.unread } };
  });

  shopApi(app, sandbox, 'GET', 'sellerchat/get_unread_conversation_count', ({ shop }) => ({
    response: { total_unread_count: shop.conversations.filter((c) => c.unread > 0).length },
  }));
}

/** send_message's content by message_type, checked as the platform would. */
function outgoing(shop: Shop, type: string, raw: unknown): OutgoingMessage {
  const content = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  switch (type) {
    case 'text': {
      if (typeof content.text !== 'string' || content.text.trim() === '')
        throw shopeeErrors.param('content.text is required.');
      if ([...content.text].length > (CHAT?.maxTextLength ?? 0))
        throw shopeeErrors.param(`content.text exceeds ${CHAT?.maxTextLength} characters.`);
      return { text: content.text, content: { kind: 'text' } };
    }
    case 'image': {
      if (typeof content.image_url !== 'string' || !/^https?:\/\//.test(content.image_url))
        throw shopeeErrors.param('content.image_url is required.');
      return { text: '', content: { kind: 'image', url: content.image_url, width: 0, height: 0 } };
    }
    case 'sticker': {
      const id = content.sticker_id;
      if (typeof id !== 'string' || id === '') throw shopeeErrors.param('content.sticker_id is required.');
      return { text: '', content: { kind: 'sticker', code: id, url: `/_assets/stickers/${id}.svg` } };
    }
    case 'item':
      return cardMessage(shop, 'product', String(content.item_id ?? ''), () =>
        shopeeErrors.param('Invalid item_id.'),
      );
    case 'order':
      return cardMessage(shop, 'order', String(content.order_sn ?? ''), () =>
        shopeeErrors.param('Invalid order_sn.'),
      );
    default:
      throw shopeeErrors.param('Invalid message_type.');
  }
}

/** message_type and content of a message (reference part 2, 1.1 and 1.2). */
function wireContent(shop: Shop, m: Message, base: string) {
  const c = m.content;
  switch (c.kind) {
    case 'image': {
      const url = absoluteUrl(base, c.url);
      return {
        message_type: 'image',
        content: { url, thumb_url: url, thumb_width: c.width, thumb_height: c.height },
      };
    }
    case 'sticker':
      return {
        message_type: 'sticker',
        content: { sticker_id: c.code, sticker_package_id: STICKER_PACKAGE },
      };
    case 'product':
      return { message_type: 'item', content: { shop_id: Number(shop.id), item_id: Number(c.productId) } };
    case 'order':
      return { message_type: 'order', content: { shop_id: Number(shop.id), order_sn: c.orderId } };
    default:
      return { message_type: m.from === 'system' ? 'notification' : 'text', content: { text: m.text } };
  }
}

function conversationJson(shop: Shop, c: Conversation, base: string) {
  const last = c.messages[c.messages.length - 1];
  const wire = wireContent(shop, last, base);
  const readUpToIndex = c.messages.length - 1 - c.unread;
  return {
    conversation_id: c.id,
    to_id: Number(c.buyer.id),
    to_name: c.buyer.username,
    to_avatar: '',
    shop_id: Number(shop.id),
    unread_count: c.unread,
    pinned: false,
    latest_message_id: last.id,
    latest_message_type: wire.message_type,
    latest_message_content: wire.message_type === 'text' ? { text: previewOf(last) } : wire.content,
    latest_message_from_id: last.from === 'buyer' ? Number(c.buyer.id) : Number(shop.id),
    last_message_timestamp: Number(nano(last.sentAt)),
    last_read_message_id: c.messages[readUpToIndex]?.id ?? '0',
    max_general_option_hide_time: '9223372036854775807',
  };
}

/** A get_message entry; also the `content` of a code-10 push. */
export function messageJson(shop: Shop, c: Conversation, m: Message, base: string) {
  const fromBuyer = m.from === 'buyer';
  const status = m.from === 'auto' ? 'auto_reply' : 'normal';
  return {
    message_id: m.id,
    ...wireContent(shop, m, base),
    from_id: fromBuyer ? Number(c.buyer.id) : Number(shop.id),
    from_shop_id: fromBuyer ? 0 : Number(shop.id),
    to_id: fromBuyer ? Number(shop.id) : Number(c.buyer.id),
    to_shop_id: fromBuyer ? Number(shop.id) : 0,
    conversation_id: c.id,
    created_timestamp: seconds(m.sentAt),
    region: 'ID',
    status,
    source: m.via === 'api' ? 'openapi' : fromBuyer ? 'app' : 'web',
    message_option: 0,
    source_content: {},
  };
}
