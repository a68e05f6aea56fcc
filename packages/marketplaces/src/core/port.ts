import type { Marketplace, OrderMoney, OrderStatus } from '@booster/domain';
import type { BoostPort } from './boost-port.ts';
import type { ChatPort } from './chat-port.ts';

/**
 * The capability interface every marketplace adapter implements (ARCHITECTURE.md section 1).
 * The same adapter code talks to the real platform (MARKETPLACE_MODE=live) or to the sandbox
 * emulator (MARKETPLACE_MODE=sandbox); only the hosts differ (see endpoints.ts).
 * Money is in whole rupiah (IDR integers); times are Date objects in UTC.
 */

export type AppCategory = 'app' | 'chat';

/** What we keep per connected shop (tokens encrypted at rest by the server). */
export type ShopCredentials = {
  shopId: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date | null;
  /** Platform extras, e.g. TikTok's shop_cipher. */
  extra?: Record<string, string>;
};

export type TokenGrant = ShopCredentials & { shopName?: string };

export type ShopInfo = { shopId: string; shopName: string; region: string };

export type StockUpdate = { productId: string; variantId: string | null; stock: number };

export type Page<T> = { items: T[]; nextCursor: string | null; total?: number };

export type ListingStatus = 'live' | 'unlisted' | 'soldout' | 'violation' | 'archived';

export type ProductVariant = {
  externalId: string;
  sku: string;
  name: string;
  /** One option per tier of the product, in tier order (empty for a product without variations). */
  options: string[];
  price: number;
  stock: number;
  /**
   * Units a platform campaign (flash sale) holds of this variant: a stock push below them is refused
   * (Lazada) or leaves them with the campaign (Shopee). Absent where the platform does not report it.
   */
  reserved?: number;
  /** When the campaigns holding `reserved` end, where the platform says (Lazada); they end then without a push. */
  reservedUntil?: Date;
};

/** A variation dimension (Warna: Merah, Biru). At most two on every platform. */
export type ProductTier = { name: string; options: string[] };

export type ProductCondition = 'new' | 'used';

export type ProductDimensions = { lengthCm: number; widthCm: number; heightCm: number };

/** An image the platform holds: its own id (Shopee image_id, TikTok uri) and a URL to show it. */
export type PlatformImage = { imageId: string; url: string };

export type CategoryNode = { id: string; parentId: string | null; name: string; hasChildren: boolean };

export type CategoryAttribute = {
  id: string;
  name: string;
  required: boolean;
  /** `select`: one of `values`; `text`: free text (values are suggestions). */
  inputType: 'select' | 'text';
  values: string[];
};

export type LogisticsChannel = { id: string; name: string; enabled: boolean };

/**
 * Everything a create or a full edit sends. The server builds it from the stored listing merged with
 * the seller's change, so adapters always send a whole product (no platform-specific partial edits).
 */
export type ListingInput = {
  name: string;
  description: string;
  categoryId: string;
  attributes: { id: string; name: string; value: string }[];
  /** First is the cover. Must already be on the platform (see `uploadImage`). */
  images: PlatformImage[];
  weightGrams: number;
  dimensions: ProductDimensions | null;
  condition: ProductCondition;
  /** Enabled logistics channel ids. */
  logistics: string[];
  tiers: ProductTier[];
  /** `externalId` is set for an existing variant on edit; `options` has one entry per tier. */
  variants: { externalId?: string; sku: string; options: string[]; price: number; stock: number }[];
};

export type MarketplaceProduct = {
  externalId: string;
  name: string;
  description: string;
  status: ListingStatus;
  /** The platform's own status text, kept as it came. */
  platformStatus: string;
  categoryId: string;
  /** Image URLs, cover first (kept for display). */
  images: string[];
  /** The same images with the platform's ids, for sending them back on an edit. */
  platformImages: PlatformImage[];
  attributes: { id: string; name: string; value: string }[];
  tiers: ProductTier[];
  /** At least one; a product without variations has one variant carrying its price and stock. */
  variants: ProductVariant[];
  weightGrams: number;
  dimensions: ProductDimensions | null;
  condition: ProductCondition;
  logistics: string[];
  updatedAt: Date;
};

/** One status model for every platform (issue 5), next to the platform's own status. */
export type { OrderStatus };

export type OrderItem = {
  /** Lazada's order-item id; other platforms repeat the order id or a line id. */
  externalItemId: string;
  productExternalId: string;
  variantExternalId: string | null;
  sku: string;
  name: string;
  quantity: number;
  price: number;
};

