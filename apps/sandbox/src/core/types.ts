import type { Marketplace } from '@booster/domain';
import type { OrderAmounts } from './order-money.ts';

/** The emulated platforms. Tokopedia speaks the TikTok Shop protocol with its own shops and credentials. */
export type Platform = Marketplace | 'facebook';
export type ShopPlatform = Marketplace;

export const SHOP_PLATFORMS: readonly ShopPlatform[] = [
  'shopee',
  'lazada',
  'tiktok',
  'tokopedia',
  'bukalapak',
];
export const PLATFORMS: readonly Platform[] = [...SHOP_PLATFORMS, 'facebook'];

export type Category = {
  id: number;
  parentId: number;
  name: string;
  hasChildren: boolean;
  attributes: { id: number; name: string; values: string[] }[];
};

export type Tier = { name: string; options: string[] };

export type Variant = {
  id: string;
  sku: string;
  /** One option index per tier. */
  tierIndex: number[];
  name: string;
  price: number;
  stock: number;
  /** A flash sale or campaign holding units of this variant (they stay part of `stock`). */
  campaign?: Campaign;
};

/** Units a platform campaign (flash sale) has locked on one variant until it ends. */
export type Campaign = { id: string; reserved: number; startedAt: number; endsAt: number };

export type Product = {
  id: string;
  name: string;
  description: string;
  sku: string;
  categoryId: number;
  brand: string;
  attributes: { id: number; name: string; value: string }[];
  weightGrams: number;
  dimensions: { length: number; width: number; height: number } | null;
  condition: 'NEW' | 'USED';
  /** Enabled logistics channel ids (the platform's catalogue, `LOGISTICS` in catalog.ts). */
  logistics: number[];
  /** Paths below the sandbox prefix, e.g. `/_assets/img/shopee/123/0.svg`. */
  images: string[];
  /** The platform's own status text (NORMAL, active, ACTIVATE, …). */
  status: string;
  tiers: Tier[];
  variants: Variant[];
  createdAt: number;
  updatedAt: number;
};

/** What a create or full edit sets; ids, status and times are the platform's. */
export type ProductDraft = Omit<Product, 'id' | 'status' | 'createdAt' | 'updatedAt' | 'variants'> & {
  variants: Omit<Variant, 'id'>[];
};

/** A logistics channel a shop can enable per product. */
export type LogisticsChannel = { id: number; name: string };

export type Address = {
  name: string;
  phone: string;
  street: string;
  district: string;
  city: string;
  province: string;
  postalCode: string;
};

export type Buyer = { id: string; username: string; name: string; address: Address };

export type OrderLine = {
  id: string;
  productId: string;
  variantId: string;
  name: string;
  variantName: string;
  sku: string;
  quantity: number;
  /** The variant's listed price when ordered. */
  originalPrice: number;
  /** The price the buyer was offered (lower under a product promo). */
  price: number;
  image: string;
};

export type Order = {
  id: string;
  /** The platform's own status text. */
  status: string;
  buyer: Buyer;
  lines: OrderLine[];
  /** The courier's fee before any shipping discount. */
  shippingFee: number;
  amounts: OrderAmounts;
  /** What the buyer paid (`orderTotal`). */
  total: number;
  paymentMethod: string;
  courier: string;
  trackingNumber: string | null;
  packageId: string;
  /** Set once a shipping document was requested (Shopee create_shipping_document). */
  documentState: 'none' | 'processing' | 'ready';
  note: string;
  createdAt: number;
  updatedAt: number;
  paidAt: number | null;
  /** When the courier took the parcel (the tracking emulators time its journey from here). */
  shippedAt?: number;
  /** A buyer's cancellation request waiting for the seller's answer (and the status it came from). */
  cancelRequest?: { previousStatus: string; requestedAt: number };
};

/** `auto`: a reply the platform sent for the shop (auto-reply, chatbot); `system`: a platform notice. */
export type MessageFrom = 'buyer' | 'seller' | 'auto' | 'system';

/** What a chat message shows, one shape for every platform (each emulator renders its own wire form). */
export type MessageContent =
  | { kind: 'text' }
  | { kind: 'image'; url: string; width: number; height: number }
  | { kind: 'sticker'; code: string; url: string }
  | { kind: 'product'; productId: string }
  | { kind: 'order'; orderId: string };

export type Message = {
  id: string;
  from: MessageFrom;
  /** The text of a text or system message; a caption-free card or image has ''. */
  text: string;
  sentAt: number;
  content: MessageContent;
  /** Where a seller's message was written: through the API (Booster) or in the platform's seller centre. */
  via?: 'api' | 'seller-centre';
  /** The platform's filter held it back (Lazada process_msg): only the seller sees it. */
  blocked?: string;
};

export type Conversation = {
  id: string;
  buyer: Buyer;
  messages: Message[];
  /** Buyer messages the seller has not read. */
  unread: number;
  /** When the seller opened it through the API (TikTok Shop create conversation, Lazada OpenSession). */
  openedAt?: number;
};

export type Shop = {
  platform: ShopPlatform;
  id: string;
  name: string;
  /** TikTok/Tokopedia shop_cipher; Lazada short_code; Bukalapak store url slug. */
  cipher: string;
  ownerId: string;
  ownerName: string;
  email: string;
  city: string;
  products: Product[];
  orders: Order[];
  conversations: Conversation[];
  createdAt: number;
};

export type FacebookPage = {
  id: string;
  name: string;
  category: string;
  posts: { id: string; message: string; link: string | null; createdAt: number }[];
};

export type FacebookUser = { id: string; name: string; email: string; pages: FacebookPage[] };
