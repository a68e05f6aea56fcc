import { reservedOf } from './campaigns.ts';
import { buildCatalog, type Catalog } from './catalog.ts';
import { appendMessage, conversationForBuyer, type NewMessage, nextBuyerMessage } from './chat.ts';
import { makeOrder, orderLine } from './factory.ts';
import { priceOrder } from './order-money.ts';
import { type PlatformProfile, profileFor, trackingNumber } from './profiles.ts';
import { Rng } from './random.ts';
import { seedFacebook, seedPlatform } from './seed.ts';
import {
  type Conversation,
  type FacebookPage,
  type FacebookUser,
  type Message,
  type Order,
  type Product,
  type ProductDraft,
  SHOP_PLATFORMS,
  type Shop,
  type ShopPlatform,
  type Variant,
} from './types.ts';

/** The emulators' whole state: seeded shops and Facebook users, and the edits made through the APIs. */
export class World {
  readonly catalog: Catalog;
  readonly profiles: Record<ShopPlatform, PlatformProfile>;
  /** Filled per platform on first use (each platform has its own PRNG, so the order of use does not matter). */
  private readonly shops = new Map<ShopPlatform, Shop[]>();
  private readonly platformRng: Record<ShopPlatform, Rng>;
  private readonly seededAt: number;
  readonly facebookUsers: FacebookUser[];
  /** Drives everything after the seed (simulation, tracking numbers), still reproducible per seed. */
  readonly rng: Rng;

  constructor(seed: number, now = Date.now()) {
    this.seededAt = now;
    this.catalog = buildCatalog(seed);
    this.platformRng = Object.fromEntries(
      SHOP_PLATFORMS.map((p, i) => [p, new Rng(Math.imul(seed, 31) + i * 7919 + 1)]),
    ) as Record<ShopPlatform, Rng>;
    this.profiles = Object.fromEntries(
      SHOP_PLATFORMS.map((p) => [p, profileFor(p, this.platformRng[p])]),
    ) as Record<ShopPlatform, PlatformProfile>;
    this.facebookUsers = seedFacebook(new Rng(seed ^ 0xfb), now);
    this.rng = new Rng(seed + 1);
  }

  /** The order a courier's resi number belongs to, in any platform's shops. */
  findShipment(trackingNumber: string): { shop: Shop; order: Order } | null {
    for (const platform of SHOP_PLATFORMS) {
      for (const shop of this.shopsOf(platform)) {
        const order = shop.orders.find((o) => o.trackingNumber === trackingNumber);
        if (order) return { shop, order };
      }
    }
    return null;
  }

  shopsOf(platform: ShopPlatform): Shop[] {
    let shops = this.shops.get(platform);
    if (!shops) {
      shops = seedPlatform(
        this.platformRng[platform],
        this.catalog,
        this.profiles[platform],
        platform,
        this.seededAt,
      );
      this.shops.set(platform, shops);
    }
    return shops;
  }

  shop(platform: ShopPlatform, shopId: string): Shop | undefined {
    return this.shopsOf(platform).find((s) => s.id === shopId);
  }

  product(shop: Shop, productId: string): Product | undefined {
    return shop.products.find((p) => p.id === productId);
  }

  variant(product: Product, variantId: string): Variant | undefined {
    return product.variants.find((v) => v.id === variantId);
  }

  order(shop: Shop, orderId: string): Order | undefined {
    return shop.orders.find((o) => o.id === orderId);
  }

  orderByPackage(shop: Shop, packageId: string): Order | undefined {
    return shop.orders.find((o) => o.packageId === packageId);
  }

  conversation(shop: Shop, conversationId: string): Conversation | undefined {
    return shop.conversations.find((c) => c.id === conversationId);
  }

  facebookUser(userId: string): FacebookUser | undefined {
    return this.facebookUsers.find((u) => u.id === userId);
  }

  facebookPage(pageId: string): { user: FacebookUser; page: FacebookPage } | undefined {
    for (const user of this.facebookUsers) {
      const page = user.pages.find((p) => p.id === pageId);
      if (page) return { user, page };
    }
    return undefined;
  }

  setStock(product: Product, variant: Variant, stock: number) {
    variant.stock = stock;
    product.updatedAt = Date.now();
  }

  setPrice(product: Product, variant: Variant, price: number) {
    variant.price = price;
    product.updatedAt = Date.now();
  }

  /**
   * A listing the seller created through the platform's API (already validated by the emulator).
   * Ids come from the platform's own id makers; the product starts in the platform's live status.
   */
  createProduct(shop: Shop, draft: ProductDraft): Product {
    const profile = this.profiles[shop.platform];
    const now = Date.now();
    const product: Product = {
      ...draft,
      id: profile.ids.product(),
      status: profile.productStatuses[0].status,
      variants: draft.variants.map((v) => ({ ...v, id: profile.ids.variant() })),
      createdAt: now,
      updatedAt: now,
    };
    shop.products.push(product);
    return product;
  }

  /** A full edit: every field replaced; variants keep their id when the edit names it. */
  replaceProduct(
    shop: Shop,
    product: Product,
    draft: ProductDraft & { variantIds?: (string | undefined)[] },
  ) {
    const profile = this.profiles[shop.platform];
    const { variantIds, ...fields } = draft;
    Object.assign(product, fields, {
      variants: draft.variants.map((v, i) => {
        const keep = variantIds?.[i];
        return {
          ...v,
          id: keep && product.variants.some((x) => x.id === keep) ? keep : profile.ids.variant(),
        };
      }),
      updatedAt: Date.now(),
    });
  }

