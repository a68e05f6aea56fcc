import type {
  ChatCard,
  ChatConversationDetail,
  ChatMessage,
  OutgoingChatMessageInput,
} from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import type { ChatImage, ChatMessageRecord, OutgoingChatMessage } from '@booster/marketplaces';
import type { Logger } from 'pino';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import type { MessageKey } from '../../platform/i18n/index.ts';
import { decodeImageUpload, type ImageContentType } from '../../platform/storage/index.ts';
import { activity } from '../../platform/usage-counters/index.ts';
import type { UsersService } from '../accounts/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import type { ProductsModule } from '../products/index.ts';
import type { ShopRow, ShopsModule } from '../shops/index.ts';
import { chatRulesOf, chatTextLimit } from './chat-port.ts';
import type { ChatPresence } from './presence.ts';
import { findConversation, listConversations, messagePage, newestMessageExternalId } from './queries.ts';
import type { ChatSync } from './sync.ts';
import { type ConversationRow, type MessageRow, toConversation, toMessage } from './view.ts';

export type SendChatMessageInput = {
  accountId: string;
  conversationId: string;
  message: OutgoingChatMessageInput;
  /** `booster`: a member typed it; `auto`: Booster's automation (it never counts as an answer). */
  source: 'booster' | 'auto';
  /** Who in Booster sent it (null for automation). */
  memberId: string | null;
};

export type SendToOrderBuyerInput = {
  accountId: string;
  /** The chat shop (category 'chat'). */
  shopId: string;
  /** Booster's id of an order of the same platform shop. */
  orderId: string;
  text: string;
  source: 'booster' | 'auto';
  memberId: string | null;
};

type ServiceDeps = {
  db: Db;
  logger: Logger;
  shops: ShopsModule;
  products: Pick<ProductsModule, 'forChat'>;
  orders: Pick<OrdersModule, 'forChat'>;
  users: Pick<UsersService, 'summaries'>;
  sync: ChatSync;
  presence: ChatPresence;
};

const invalid = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError('VALIDATION_FAILED', { status: 400, fields: { [field]: key }, messageKey: key, params });

