import type { ConnectCategory } from './connect-permission.ts';
import { LISTING_RULES, type ListingRules } from './listing-rules.ts';
import { MARKETPLACES, type Marketplace } from './packages.ts';

/** How a shop gets connected: the platform's consent page, a request an admin confirms, or a switch on a connected shop. */
export type ConnectFlow = 'oauth' | 'admin-request' | 'connected-shop';
export type LabelSize = 'a6' | 'a4';

/** What Booster offers for one marketplace (spec section 2). Every screen, route and module reads it from here. */
export type Capabilities = {
  key: Marketplace;
  /** The brand as a user sees it; a proper noun, so the same in both languages. */
  label: { id: string; en: string };
  /** The name the platform prints on its own documents and consent pages (the sandbox's emulated screens). */
  platformName: string;
  /** Each category a seller may connect and how; null = not offered. */
  connect: { app: ConnectFlow; chat: ConnectFlow | null };
  /** Pickup or drop-off arranged from Booster (bulk shipping). */
  bulkShipping: boolean;
  /** Listings carry category attributes that can be edited (bulk category-attribute). */
  categoryAttributes: boolean;
  /** Frames over product images (product/frame). */
  frames: boolean;
  /**
   * Edge in pixels of the square cover Booster composes a frame at: the platform's recommended
   * 1:1 product image size. Shopee: 1:1, up to 10 MB [doc]; Tokopedia (TikTok Shop API): 1:1,
   * 600 px minimum and 1000 px recommended [comm]. Null where frames are not offered.
   */
  frameCoverPx: number | null;
  /** Shipping label sheets a seller can print. */
  labelSizes: readonly LabelSize[];
  listingRules: ListingRules;
  /** Brand colour and the icon key (`/images/marketplaces/<icon>.svg`). */
  brand: { colour: string; icon: string };
  /** What the platform's chat API accepts from the seller; null where it has no chat API. */
  chat: ChatRules | null;
  /** The platform's "boost a product" call (Shopee Naikkan Produk); null where it has none. */
  boost: BoostRules | null;
  /** Public web pages a shopper sees (product/scrape): their hosts and image CDNs; null = not scraped. */
  publicWeb: PublicWeb | null;
};

/** Limits of a platform's boost call: how many items are boosted at once, and for how long each. */
export type BoostRules = { maxBoosted: number; boostHours: number };

/** Hosts of a platform's public product and shop pages, and of the CDNs their photos come from. */
export type PublicWeb = { pageHosts: readonly string[]; imageHosts: readonly string[] };

/** Limits of the platform's chat API (issue 12), enforced by the server and the adapters alike. */
export type ChatRules = {
  /** Longest text message in characters (code points). */
  maxTextLength: number;
  /** Largest chat image the platform's upload call takes. */
  maxImageBytes: number;
  imageTypes: readonly string[];
};

/** Sheets Booster lays shipping labels on: one per A6 (thermal printers) or four per A4. */
export const LABEL_SIZES = ['a6', 'a4'] as const satisfies readonly LabelSize[];

/** TikTok Shop's customer service API 202309, which Tokopedia chat runs on too: TEXT ≤ 2000 characters, images/upload jpg/gif/webp/png ≤ 10 MB [doc]. */
const TIKTOK_CUSTOMER_SERVICE_CHAT: ChatRules = {
  maxTextLength: 2000,
  maxImageBytes: 10 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
};