  /** An order a test places for named variants (control API): takes the platform's own stock. */
  placeOrder(
    shop: Shop,
    lines: { productId: string; variantId: string; quantity: number }[],
    status?: string,
  ) {
    const profile = this.profiles[shop.platform];
    const order = makeOrder(this.rng, profile, shop, {
      status: status ?? profile.newOrderStatus,
      createdAt: Date.now(),
      takeStock: false,
    });
    if (!order) return null;
    order.lines = lines.map((l) => {
      const product = this.product(shop, l.productId);
      const variant = product && this.variant(product, l.variantId);
      if (!product || !variant) throw new Error(`Unknown product ${l.productId}/${l.variantId}`);
      variant.stock = Math.max(0, variant.stock - l.quantity);
      // A variant in a flash sale sells from the campaign's units first.
      if (variant.campaign && reservedOf(variant) > 0)
        variant.campaign.reserved = Math.max(0, variant.campaign.reserved - l.quantity);
      product.updatedAt = Date.now();
      return orderLine(profile, product, variant, l.quantity);
    });
    priceOrder(shop.platform, order);
    order.updatedAt = order.createdAt;
    shop.orders.push(order);
    return order;
  }

  setOrderStatus(order: Order, status: string) {
    order.status = status;
    order.updatedAt = Date.now();
  }

  /**
   * The buyer asks to cancel a paid order not yet shipped, the way the platform shows it. Answers
   * why not, or null when the request now waits for the seller.
   */
  requestCancellation(shop: Shop, order: Order): string | null {
    const rules = this.profiles[shop.platform].cancellation;
    if (!rules) return `${shop.platform} buyer cancellation requests are not emulated`;
    if (order.cancelRequest || order.status === rules.requestStatus)
      return 'A cancellation request is already waiting';
    if (!rules.requestable.includes(order.status))
      return `An order in ${order.status} cannot be asked to cancel`;
    order.cancelRequest = { previousStatus: order.status, requestedAt: Date.now() };
    this.setOrderStatus(order, rules.requestStatus ?? order.status);
    return null;
  }

  /** The seller (or the platform on its behalf) accepts or turns down the buyer's request. */
  answerCancellation(shop: Shop, order: Order, accept: boolean): string | null {
    const rules = this.profiles[shop.platform].cancellation;
    if (!rules) return `${shop.platform} buyer cancellation requests are not emulated`;
    // Seeded orders may sit in the request status without a recorded origin: they were to be shipped.
    const waiting =
      order.cancelRequest ??
      (order.status === rules.requestStatus ? { previousStatus: rules.requestable[0] } : null);
    if (!waiting) return 'The order has no cancellation request';
    delete order.cancelRequest;
    this.setOrderStatus(order, accept ? rules.cancelledStatus : waiting.previousStatus);
    return null;
  }

  /** Moves an order to a shipped-like status and gives it a tracking number when it has none. */
  ship(order: Order, status: string, tracking?: string): string {
    const number = tracking || order.trackingNumber || trackingNumber(this.rng, order.courier);
    order.trackingNumber = number;
    order.shippedAt ??= Date.now();
    this.setOrderStatus(order, status);
    return number;
  }

  /** A new paid order that takes stock, as a buyer checking out would. */
  createOrder(shop: Shop): Order | null {
    const profile = this.profiles[shop.platform];
    const order = makeOrder(this.rng, profile, shop, {
      status: profile.newOrderStatus,
      createdAt: Date.now(),
      takeStock: true,
    });
    if (order) shop.orders.push(order);
    return order;
  }

  /** A simulated buyer writes: into an existing conversation, or a new buyer starts one. */
  createBuyerMessage(shop: Shop): { conversation: Conversation; message: Message } {
    const pickExisting = shop.conversations.length > 0 && this.rng.chance(0.7);
    const conversation = pickExisting
      ? this.rng.pick(shop.conversations)
      : (this.buyerConversation(shop, {}) as Conversation);
    const message = this.writeMessage(shop, conversation, nextBuyerMessage(this.rng, shop, conversation));
    return { conversation, message };
  }

  /** The conversation a buyer writes into (named, the buyer's own, or new); undefined for an unknown id. */
  buyerConversation(
    shop: Shop,
    input: { conversationId?: string; buyerId?: string; buyerName?: string },
  ): Conversation | undefined {
    return conversationForBuyer(this.rng, this.profiles[shop.platform], shop, input);
  }

  writeMessage(shop: Shop, conversation: Conversation, input: NewMessage): Message {
    return appendMessage(this.profiles[shop.platform], conversation, input);
  }

  /** A message the seller sent through the platform's API. */
  addMessage(shop: Shop, conversation: Conversation, from: Message['from'], text: string): Message {
    return this.writeMessage(shop, conversation, { from, text, via: 'api' });
  }

  /** A seller starts (or continues) a conversation with a buyer by id. */
  conversationWith(shop: Shop, buyerId: string): Conversation | undefined {
    const existing = shop.conversations.find((c) => c.buyer.id === buyerId);
    if (existing) return existing;
    const buyer = shop.orders.find((o) => o.buyer.id === buyerId)?.buyer;
    if (!buyer) return undefined;
    const conversation: Conversation = {
      id: this.profiles[shop.platform].ids.conversation(shop.id, buyer.id),
      buyer,
      messages: [],
      unread: 0,
    };
    shop.conversations.push(conversation);
    return conversation;
  }
}

export function lastMessageAt(conversation: Conversation): number {
  return conversation.messages[conversation.messages.length - 1]?.sentAt ?? 0;
}
