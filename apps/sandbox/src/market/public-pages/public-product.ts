import type { ShopPlatform } from '../../core/types.ts';
import { CATEGORY_GROUPS } from '../../core/words.ts';
import {
  CATALOGUE_SIZE,
  type CatalogueListing,
  catalogueCategoryIds,
  catalogueListing,
  catalogueShopIndex,
  mix,
} from '../catalogue.ts';

/**
 * What a public product page shows about a catalogue listing (issue 16, product/scrape): the
 * catalogue gives the name, price, shop and photo; description, variants, stock and weight are
 * derived from the same (seed, platform, index), so a page reads the same every time and Research
 * can link to it. The cheapest variant costs the catalogue's price.
 */
export type PublicVariant = { id: string; options: string[]; price: number; stock: number; sku: string };

export type PublicProduct = {
  platform: ShopPlatform;
  index: number;
  listing: CatalogueListing;
  description: string;
  tiers: { name: string; options: string[] }[];
  variants: PublicVariant[];
  weightGrams: number;
  /** Photo keys (`<imageHash>-<n>`), cover first. */
  photos: string[];
};

const ITEM_BASE = 20_000_000_000;
const SHOP_BASE = 100_000_000;
const PLATFORM_CODE: Record<ShopPlatform, number> = {
  shopee: 1,
  tokopedia: 2,
  lazada: 3,
  tiktok: 4,
  bukalapak: 5,
};

const h = (seed: number, platform: ShopPlatform, index: number, salt: number) =>
  mix(seed, 0x5c4a, PLATFORM_CODE[platform], index, salt);

/** The catalogue index of an item id, when the id is one the catalogue made. */
export function indexOfItem(
  seed: number,
  platform: ShopPlatform,
  itemId: string,
  day: number,
): number | null {
  const n = Number(itemId);
  if (!Number.isSafeInteger(n) || n < ITEM_BASE) return null;
  const index = Math.floor((n - ITEM_BASE) / 37);
  if (index >= CATALOGUE_SIZE) return null;
  return catalogueListing(seed, platform, index, day).itemId === itemId ? index : null;
}

function groupOf(seed: number, categoryId: number) {
  const leaf = catalogueCategoryIds(seed).indexOf(categoryId);
  return CATEGORY_GROUPS[Math.floor(Math.max(0, leaf) / 3) % CATEGORY_GROUPS.length];
}

export function publicProduct(
  seed: number,
  platform: ShopPlatform,
  index: number,
  day: number,
): PublicProduct {
  const listing = catalogueListing(seed, platform, index, day);
  const group = groupOf(seed, listing.categoryId);
  const tierCount = h(seed, platform, index, 1) % 3;
  const tiers = group.tiers.slice(0, tierCount).map((tier, t) => {
    const count = 2 + (h(seed, platform, index, 10 + t) % Math.min(3, tier.options.length - 1));
    const start = h(seed, platform, index, 20 + t) % tier.options.length;
    return {
      name: tier.name,
      options: Array.from({ length: count }, (_, k) => tier.options[(start + k) % tier.options.length]),
    };
  });
  const combos: number[][] = tiers.reduce<number[][]>(
    (acc, tier) => acc.flatMap((c) => tier.options.map((_, o) => [...c, o])),
    [[]],
  );
  const variants = combos.map((combo, k) => ({
    id: String(Number(listing.itemId) * 100 + k),
    options: combo.map((o, t) => tiers[t].options[o]),
    // Later options of a tier cost a little more; the first combination is the catalogue's price.
    price: listing.price + combo.reduce((sum, o) => sum + o * 5_000, 0),
    stock: h(seed, platform, index, 30 + k) % 200,
    sku: tiers.length === 0 ? '' : `SKU-${listing.itemId.slice(-6)}-${k + 1}`,
  }));
  const [low, high] = group.weight;
  const photos = Array.from(
    { length: 1 + (h(seed, platform, index, 2) % 4) },
    (_, n) => `${listing.imageHash}-${n}`,
  );
  return {
    platform,
    index,
    listing,
    description: [
      `${listing.name}.`,
      `Produk ${group.name.toLowerCase()} dari ${listing.shopName}, dikirim dari ${listing.location}.`,
      'Barang 100% baru dan sesuai foto. Pesanan sebelum jam 15.00 dikirim di hari yang sama.',
    ].join('\n'),
    tiers,
    variants,
    weightGrams: Math.round((low + (high - low) * ((h(seed, platform, index, 3) % 1000) / 1000)) / 10) * 10,
    photos,
  };
}

const shopIndexes = new Map<string, Map<number, number[]>>();

/** Catalogue indexes of one shop's listings, in index order (a shop has about 20). */
export function listingsOfShop(seed: number, platform: ShopPlatform, shopId: string): number[] {
  const key = `${seed}:${platform}`;
  let byShop = shopIndexes.get(key);
  if (!byShop) {
    byShop = new Map();
    for (let index = 0; index < CATALOGUE_SIZE; index++) {
      const shop = catalogueShopIndex(seed, platform, index);
      const list = byShop.get(shop);
      if (list) list.push(index);
      else byShop.set(shop, [index]);
    }
    shopIndexes.set(key, byShop);
  }
  const n = Number(shopId);
  if (!Number.isSafeInteger(n) || n < SHOP_BASE) return [];
  const list = byShop.get(Math.floor((n - SHOP_BASE) / 13)) ?? [];
  // The id's last digits come from a hash: only the shop's real id matches its listings.
  return list.length > 0 && catalogueListing(seed, platform, list[0], 0).shopId === shopId ? list : [];
}

/** URL path words: lower case, letters and digits joined by dashes. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
