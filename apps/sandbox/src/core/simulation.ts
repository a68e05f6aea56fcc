import type { AuthStore } from './auth-store.ts';
import type { ReservedChange } from './campaigns.ts';
import {
  type Conversation,
  type Message,
  type Order,
  type Product,
  SHOP_PLATFORMS,
  type Shop,
  type ShopPlatform,
  type Variant,
} from './types.ts';
import type { Delivery, WebhookSender } from './webhooks.ts';
import type { World } from './world.ts';

/** How one platform shapes and signs its pushes. */
export type CancellationChange = 'requested' | 'rejected' | 'accepted';

export type WebhookFormat = {
  order(shop: Shop, order: Order): unknown;
  /** A platform with its own cancellation push (TikTok Shop type 11); the order push otherwise. */
  cancellation?(shop: Shop, order: Order, change: CancellationChange): unknown;
  message(shop: Shop, conversation: Conversation, message: Message): unknown;
  /** A platform that pushes read-state changes of a conversation (Lazada IM type 19). */
  chatRead?(shop: Shop, conversation: Conversation): unknown;
  /** A platform that pushes changes of campaign-reserved stock (Shopee code 8). */
  reservedStock?(shop: Shop, product: Product, variant: Variant, change: ReservedChange): unknown;
  headers(url: string, body: string): Record<string, string>;
};

export type SimulatedEvent = {
  platform: ShopPlatform;
  shopId: string;
  kind: 'order' | 'message';
  id: string;
  webhook: Omit<Delivery, 'body'> | null;
};

type SimulationInput = { platform?: ShopPlatform; shopId?: string; count: number };

/**
 * The living part of the world: buyers keep ordering (taking stock) and writing, and each event is
 * pushed as the platform's signed webhook. Shops an app is authorized for are preferred.
 */
export class Simulation {
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly world: World,
    private readonly auth: AuthStore,
    private readonly webhooks: WebhookSender,
    private readonly formats: Partial<Record<ShopPlatform, WebhookFormat>>,
    private readonly webhookUrl: (platform: ShopPlatform) => string,
  ) {}

  start(rates: { ordersPerMinute: number; messagesPerMinute: number } | undefined) {
    this.stop();
    if (!rates) return;
    const every = (perMinute: number, run: () => Promise<unknown>) => {
      if (!(perMinute > 0)) return;
      const timer = setInterval(() => void run().catch(() => undefined), 60_000 / perMinute);
      timer.unref();
      this.timers.push(timer);
    };
    every(rates.ordersPerMinute, () => this.createOrders({ count: 1 }));
    every(rates.messagesPerMinute, () => this.createMessages({ count: 1 }));
  }

  stop() {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  createOrders(input: SimulationInput): Promise<SimulatedEvent[]> {
    return this.simulate('order', input, (shop) => {
      const order = this.world.createOrder(shop);
      return order ? { id: order.id, payload: (format) => format.order(shop, order) } : undefined;
    });
  }

  createMessages(input: SimulationInput): Promise<SimulatedEvent[]> {
    return this.simulate('message', input, (shop) => {
      const { conversation, message } = this.world.createBuyerMessage(shop);
      return { id: message.id, payload: (format) => format.message(shop, conversation, message) };
    });
  }

  /** Makes `count` events on picked shops and pushes each as the platform's webhook. */
  private async simulate(
    kind: SimulatedEvent['kind'],
    input: SimulationInput,
    make: (shop: Shop) => { id: string; payload: (format: WebhookFormat) => unknown } | undefined,
  ): Promise<SimulatedEvent[]> {
    const events: SimulatedEvent[] = [];
    for (let i = 0; i < input.count; i++) {
      const shop = this.pickShop(input.platform, input.shopId);
      if (!shop) break;
      const made = make(shop);
      if (!made) continue;
      const format = this.formats[shop.platform];
      const webhook = format ? await this.push(shop.platform, made.payload(format), format) : null;
      events.push({ platform: shop.platform, shopId: shop.id, kind, id: made.id, webhook });
    }
    return events;
  }

  /** Pushes the platform's order webhook for an order changed through the control API. */
  async pushOrder(shop: Shop, order: Order) {
    const format = this.formats[shop.platform];
    return format ? this.push(shop.platform, format.order(shop, order), format) : null;
  }

  /** Pushes the platform's chat webhook for a message written through the control API. */
  async pushMessage(shop: Shop, conversation: Conversation, message: Message) {
    const format = this.formats[shop.platform];
    return format ? this.push(shop.platform, format.message(shop, conversation, message), format) : null;
  }

  /** Pushes a read-state change where the platform sends one. */
  async pushChatRead(shop: Shop, conversation: Conversation) {
    const payload = this.formats[shop.platform]?.chatRead?.(shop, conversation);
    const format = this.formats[shop.platform];
    return format && payload ? this.push(shop.platform, payload, format) : null;
  }

  /** Pushes a change of a variant's campaign-reserved stock where the platform sends one. */
  async pushReservedStock(shop: Shop, product: Product, variant: Variant, change: ReservedChange) {
    const format = this.formats[shop.platform];
    const payload = format?.reservedStock?.(shop, product, variant, change);
    return format && payload ? this.push(shop.platform, payload, format) : null;
  }

  /** Pushes what the platform sends when a buyer's cancellation request is made or answered. */
  async pushCancellation(shop: Shop, order: Order, change: CancellationChange) {
    const format = this.formats[shop.platform];
    if (!format) return null;
    const payload = format.cancellation?.(shop, order, change) ?? format.order(shop, order);
    return this.push(shop.platform, payload, format);
  }

  private async push(platform: ShopPlatform, payload: unknown, format: WebhookFormat) {
    const url = this.webhookUrl(platform);
    const body = JSON.stringify(payload);
    const { body: _sent, ...delivery } = await this.webhooks.send(
      platform,
      url,
      body,
      format.headers(url, body),
    );
    return delivery;
  }

  private pickShop(platform?: ShopPlatform, shopId?: string): Shop | undefined {
    const platforms = platform ? [platform] : SHOP_PLATFORMS;
    const all = platforms.flatMap((p) => this.world.shopsOf(p));
    if (shopId) return all.find((s) => s.id === shopId);
    const authorized = all.filter((s) => this.auth.authorizedSubjects(s.platform).has(s.id));
    const pool = authorized.length > 0 ? authorized : all;
    return pool.length > 0 ? this.world.rng.pick(pool) : undefined;
  }
}
