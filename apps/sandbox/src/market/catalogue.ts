import { buildCatalog } from '../core/catalog.ts';
import type { ShopPlatform } from '../core/types.ts';
import { CATEGORY_GROUPS, CITIES, SHOP_WORDS } from '../core/words.ts';

/**
 * The public marketplace catalogue the Research pages search (issue 15): far more listings than any
 * seller's shop, none held in memory. Every listing is a pure function of (seed, platform, index) and
 * its sold count a pure function of the day too, so a daily snapshot sees sales move like the live site.
 */
export const CATALOGUE_SIZE = 120_000;
const SHOP_COUNT = 6_000;
/** Listings launch over the 400 days before the catalogue's epoch day. */
const LAUNCH_SPREAD_DAYS = 400;
/** 2026-01-01 in UTC days; "day" everywhere is Math.floor(ms / 86_400_000). */
export const CATALOGUE_EPOCH_DAY = 20_454;

const VARIANT_WORDS = [
  '1 Pcs',
  'Paket Hemat',
  'Isi 2',
  'Murah',
  'Bisa COD',
  'Ready Stock',
  'Best Seller',
  'Grosir',
];
const PLATFORM_SALT: Record<ShopPlatform, number> = {
  shopee: 0x51e0,
  lazada: 0x1a2d,
  tiktok: 0x7174,
  tokopedia: 0x70c0,
  bukalapak: 0xb0ca,
};

export type CatalogueListing = {
  itemId: string;
  shopId: string;
  shopName: string;
  officialShop: boolean;
  name: string;
  /** Leaf category id of the sandbox's shared category tree. */
  categoryId: number;
  price: number;
  location: string;
  rating: number;
  ratingCount: number;
  launchDay: number;
  /** Units sold from launch to the end of `day`. */
  historicalSold: number;
  /** Units sold in the 30 days up to `day` (Shopee's `sold`). */
  monthlySold: number;
  imageHash: string;
};