export const MARKETPLACE_CAPABILITIES = {
  shopee: {
    key: 'shopee',
    label: { id: 'Shopee', en: 'Shopee' },
    platformName: 'Shopee',
    connect: { app: 'oauth', chat: 'oauth' },
    bulkShipping: true,
    categoryAttributes: true,
    frames: true,
    frameCoverPx: 1024,
    labelSizes: LABEL_SIZES,
    listingRules: LISTING_RULES.shopee,
    brand: { colour: '#EE4D2D', icon: 'shopee' },
    // sellerchat's own docs are whitelist-only; a Shopee chat integrator documents 600 characters per
    // message (help.zaapi.com/integrations/shopee/limitations) [comm]; upload_image: jpg/png/gif ≤ 2 MB [sdk].
    chat: {
      maxTextLength: 600,
      maxImageBytes: 2 * 1024 * 1024,
      imageTypes: ['image/jpeg', 'image/png', 'image/gif'],
    },
    // boost_item takes 5 items at most; each stays boosted 4 hours (marketplace-apis-2 §3).
    boost: { maxBoosted: 5, boostHours: 4 },
    publicWeb: { pageHosts: ['shopee.co.id'], imageHosts: ['down-id.img.susercontent.com'] },
  },
  tokopedia: {
    key: 'tokopedia',
    label: { id: 'Tokopedia', en: 'Tokopedia' },
    platformName: 'Tokopedia & Shop',
    connect: { app: 'admin-request', chat: 'connected-shop' },
    bulkShipping: false,
    categoryAttributes: false,
    frames: true,
    frameCoverPx: 1000,
    labelSizes: LABEL_SIZES,
    listingRules: LISTING_RULES.tokopedia,
    brand: { colour: '#03AC0E', icon: 'tokopedia' },
    // Tokopedia chat runs on the TikTok Shop customer service API.
    chat: TIKTOK_CUSTOMER_SERVICE_CHAT,
    boost: null,
    publicWeb: { pageHosts: ['www.tokopedia.com', 'tokopedia.com'], imageHosts: ['images.tokopedia.net'] },
  },
  lazada: {
    key: 'lazada',
    label: { id: 'Lazada', en: 'Lazada' },
    platformName: 'Lazada',
    connect: { app: 'oauth', chat: 'oauth' },
    bulkShipping: false,
    categoryAttributes: true,
    frames: false,
    frameCoverPx: null,
    labelSizes: LABEL_SIZES,
    listingRules: LISTING_RULES.lazada,
    brand: { colour: '#0F146D', icon: 'lazada' },
    // The IM docs give no text limit [?]: 1000 is a guess kept below what seller-centre chat allows;
    // images go through /image/upload (jpg/png, ≤ 1 MB per Lazada's image rules [?]).
    chat: { maxTextLength: 1000, maxImageBytes: 1024 * 1024, imageTypes: ['image/jpeg', 'image/png'] },
    boost: null,
    publicWeb: { pageHosts: ['www.lazada.co.id', 'lazada.co.id'], imageHosts: ['img.lazcdn.com'] },
  },
  tiktok: {
    key: 'tiktok',
    label: { id: 'TikTok Shop', en: 'TikTok Shop' },
    platformName: 'TikTok Shop',
    connect: { app: 'oauth', chat: null },
    bulkShipping: true,
    categoryAttributes: true,
    frames: false,
    frameCoverPx: null,
    labelSizes: LABEL_SIZES,
    listingRules: LISTING_RULES.tiktok,
    brand: { colour: '#000000', icon: 'tiktok' },
    // Booster offers no TikTok Shop chat account (connect.chat null); the API is what Tokopedia chat uses.
    chat: TIKTOK_CUSTOMER_SERVICE_CHAT,
    boost: null,
    publicWeb: { pageHosts: ['www.tiktok.com', 'shop.tiktok.com'], imageHosts: ['p16-oec-va.ibyteimg.com'] },
  },
  bukalapak: {
    key: 'bukalapak',
    label: { id: 'Bukalapak', en: 'Bukalapak' },
    platformName: 'Bukalapak',
    connect: { app: 'oauth', chat: null },
    bulkShipping: false,
    categoryAttributes: true,
    frames: false,
    frameCoverPx: null,
    labelSizes: LABEL_SIZES,
    listingRules: LISTING_RULES.bukalapak,
    brand: { colour: '#E31E52', icon: 'bukalapak' },
    chat: null,
    boost: null,
    publicWeb: null,
  },
} as const satisfies Record<Marketplace, Capabilities>;

