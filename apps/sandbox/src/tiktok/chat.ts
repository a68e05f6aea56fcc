import { MARKETPLACE_CAPABILITIES } from '@booster/domain';
import { imageSize } from '@booster/marketplaces';
import type { FastifyInstance } from 'fastify';
import {
  absoluteUrl,
  canSellerWrite,
  cardMessage,
  type OutgoingMessage,
  openConversation,
  readAll,
} from '../core/chat.ts';
import type { Conversation, Message, Shop } from '../core/types.ts';
import { readMultipart } from '../core/uploads.ts';
import { lastMessageAt } from '../core/world.ts';
import { pageToken, TiktokError } from './envelope.ts';
import { pageSize, seconds, type TiktokPlatform, type TiktokScope, tiktokApi } from './route.ts';

const CHAT = MARKETPLACE_CAPABILITIES.tiktok.chat;
const IMAGE_TYPES: readonly string[] = CHAT?.imageTypes ?? [];
const DAY = 24 * 3600_000;
/** Messages a shop may send a day (reference part 2, 1.4). */
export const DAILY_MESSAGE_QUOTA = 10_000;
/** What TikTok's filter refuses in the sandbox: moving the buyer off the platform. */
const SENSITIVE = /\b(whatsapp|wa\.me|line id|transfer langsung)\b|\b08\d{8,11}\b/i;

/** Customer service send refusals (reference part 2, 1.4). */
const chatErrors = {
  param: (message: string) => new TiktokError(400, 45101001, message),
  notFound: () => new TiktokError(400, 45101003, 'Conversation does not exist.'),
  quota: () => new TiktokError(400, 45101004, 'The number of messages sent today has reached the limit.'),
  sensitive: () => new TiktokError(400, 45101006, 'The message contains sensitive content.'),
  cannotStart: () =>
    new TiktokError(400, 45109003, 'The conversation cannot be created because the criteria are not met.'),
  rules: () => new TiktokError(400, 45109001, 'The message cannot be sent due to conversation rules.'),
};

/** Messages a shop sent through the API per Jakarta day (the daily quota). */
const sentToday = new WeakMap<Shop, { day: string; count: number }>();
const jakartaDay = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().slice(0, 10);

/** Sets how many messages a shop has sent today (control API: reaching the quota without 10,000 calls). */
export function setSentToday(shop: Shop, count: number) {
  sentToday.set(shop, { day: jakartaDay(Date.now()), count });
}

function countSend(shop: Shop) {
  const day = jakartaDay(Date.now());
  const used = sentToday.get(shop);
  const count = used?.day === day ? used.count : 0;
  if (count >= DAILY_MESSAGE_QUOTA) throw chatErrors.quota();
  sentToday.set(shop, { day, count: count + 1 });
}

/**
 * Customer service 202309: conversations, messages (either order, ≤10 a page), send TEXT / IMAGE /
 * PRODUCT_CARD / ORDER_CARD, image upload, read. Writing closes 7 days after the buyer's last message.
 */
export async function tiktokChatRoutes(app: FastifyInstance, scope: TiktokScope) {
  const { world, site } = scope.sandbox;
  const base = '/customer_service/202309';
  const find = (shop: Shop, id: string) => {
    const conversation = world.conversation(shop, id);
    if (!conversation) throw chatErrors.notFound();
    return conversation;
  };

  tiktokApi(app, scope, 'GET', `${base}/conversations`, ({ shop, query }) => {
    const size = pageSize(query.page_size, 20);
    const offset = pageToken.decode(query.page_token);
    const sorted = shop.conversations
      .filter((c) => c.messages.length > 0)
      .sort((a, b) => lastMessageAt(b) - lastMessageAt(a));
    const page = sorted.slice(offset, offset + size);
    return {
      conversations: page.map((c) => conversationJson(scope.platform, shop, c, site.base)),
      next_page_token: offset + size < sorted.length ? pageToken.encode(offset + size) : '',
    };
  });

  tiktokApi(
    app,
    scope,
    'GET',
    `${base}/conversations/:conversationId/messages`,
    ({ shop, params, query }) => {
      const conversation = find(shop, params.conversationId);
      const size = pageSize(query.page_size, 10);
      if (query.sort_field && !['create_time', 'index'].includes(query.sort_field))
        throw chatErrors.param('sort_field should be create_time or index.');
      if (query.sort_order && !['ASC', 'DESC'].includes(query.sort_order))
        throw chatErrors.param('sort_order should be ASC or DESC.');
      const offset = pageToken.decode(query.page_token);
      const ordered =
        query.sort_order === 'ASC' ? conversation.messages : [...conversation.messages].reverse();
      return {
        messages: ordered
          .slice(offset, offset + size)
          .map((m) => messageJson(shop, conversation, m, site.base)),
        next_page_token: offset + size < ordered.length ? pageToken.encode(offset + size) : '',
        unsupported_msg_tips: 'This message type is not supported, please check it in Seller Center.',
      };
    },
  );

  tiktokApi(
    app,
    scope,
    'POST',
    `${base}/conversations/:conversationId/messages`,
    ({ shop, params, body }) => {
      const conversation = find(shop, params.conversationId);
      const { text, content } = outgoing(shop, String(body.type ?? ''), body.content);
      if (SENSITIVE.test(text)) throw chatErrors.sensitive();
      if (!canSellerWrite(conversation)) throw chatErrors.rules();
      countSend(shop);
      const message = world.writeMessage(shop, conversation, { from: 'seller', text, content, via: 'api' });
      return { message_id: message.id };
    },
  );

  // Create conversation: allowed after a chat in the last 30 days or an order in the last 60 (45109003).
  tiktokApi(app, scope, 'POST', `${base}/conversations`, ({ shop, body }) => {
    const buyerId = String(body.buyer_user_id ?? '');
    if (!buyerId) throw chatErrors.param('buyer_user_id is required.');
    const now = Date.now();
    const existing = shop.conversations.find((c) => c.buyer.id === buyerId);
    const recentChat = existing !== undefined && now - lastMessageAt(existing) <= 30 * DAY;
    const recentOrder = shop.orders.some((o) => o.buyer.id === buyerId && now - o.createdAt <= 60 * DAY);
    if (!recentChat && !recentOrder) throw chatErrors.cannotStart();
    const conversation = openConversation(world.profiles[scope.platform], shop, buyerId, now);
    if (!conversation) throw chatErrors.cannotStart();
    return { conversation_id: conversation.id };
  });

  tiktokApi(app, scope, 'POST', `${base}/conversations/:conversationId/messages/read`, ({ shop, params }) => {
    readAll(find(shop, params.conversationId));
    return {};
  });

  tiktokApi(app, scope, 'POST', `${base}/images/upload`, async ({ request }) => {
    const { files } = await readMultipart(request);
    const file = files.data;
    if (!file) throw chatErrors.param('data is required.');
    if (!IMAGE_TYPES.includes(file.type))
      throw chatErrors.param('Only JPG, PNG, GIF and WEBP images are supported.');
    if (file.data.length === 0 || file.data.length > (CHAT?.maxImageBytes ?? 0))
      throw chatErrors.param('The image must not exceed 10MB.');
    const stored = scope.sandbox.images.put(file.type, file.data, 'ttschat');
    const size = imageSize(file.data);
    return {
      url: `${site.base}/_assets/uploads/${stored.id}`,
      width: size.width ?? 0,
      height: size.height ?? 0,
    };
  });
}