export type MarketplaceOrder = {
  externalId: string;
  status: OrderStatus;
  platformStatus: string;
  buyerName: string;
  /** The platform's id of the buyer, the one its chat names them by (Shopee buyer_user_id, Lazada buyer_id, TikTok user_id). */
  buyerId?: string | null;
  recipient: {
    name: string;
    phone: string;
    address: string;
    city: string;
    province: string;
    postalCode: string;
  };
  items: OrderItem[];
  /** Every amount the platform reports, settled so it adds up (`settleOrderMoney`). */
  money: OrderMoney;
  /**
   * The order was read with `deferMoney` and its platform keeps the full money behind another call:
   * `money` holds the order read's own figures until `getOrderMoney` answers.
   */
  moneyDeferred?: boolean;
  paymentMethod: string;
  courier: string;
  trackingNumber: string | null;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
};

/**
 * A pickup time slot: `start`/`end` when the platform gives the times (the server labels them in
 * Jakarta time for the seller), `label` the platform's own text otherwise.
 */
export type PickupSlot = { id: string; label: string; start: Date | null; end: Date | null };

export type ShippingOptions = {
  pickup: { addressId: string; address: string; slots: PickupSlot[] } | null;
  dropoff: { branches: { id: string; name: string }[] } | null;
};

export type ShipInput =
  | { orderId: string; method: 'pickup'; addressId: string; slotId: string }
  | { orderId: string; method: 'dropoff'; branchId?: string };

/** A verified push from the platform, reduced to what our jobs need; the raw body is kept too. */
export type WebhookEvent = {
  kind: 'order' | 'product' | 'chat' | 'authorization' | 'other';
  shopId: string;
  /** Unique per platform event: the idempotency key (marketplace + shop + this). */
  externalEventId: string;
  /** The order, product or conversation the event is about, when it names one. */
  subjectId: string | null;
  occurredAt: Date;
};

export type WebhookRequest = { url: string; headers: Record<string, string | undefined>; rawBody: string };

export type MarketplaceAdapter = {
  /** What Booster offers for the platform (chat, bulk shipping, …) is in `MARKETPLACE_CAPABILITIES` of @booster/domain. */
  key: Marketplace;
  /** The platform pushes order changes (webhooks); orders of the others are only seen by polling. */
  pushesOrderChanges: boolean;
  /** The consent page the seller's browser is sent to. `shopHint` pre-selects nothing on real platforms. */
  authorizeUrl(input: { redirectUrl: string; state: string; category: AppCategory }): string;
  /** Trades the code from the redirect for tokens (Shopee and Bukalapak also pass the shop id). */
  exchangeCode(input: { code: string; shopId?: string; redirectUrl: string }): Promise<TokenGrant>;
  refreshToken(credentials: ShopCredentials): Promise<TokenGrant>;
  getShopInfo(credentials: ShopCredentials): Promise<ShopInfo>;

  listProducts(
    credentials: ShopCredentials,
    query: { cursor?: string | null; pageSize: number; updatedAfter?: Date },
  ): Promise<Page<MarketplaceProduct>>;
  getProduct(credentials: ShopCredentials, productId: string): Promise<MarketplaceProduct>;
  updateStock(credentials: ShopCredentials, input: StockUpdate): Promise<void>;
  /**
   * Many stocks of one shop in as few calls as the platform allows (its batch stock call). Answers
   * per update, in order: null when it landed, the platform's refusal of that one otherwise. A
   * failure of a whole call (down, limiting, token) throws.
   */
  updateStocks(
    credentials: ShopCredentials,
    updates: readonly StockUpdate[],
  ): Promise<(AdapterError | null)[]>;
  updatePrice(
    credentials: ShopCredentials,
    input: { productId: string; variantId: string | null; price: number },
  ): Promise<void>;

  /** The platform's category tree (flat, parent ids link it). */
  getCategories(credentials: ShopCredentials): Promise<CategoryNode[]>;
  getCategoryAttributes(credentials: ShopCredentials, categoryId: string): Promise<CategoryAttribute[]>;
  getLogisticsChannels(credentials: ShopCredentials): Promise<LogisticsChannel[]>;
  /** Puts an image on the platform (multipart upload) for use in create/update. */
  uploadImage(
    credentials: ShopCredentials,
    image: { fileName: string; contentType: string; data: Uint8Array },
  ): Promise<PlatformImage>;
  /** Creates a listing; an `invalid_input` AdapterError names the field when the platform does. */
  createProduct(credentials: ShopCredentials, input: ListingInput): Promise<{ productId: string }>;
  /** Replaces the listing's fields with `input` (a whole product). */
  updateProduct(credentials: ShopCredentials, productId: string, input: ListingInput): Promise<void>;

  listOrders(
    credentials: ShopCredentials,
    query: { cursor?: string | null; pageSize: number; updatedFrom: Date; updatedTo: Date },
  ): Promise<Page<MarketplaceOrder>>;
  /**
   * One order. `deferMoney`: leave out a money read that costs a second call on the shop's rate limit
   * (Shopee `get_escrow_detail`), answering `moneyDeferred` instead; `getOrderMoney` reads it later.
   */
  getOrder(
    credentials: ShopCredentials,
    orderId: string,
    options?: { deferMoney?: boolean },
  ): Promise<MarketplaceOrder>;
  /** The money a `deferMoney` read left out; null when the platform has none yet (unpaid, refused). */
  getOrderMoney?(credentials: ShopCredentials, orderId: string): Promise<OrderMoney | null>;
  getShippingOptions(credentials: ShopCredentials, orderId: string): Promise<ShippingOptions>;
  shipOrder(credentials: ShopCredentials, input: ShipInput): Promise<{ trackingNumber: string }>;
  /** The shipping label as a PDF. */
  getShippingDocument(credentials: ShopCredentials, orderId: string): Promise<Uint8Array>;

  /** Shop chat (Shopee sellerchat, Lazada IM, TikTok Shop customer service); null where the platform has none. */
  chat: ChatPort | null;
  /** Boosting listings (Shopee "Naikkan Produk"); absent where the platform has no such call. */
  boost?: BoostPort;

  /** Checks the platform's webhook signature over the raw body (constant-time). */
  verifyWebhook(request: WebhookRequest): boolean;
  parseWebhook(rawBody: string): WebhookEvent[];
};