/** A 32-bit avalanche hash of the inputs (murmur3 finaliser style), the catalogue's only randomness. */
export function mix(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    h = Math.imul(h ^ (v >>> 0), 0x01000193);
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

const unit = (...values: number[]) => mix(...values) / 4294967296;
const pick = <T>(items: readonly T[], h: number): T => items[h % items.length];

const leavesBySeed = new Map<number, number[]>();
function leafIds(seed: number): number[] {
  let ids = leavesBySeed.get(seed);
  if (!ids) {
    ids = buildCatalog(seed).leaves.map((leaf) => leaf.id);
    leavesBySeed.set(seed, ids);
  }
  return ids;
}

/** Leaf category ids of the catalogue, in the tree's order. */
export function catalogueCategoryIds(seed: number): number[] {
  return [...leafIds(seed)];
}

/** Average units a day; heavy-tailed like real marketplaces (most items sell little, a few a lot). */
function dailyRate(seed: number, salt: number, index: number): number {
  const u = unit(seed, salt, index, 7);
  return 400 * u ** 8;
}

/**
 * Units sold from launch to the end of `day`: the steady rate plus a jitter bounded by half a day's
 * rate, so the total never goes down and each day's delta stays within 0.5–1.5 × the rate.
 */
export function soldUntil(seed: number, platform: ShopPlatform, index: number, day: number): number {
  const salt = PLATFORM_SALT[platform];
  const launch = launchDay(seed, salt, index);
  if (day < launch) return 0;
  const rate = dailyRate(seed, salt, index);
  const days = day - launch + 1;
  return Math.floor(rate * days + 0.5 * rate * unit(seed, salt, index, day));
}

function launchDay(seed: number, salt: number, index: number): number {
  return CATALOGUE_EPOCH_DAY - (mix(seed, salt, index, 3) % LAUNCH_SPREAD_DAYS);
}

/** The name alone (cheap: keyword search scans it for every index). */
export function listingName(seed: number, platform: ShopPlatform, index: number): string {
  const salt = PLATFORM_SALT[platform];
  const leaf = leafIndex(seed, salt, index);
  const h = mix(seed, salt, index, 11);
  const group = CATEGORY_GROUPS[Math.floor(leaf / 3) % CATEGORY_GROUPS.length];
  const brand = pick(group.brands, h);
  const item = pick(group.items, h >>> 4);
  const adjective = pick(group.adjectives, h >>> 9);
  const variant = pick(VARIANT_WORDS, h >>> 14);
  return `${brand === 'Tanpa Merek' ? '' : `${brand} `}${item} ${adjective} ${variant}`;
}

function leafIndex(seed: number, salt: number, index: number): number {
  return mix(seed, salt, index, 1) % leafIds(seed).length;
}

/** Whole rupiah, rounded to 100, skewed towards the cheap end of the group's range. */
export function listingPrice(seed: number, platform: ShopPlatform, index: number): number {
  const salt = PLATFORM_SALT[platform];
  const group = CATEGORY_GROUPS[Math.floor(leafIndex(seed, salt, index) / 3) % CATEGORY_GROUPS.length];
  const [low, high] = group.price;
  return Math.round((low + (high - low) * unit(seed, salt, index, 13) ** 2) / 100) * 100;
}

export function listingLaunchDay(seed: number, platform: ShopPlatform, index: number): number {
  return launchDay(seed, PLATFORM_SALT[platform], index);
}

export function listingCategory(seed: number, platform: ShopPlatform, index: number): number {
  return leafIds(seed)[leafIndex(seed, PLATFORM_SALT[platform], index)];
}

export function catalogueListing(
  seed: number,
  platform: ShopPlatform,
  index: number,
  day: number,
): CatalogueListing {
  if (!Number.isInteger(index) || index < 0 || index >= CATALOGUE_SIZE) {
    throw new RangeError(`No catalogue listing ${index}`);
  }
  const salt = PLATFORM_SALT[platform];
  const leaf = leafIndex(seed, salt, index);
  const shop = mix(seed, salt, index, 5) % SHOP_COUNT;
  const shopHash = mix(seed, salt, shop, 0x5409);
  const historicalSold = soldUntil(seed, platform, index, day);
  const ratingCount = Math.floor(historicalSold * (0.1 + 0.3 * unit(seed, salt, index, 17)));
  return {
    itemId: String(20_000_000_000 + index * 37 + (mix(seed, salt, index, 19) % 37)),
    shopId: String(100_000_000 + shop * 13 + (shopHash % 13)),
    shopName: `${pick(SHOP_WORDS.first, shopHash)} ${pick(SHOP_WORDS.middle, shopHash >>> 5)} ${pick(SHOP_WORDS.last, shopHash >>> 10)} ${shop % 100}`,
    officialShop: shopHash % 50 === 0,
    name: listingName(seed, platform, index),
    categoryId: leafIds(seed)[leaf],
    price: listingPrice(seed, platform, index),
    location: pick(CITIES, shopHash >>> 15).city,
    rating: ratingCount === 0 ? 0 : Math.round((4 + unit(seed, salt, index, 23)) * 10) / 10,
    ratingCount,
    launchDay: listingLaunchDay(seed, platform, index),
    historicalSold,
    monthlySold: historicalSold - soldUntil(seed, platform, index, day - 30),
    imageHash: `sandbox-${platform}-${mix(seed, salt, index, 29).toString(16).padStart(8, '0')}`,
  };
}

/** Today's catalogue day for a clock value. */
export function catalogueDay(now: number): number {
  return Math.floor(now / 86_400_000);
}

/** The shop a listing belongs to, as an index 0…SHOP_COUNT-1 (cheap: a shop page lists its listings). */
export function catalogueShopIndex(seed: number, platform: ShopPlatform, index: number): number {
  return mix(seed, PLATFORM_SALT[platform], index, 5) % SHOP_COUNT;
}