type Table = typeof MARKETPLACE_CAPABILITIES;
type Flag = 'bulkShipping' | 'categoryAttributes' | 'frames';

export function capabilitiesOf(marketplace: Marketplace): Capabilities {
  return MARKETPLACE_CAPABILITIES[marketplace];
}

export function isMarketplace(value: string): value is Marketplace {
  return Object.hasOwn(MARKETPLACE_CAPABILITIES, value);
}

/** The brand name of a marketplace key; unknown keys (Blibli, Booster's own) come back capitalised. */
export function marketplaceLabel(key: string, locale: 'id' | 'en' = 'id'): string {
  return isMarketplace(key)
    ? MARKETPLACE_CAPABILITIES[key].label[locale]
    : key.charAt(0).toUpperCase() + key.slice(1);
}

function select<M extends Marketplace>(test: (c: Capabilities) => boolean): readonly M[] {
  return MARKETPLACES.filter((m) => test(MARKETPLACE_CAPABILITIES[m])) as M[];
}

type WithFlag<F extends Flag> = { [M in Marketplace]: Table[M][F] extends true ? M : never }[Marketplace];
type Connecting<C extends ConnectCategory, V extends ConnectFlow | null> = {
  [M in Marketplace]: Table[M]['connect'][C] extends V ? M : never;
}[Marketplace];

/** The marketplaces that offer a capability, in `MARKETPLACES` order. */
export const marketplacesWith = <F extends Flag>(flag: F): readonly WithFlag<F>[] =>
  select<WithFlag<F>>((c) => c[flag]);

export const BULK_SHIPPING_MARKETPLACES = marketplacesWith('bulkShipping');
export const CATEGORY_ATTRIBUTE_MARKETPLACES = marketplacesWith('categoryAttributes');
export const FRAME_MARKETPLACES = marketplacesWith('frames');
/** Boost (product/boost): the platforms with a boost call. */
export const BOOST_MARKETPLACES = select<
  { [M in Marketplace]: Table[M]['boost'] extends null ? never : M }[Marketplace]
>((c) => c.boost !== null);
/** Connected through the platform's consent page, per category (spec sections 2 and 7). */
export const APP_OAUTH_MARKETPLACES = select<Connecting<'app', 'oauth'>>((c) => c.connect.app === 'oauth');
export const CHAT_OAUTH_MARKETPLACES = select<Connecting<'chat', 'oauth'>>((c) => c.connect.chat === 'oauth');
/** Chat offered at all (chat inbox and reports). */
export const CHAT_MARKETPLACES = select<Exclude<Marketplace, Connecting<'chat', null>>>(
  (c) => c.connect.chat !== null,
);
/** Marketplaces whose public product and shop pages can be scraped (product/scrape). */
export const SCRAPE_MARKETPLACES = select<
  { [M in Marketplace]: Table[M]['publicWeb'] extends null ? never : M }[Marketplace]
>((c) => c.publicWeb !== null);
/** The `/callback/{marketplace}/{type}` pages: marketplaces with a consent page, and the categories coming back to one. */
export const CALLBACK_MARKETPLACES = APP_OAUTH_MARKETPLACES;
export const CALLBACK_TYPES = ['app', 'chat'] as const satisfies readonly ConnectCategory[];

/** The cover edge a frame is composed at on a frame marketplace. */
export function frameCoverPx(marketplace: FrameMarketplace): number {
  return MARKETPLACE_CAPABILITIES[marketplace].frameCoverPx;
}
export type FrameMarketplace = (typeof FRAME_MARKETPLACES)[number];

export function offersBulkShipping(marketplace: Marketplace): boolean {
  return MARKETPLACE_CAPABILITIES[marketplace].bulkShipping;
}