/** POST …/messages: `type` and the JSON-string `content`, checked as TikTok Shop would. */
function outgoing(shop: Shop, type: string, raw: unknown): OutgoingMessage {
  let content: Record<string, unknown>;
  try {
    content = JSON.parse(String(raw ?? '')) as Record<string, unknown>;
  } catch {
    throw chatErrors.param('content must be a JSON string such as {"content":"hi"}.');
  }
  switch (type) {
    case 'TEXT': {
      const text = content.content;
      if (typeof text !== 'string' || text.trim() === '' || [...text].length > (CHAT?.maxTextLength ?? 0))
        throw chatErrors.param(`Text must be 1 to ${CHAT?.maxTextLength} characters.`);
      return { text, content: { kind: 'text' } };
    }
    case 'IMAGE': {
      const { url, width, height } = content;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw chatErrors.param('url is required.');
      if (!(Number(width) > 0) || !(Number(height) > 0))
        throw chatErrors.param('width and height are required.');
      return { text: '', content: { kind: 'image', url, width: Number(width), height: Number(height) } };
    }
    case 'PRODUCT_CARD':
      return cardMessage(shop, 'product', String(content.product_id ?? ''), () =>
        chatErrors.param('Invalid product_id.'),
      );
    case 'ORDER_CARD':
      return cardMessage(shop, 'order', String(content.order_id ?? ''), () =>
        chatErrors.param('Invalid order_id.'),
      );
    default:
      throw chatErrors.param('Unsupported message type.');
  }
}

function conversationJson(platform: TiktokPlatform, shop: Shop, c: Conversation, base: string) {
  return {
    id: c.id,
    participant_count: 2,
    can_send_message: canSellerWrite(c),
    unread_count: c.unread,
    create_time: seconds(c.messages[0].sentAt),
    latest_message: messageJson(shop, c, c.messages[c.messages.length - 1], base),
    participants: [
      {
        role: 'BUYER',
        im_user_id: `im_${c.buyer.id}`,
        user_id: c.buyer.id,
        nickname: c.buyer.username,
        avatar: '',
        buyer_platform: platform === 'tokopedia' ? 'TOKOPEDIA' : 'TIKTOK_SHOP',
      },
      { role: 'SHOP', im_user_id: `im_${shop.id}`, user_id: shop.id, nickname: shop.name, avatar: '' },
    ],
  };
}

const ROLES: Record<Message['from'], string> = {
  buyer: 'BUYER',
  seller: 'CUSTOMER_SERVICE',
  auto: 'SHOP',
  system: 'SYSTEM',
};

/** type and content (a JSON string) of a message (reference part 2, 1.4). */
function wireContent(m: Message, base: string): { type: string; content: Record<string, unknown> } {
  const c = m.content;
  switch (c.kind) {
    case 'image':
      return { type: 'IMAGE', content: { url: absoluteUrl(base, c.url), width: c.width, height: c.height } };
    case 'sticker':
      return { type: 'EMOTICONS', content: { content: c.code, url: absoluteUrl(base, c.url) } };
    case 'product':
      return { type: 'PRODUCT_CARD', content: { product_id: c.productId } };
    case 'order':
      return { type: 'ORDER_CARD', content: { order_id: c.orderId } };
    default:
      return { type: m.from === 'system' ? 'NOTIFICATION' : 'TEXT', content: { content: m.text } };
  }
}

export function messageJson(shop: Shop, c: Conversation, m: Message, base: string) {
  const fromBuyer = m.from === 'buyer';
  const wire = wireContent(m, base);
  return {
    id: m.id,
    index: String(m.sentAt),
    type: wire.type,
    content: JSON.stringify(wire.content),
    create_time: seconds(m.sentAt),
    is_visible: true,
    sender: {
      im_user_id: fromBuyer ? `im_${c.buyer.id}` : `im_${shop.id}`,
      role: ROLES[m.from],
      nickname: fromBuyer ? c.buyer.username : shop.name,
      avatar: '',
    },
  };
}