/** The inbox: conversations, history, sending, read state, the buyer's orders and presence. */
export function createChatService(deps: ServiceDeps) {
  const { db, shops, sync } = deps;

  async function chatShopOf(conversation: ConversationRow): Promise<ShopRow> {
    const shop = await shops.service.chatShop(conversation.shopId);
    if (!shop || shop.accountId !== conversation.accountId) throw notFound();
    return shop;
  }

  /** The product (app) integration of the same platform shop: its orders and listings. */
  async function appShopOf(chatShop: ShopRow): Promise<ShopRow | null> {
    const app = await shops.service.findAppShop(chatShop.marketplace, chatShop.externalShopId);
    return app && app.accountId === chatShop.accountId ? app : null;
  }

  /** What Booster knows of the products and orders that cards point at. */
  async function cardsFor(accountId: string, chatShop: ShopRow, rows: readonly MessageRow[]) {
    const cards = new Map<string, ChatCard>();
    const productIds = rows.flatMap((r) => (r.body.kind === 'product' ? [r.body.productId] : []));
    const orderIds = rows.flatMap((r) => (r.body.kind === 'order' ? [r.body.orderId] : []));
    if (productIds.length === 0 && orderIds.length === 0) return cards;
    const app = await appShopOf(chatShop);
    if (!app) return cards;
    const [products, orders] = await Promise.all([
      deps.products.forChat.byExternalIds(accountId, app.id, productIds),
      deps.orders.forChat.byExternalIds(accountId, app.id, orderIds),
    ]);
    for (const p of products)
      cards.set(`product:${p.externalId}`, {
        kind: 'product',
        _id: p._id,
        name: p.name,
        image: p.image,
        price: p.price,
      });
    for (const o of orders)
      cards.set(`order:${o.externalId}`, {
        kind: 'order',
        _id: o._id,
        orderNumber: o.orderNumber,
        orderItemId: o.orderItemId,
        status: o.status,
        totalAmount: o.totalAmount,
        itemCount: o.itemCount,
        image: o.image,
      });
    return cards;
  }

  const cardKey = (row: MessageRow) =>
    row.body.kind === 'product'
      ? `product:${row.body.productId}`
      : row.body.kind === 'order'
        ? `order:${row.body.orderId}`
        : null;

  async function withCards(accountId: string, chatShop: ShopRow, rows: readonly MessageRow[]) {
    const cards = await cardsFor(accountId, chatShop, rows);
    return rows.map((row) => {
      const key = cardKey(row);
      return toMessage(row, key ? (cards.get(key) ?? null) : null);
    });
  }

  /** The platform message for what the member picked; 400 on the field when it cannot be sent. */
  async function outgoing(
    conversation: ConversationRow,
    chatShop: ShopRow,
    message: OutgoingChatMessageInput,
  ): Promise<OutgoingChatMessage> {
    switch (message.kind) {
      case 'text': {
        const text = message.text.trim();
        const max = chatTextLimit(conversation.marketplace);
        if ([...text].length > max)
          throw invalid('message.text', 'chat.textTooLong', {
            max,
            marketplace: marketplaceLabel(conversation.marketplace),
          });
        return { kind: 'text', text };
      }
      case 'image':
        return { kind: 'image', image: message.image };
      case 'product': {
        const app = await appShopOf(chatShop);
        const [product] = await deps.products.forChat.byIds(conversation.accountId, [message.productId]);
        if (!app || !product || product.shopId !== app.id)
          throw invalid('message.productId', 'chat.productNotInShop');
        return { kind: 'product', productId: product.externalId };
      }
      case 'order': {
        const app = await appShopOf(chatShop);
        const [order] = await deps.orders.forChat.byIds(conversation.accountId, [message.orderId]);
        if (!app || !order || order.shopId !== app.id)
          throw invalid('message.orderId', 'chat.orderNotInShop');
        return { kind: 'order', orderId: order.externalId };
      }
    }
  }

  async function memberOf(memberId: string | null) {
    if (!memberId) return null;
    const found = (await deps.users.summaries([memberId])).get(memberId);
    return { id: memberId, name: found?.name || found?.email || '' };
  }

  /** Stores what the platform accepted from Booster and answers it as the inbox shows it. */
  async function storeSent(
    chatShop: ShopRow,
    conversation: ConversationRow,
    sent: ChatMessageRecord,
    by: Pick<SendChatMessageInput, 'accountId' | 'source' | 'memberId'>,
  ): Promise<ChatMessage> {
    const member = await memberOf(by.memberId);
    const record = { ...sent, sender: by.source === 'auto' ? ('auto' as const) : ('seller' as const) };
    const result = await sync.store(chatShop, conversation, [record], {
      source: by.source,
      member,
      countUnread: false,
      live: true,
    });
    const row =
      result.stored[0] ??
      (await messagePage(db, conversation.id, { limit: 50 })).rows.find(
        (r) => r.externalId === sent.externalId,
      );
    if (!row) throw new AppError('INTERNAL');
    if (by.source === 'booster') activity.record(by.accountId, 'chatAnswered');
    const [view] = await withCards(by.accountId, chatShop, [row]);
    return view;
  }

  /**
   * Sends a message to the buyer through the platform and stores it (source `booster` or `auto`),
   * published like every stored message. For chat-automation as well as the inbox's send route.
   */
  async function sendChatMessage(input: SendChatMessageInput): Promise<ChatMessage> {
    const { row: conversation } = await findConversation(db, input.accountId, input.conversationId);
    const chatShop = await chatShopOf(conversation);
    if (!conversation.canSend)
      throw invalid('message', 'chat.cannotSend', {
        marketplace: marketplaceLabel(conversation.marketplace),
      });
    const message = await outgoing(conversation, chatShop, input.message);
    const sent = await sync.callChat(chatShop, (port, credentials) =>
      port.send(credentials, conversation.externalId, message),
    );
    return storeSent(chatShop, conversation, sent, input);
  }

  /**
   * Writes a text to the buyer of an order of the chat shop's platform shop: the platform finds (or
   * opens) the buyer's conversation, so no matching of buyers by name is needed. Reminders and order
   * notices use it; stored and published like every message.
   */
  async function sendToOrderBuyer(input: SendToOrderBuyerInput): Promise<ChatMessage> {
    const chatShop = await shops.service.chatShop(input.shopId);
    if (!chatShop || chatShop.accountId !== input.accountId) throw notFound();
    const app = await appShopOf(chatShop);
    const [order] = await deps.orders.forChat.byIds(input.accountId, [input.orderId]);
    if (!app || !order || order.shopId !== app.id) throw invalid('orderId', 'chat.orderNotInShop');
    const text = input.text.trim();
    const max = chatTextLimit(chatShop.marketplace);
    if ([...text].length > max)
      throw invalid('text', 'chat.textTooLong', { max, marketplace: marketplaceLabel(chatShop.marketplace) });
    const sent = await sync.callChat(chatShop, (port, credentials) =>
      port.sendToOrderBuyer(credentials, order.externalId, { kind: 'text', text }),
    );
    const { row: conversation } = await sync.conversationOf(chatShop, sent.conversationId);
    return storeSent(chatShop, conversation, sent, input);
  }

  return {
    sendChatMessage,
    sendToOrderBuyer,

    list: (ctx: RequestContext, query: Parameters<typeof listConversations>[2]) =>
      listConversations(db, ctx.accountId, query),

    async detail(ctx: RequestContext, id: string): Promise<ChatConversationDetail> {
      const { row, shopname } = await findConversation(db, ctx.accountId, id);
      return {
        ...toConversation(row, shopname),
        maxTextLength: chatTextLimit(row.marketplace),
        viewers: await deps.presence.viewers(row.id),
      };
    },

    async messages(ctx: RequestContext, id: string, query: { limit: number; cursor?: string }) {
      const { row } = await findConversation(db, ctx.accountId, id);
      const chatShop = await chatShopOf(row);
      const page = await messagePage(db, row.id, query);
      return { docs: await withCards(ctx.accountId, chatShop, page.rows), nextCursor: page.nextCursor };
    },

    send: (ctx: RequestContext, id: string, message: OutgoingChatMessageInput) =>
      sendChatMessage({
        accountId: ctx.accountId,
        conversationId: id,
        message,
        source: 'booster',
        memberId: ctx.userId,
      }),

    async uploadImage(
      ctx: RequestContext,
      id: string,
      input: { fileName: string; contentType: ImageContentType; data: string },
    ): Promise<ChatImage> {
      const { row } = await findConversation(db, ctx.accountId, id);
      const chatShop = await chatShopOf(row);
      const rules = chatRulesOf(row.marketplace);
      const params = {
        max: Math.floor(rules.maxImageBytes / (1024 * 1024)),
        marketplace: marketplaceLabel(row.marketplace),
        types: rules.imageTypes.map((type) => type.replace('image/', '').toUpperCase()).join(', '),
      };
      if (!rules.imageTypes.includes(input.contentType))
        throw invalid('contentType', 'chat.imageType', params);
      const data = decodeImageUpload(input, {
        maxBytes: rules.maxImageBytes,
        tooLarge: 'chat.imageTooLarge',
        invalid: 'chat.imageInvalid',
        params,
      });
      return sync.callChat(chatShop, (port, credentials) =>
        port.uploadImage(credentials, { fileName: input.fileName, contentType: input.contentType, data }),
      );
    },

    /** Opened in the inbox: read on the platform up to the last message, then here. */
    async read(ctx: RequestContext, id: string) {
      const { row, shopname } = await findConversation(db, ctx.accountId, id);
      const chatShop = await chatShopOf(row);
      // Nothing unread here: the platform is not called on every opening.
      // Up to the newest message held: the row names it, or (a row that never learnt its id) the history.
      const last =
        row.unreadCount > 0
          ? (row.lastMessageExternalId ?? (await newestMessageExternalId(db, row.id)))
          : null;
      if (last) {
        await sync.callChat(chatShop, (port, credentials) =>
          port.markRead(credentials, row.externalId, last),
        );
      }
      const updated = row.unreadCount > 0 ? await sync.markReadLocally(chatShop, row) : row;
      return toConversation(updated, shopname);
    },

    async orders(
      ctx: RequestContext,
      id: string,
      query: { scope: 'buyer' | 'shop'; search?: string; limit: number },
    ) {
      const { row } = await findConversation(db, ctx.accountId, id);
      const app = await appShopOf(await chatShopOf(row));
      if (!app) return [];
      const found = await deps.orders.forChat.ofShop(ctx.accountId, app.id, {
        buyer: query.scope === 'buyer' ? { id: row.buyerId, name: row.buyerName } : undefined,
        search: query.search,
        limit: query.limit,
      });
      return found.map(({ externalId: _e, ...order }) => order);
    },

    async products(ctx: RequestContext, id: string, query: { search?: string; limit: number }) {
      const { row } = await findConversation(db, ctx.accountId, id);
      const app = await appShopOf(await chatShopOf(row));
      if (!app) return [];
      const found = await deps.products.forChat.ofShop(ctx.accountId, app.id, query);
      return found.map(({ shopId: _s, ...product }) => product);
    },

    async presence(ctx: RequestContext, id: string, state: 'viewing' | 'typing' | 'left') {
      const { row } = await findConversation(db, ctx.accountId, id);
      const user = (await memberOf(ctx.userId)) ?? { id: ctx.userId, name: '' };
      return {
        viewers: await deps.presence.heartbeat({
          accountId: ctx.accountId,
          conversationId: row.id,
          user,
          state,
        }),
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