/** What create and edit of a listing need from a platform; each platform's listing module gives these. */
export type ListingMethods = Pick<
  MarketplaceAdapter,
  | 'getCategories'
  | 'getCategoryAttributes'
  | 'getLogisticsChannels'
  | 'uploadImage'
  | 'createProduct'
  | 'updateProduct'
>;

export type AdapterErrorKind =
  | 'expired_token'
  | 'invalid_token'
  | 'rate_limited'
  | 'not_found'
  | 'invalid_input'
  | 'unsupported'
  | 'platform'
  /**
   * The platform refuses Booster's own partner setup (partner id, app key, partner key, clock): the
   * seller's authorization is fine and no retry helps; an operator has to fix the configuration.
   */
  | 'configuration';

export type AdapterErrorOptions = {
  /** Overrides the kind's default, e.g. a wrong signature is a 'platform' error that retrying cannot fix. */
  retryable?: boolean;
  /** The HTTP status the platform answered with, when there was an answer. */
  httpStatus?: number;
  /**
   * A stock below the units a platform campaign holds (Lazada "negative sellable"): reading the
   * listing again tells the reservation, which the next push respects.
   */
  belowReserved?: boolean;
};

/** Every platform error is mapped to one of these kinds; `platformCode` keeps the original. */
export class AdapterError extends Error {
  constructor(
    readonly kind: AdapterErrorKind,
    message: string,
    readonly platformCode?: string,
    /** For invalid_input: the field the platform named, when it named one. */
    readonly field?: string,
    readonly options: AdapterErrorOptions = {},
  ) {
    super(message);
    this.name = 'AdapterError';
  }

  get retryable(): boolean {
    return this.options.retryable ?? (this.kind === 'rate_limited' || this.kind === 'platform');
  }
}

/** The platform refused a stock because a campaign holds more of the listing (see `belowReserved`). */
export const isBelowReservedRefusal = (err: unknown): err is AdapterError =>
  err instanceof AdapterError && err.options.belowReserved === true;

/** Facebook is not a marketplace: a user logs in, picks pages, and Booster posts to their feeds. */
export type FacebookToken = { accessToken: string; expiresAt: Date | null };

export type FacebookUser = { id: string; name: string };

export type FacebookPage = {
  id: string;
  name: string;
  category: string;
  /** The page token; from a long-lived user token it has no timer of its own. */
  accessToken: string;
  tasks: string[];
};

export type FacebookAdapter = {
  /** The login dialog the browser is sent to. */
  loginUrl(input: { redirectUrl: string; state: string }): string;
  /** Code from the dialog's redirect -> short-lived user token. */
  exchangeCode(input: { code: string; redirectUrl: string }): Promise<FacebookToken>;
  /** Short-lived -> long-lived (~60 days) user token. */
  exchangeLongLivedToken(shortLivedToken: string): Promise<FacebookToken>;
  getMe(userToken: string): Promise<FacebookUser>;
  /** The pages the user manages, with page tokens; `cursor` is Graph's `after` cursor. */
  listPages(
    userToken: string,
    query?: { cursor?: string | null; pageSize?: number },
  ): Promise<Page<FacebookPage>>;
  publishPost(input: {
    pageId: string;
    pageToken: string;
    message: string;
    link?: string;
  }): Promise<{ postId: string }>;
};
