import { makeBuyer } from './factory.ts';
import type { PlatformProfile } from './profiles.ts';
import type { Rng } from './random.ts';
import type { Conversation, Message, MessageContent, MessageFrom, Shop } from './types.ts';
import { BUYER_LINES } from './words.ts';

/** The chat side of the world, shared by every emulator: writing, reading and the platforms' rules. */

export type NewMessage = {
  from: MessageFrom;
  text?: string;
  content?: MessageContent;
  via?: Message['via'];
  blocked?: string;
};

const DAY = 24 * 3600_000;
/** TikTok Shop (and Tokopedia): the seller may answer for 7 days after the buyer's last message. */
export const REPLY_WINDOW_MS = 7 * DAY;

/** Seeded product pictures are 400×400 SVGs (assets.ts). */
const SEEDED_IMAGE_SIZE = 400;

/**
 * Adds a message at the end (its time never before the last one). A buyer message is unread; the
 * seller writing (in Booster or the seller centre) reads the conversation; auto-replies do not.
 */
export function appendMessage(
  profile: PlatformProfile,
  conversation: Conversation,
  input: NewMessage,
  now = Date.now(),
): Message {
  const last = conversation.messages[conversation.messages.length - 1];
  const message: Message = {
    id: profile.ids.message(),
    from: input.from,
    text: input.text ?? '',
    sentAt: Math.max(now, (last?.sentAt ?? 0) + 1),
    content: input.content ?? { kind: 'text' },
  };
  if (input.via) message.via = input.via;
  if (input.blocked) message.blocked = input.blocked;
  conversation.messages.push(message);
  if (input.from === 'buyer') conversation.unread += 1;
  else if (input.from === 'seller') conversation.unread = 0;
  return message;
}

/** Marks read up to a message: the buyer messages after it stay unread. False when the id is unknown. */
export function readUpTo(conversation: Conversation, messageId: string): boolean {
  const at = conversation.messages.findIndex((m) => m.id === messageId);
  if (at < 0) return false;
  conversation.unread = conversation.messages.slice(at + 1).filter((m) => m.from === 'buyer').length;
  return true;
}

export function readAll(conversation: Conversation) {
  conversation.unread = 0;
}

export function lastBuyerMessageAt(conversation: Conversation): number {
  for (let i = conversation.messages.length - 1; i >= 0; i--) {
    if (conversation.messages[i].from === 'buyer') return conversation.messages[i].sentAt;
  }
  return 0;
}

/** The TikTok Shop rule: writing is open for 7 days after the buyer's last message (or the seller opening it). */
export function canSellerWrite(conversation: Conversation, now = Date.now()): boolean {
  return now - Math.max(lastBuyerMessageAt(conversation), conversation.openedAt ?? 0) <= REPLY_WINDOW_MS;
}

/** A conversation the seller opens with a buyer of the shop's orders (the buyer's own when there is one). */
export function openConversation(
  profile: PlatformProfile,
  shop: Shop,
  buyerId: string,
  now = Date.now(),
): Conversation | undefined {
  let conversation = shop.conversations.find((c) => c.buyer.id === buyerId);
  if (!conversation) {
    const buyer = shop.orders.find((o) => o.buyer.id === buyerId)?.buyer;
    if (!buyer) return undefined;
    conversation = { id: profile.ids.conversation(shop.id, buyer.id), buyer, messages: [], unread: 0 };
    shop.conversations.push(conversation);
  }
  conversation.openedAt = now;
  return conversation;
}

/** A short line for a conversation list entry. */
export function previewOf(message: Message): string {
  if (message.content.kind === 'text' || message.text) return message.text;
  return `[${message.content.kind}]`;
}

/** The conversation a buyer writes into: the one named, the buyer's own, or a new one (a new buyer unless named). */
export function conversationForBuyer(
  rng: Rng,
  profile: PlatformProfile,
  shop: Shop,
  input: { conversationId?: string; buyerId?: string; buyerName?: string },
): Conversation | undefined {
  if (input.conversationId) return shop.conversations.find((c) => c.id === input.conversationId);
  const existing = input.buyerId && shop.conversations.find((c) => c.buyer.id === input.buyerId);
  if (existing) return existing;
  let buyer = input.buyerId ? shop.orders.find((o) => o.buyer.id === input.buyerId)?.buyer : undefined;
  if (input.buyerId && !buyer) return undefined;
  if (!buyer) {
    buyer = makeBuyer(rng, profile);
    if (input.buyerName)
      buyer = { ...buyer, name: input.buyerName, address: { ...buyer.address, name: input.buyerName } };
  }
  const conversation: Conversation = {
    id: profile.ids.conversation(shop.id, buyer.id),
    buyer,
    messages: [],
    unread: 0,
  };
  shop.conversations.push(conversation);
  return conversation;
}

/** What a simulated buyer writes next: mostly text, sometimes a product card, an order card or a photo. */
export function nextBuyerMessage(rng: Rng, shop: Shop, conversation: Conversation): NewMessage {
  const roll = rng.next();
  const order = shop.orders.find((o) => o.buyer.id === conversation.buyer.id);
  const product = shop.products.length > 0 ? rng.pick(shop.products) : undefined;
  if (roll < 0.1 && product) return { from: 'buyer', content: { kind: 'product', productId: product.id } };
  if (roll < 0.18 && order) return { from: 'buyer', text: '', content: { kind: 'order', orderId: order.id } };
  if (roll < 0.25 && product?.images[0]) return { from: 'buyer', content: buyerPhoto(product.images[0]) };
  return { from: 'buyer', text: rng.pick(BUYER_LINES) };
}

export function buyerPhoto(path: string): MessageContent {
  return { kind: 'image', url: path, width: SEEDED_IMAGE_SIZE, height: SEEDED_IMAGE_SIZE };
}

/** A sandbox path (`/_assets/...`) made absolute for an API answer or a push; absolute URLs stay. */
export function absoluteUrl(base: string, url: string): string {
  return url.startsWith('/') ? `${base}${url}` : url;
}

/** What a seller's message sends: its text (empty for a card or photo) and its content. */
export type OutgoingMessage = { text: string; content: MessageContent };

/**
 * A product or order card a seller sends: it must name one of the shop's own products or orders,
 * else the platform refuses it its own way (`refuse`).
 */
export function cardMessage(
  shop: Shop,
  kind: 'product' | 'order',
  id: string,
  refuse: () => Error,
): OutgoingMessage {
  const known =
    kind === 'product' ? shop.products.some((p) => p.id === id) : shop.orders.some((o) => o.id === id);
  if (!known) throw refuse();
  return { text: '', content: kind === 'product' ? { kind, productId: id } : { kind, orderId: id } };
}
