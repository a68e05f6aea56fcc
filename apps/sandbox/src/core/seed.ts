import type { Catalog } from './catalog.ts';
import { furnishConversations } from './chat-seed.ts';
import { makeBuyer, makeConversation, makeOrder, makeProduct } from './factory.ts';
import type { PlatformProfile } from './profiles.ts';
import type { Rng } from './random.ts';
import type { FacebookUser, Shop, ShopPlatform } from './types.ts';
import { CITIES, FIRST_NAMES, LAST_NAMES, PAGE_CATEGORIES, SHOP_WORDS } from './words.ts';

const DAY = 24 * 3600_000;
export const SHOPS_PER_PLATFORM = 3;

/** Builds one platform's shops with products, orders in every status and conversations. */
export function seedPlatform(
  rng: Rng,
  catalog: Catalog,
  profile: PlatformProfile,
  platform: ShopPlatform,
  now: number,
): Shop[] {
  const usedNames = new Set<string>();
  const shopName = () => {
    let name = '';
    do name = `${rng.pick(SHOP_WORDS.first)} ${rng.pick(SHOP_WORDS.middle)} ${rng.pick(SHOP_WORDS.last)}`;
    while (usedNames.has(name));
    usedNames.add(name);
    return name;
  };
  const shops: Shop[] = [];
  for (let s = 0; s < SHOPS_PER_PLATFORM; s++) {
    const name = shopName();
    const owner = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const shop: Shop = {
      platform,
      id: profile.ids.shop(),
      name,
      cipher: profile.ids.cipher(),
      ownerId: profile.ids.buyer(),
      ownerName: owner,
      email: `${name.toLowerCase().replaceAll(' ', '.')}@contoh.co.id`,
      city: rng.pick(CITIES).city,
      products: [],
      orders: [],
      conversations: [],
      createdAt: now - rng.int(200, 1500) * DAY,
    };
    const productCount = rng.int(200, 300);
    for (let p = 0; p < productCount; p++) shop.products.push(makeProduct(rng, profile, catalog, shop, now));
    seedOrders(rng, profile, shop, now);
    const buyers = [...new Map(shop.orders.map((o) => [o.buyer.id, o.buyer])).values()];
    const conversationCount = rng.int(10, 16);
    for (let c = 0; c < conversationCount; c++) {
      const buyer = c < buyers.length && rng.chance(0.7) ? buyers[c] : makeBuyer(rng, profile);
      if (shop.conversations.some((x) => x.buyer.id === buyer.id)) continue;
      shop.conversations.push(makeConversation(rng, profile, shop, buyer, now));
    }
    shops.push(shop);
  }
  for (const shop of shops) furnishConversations(profile, shop);
  return shops;
}

/** A handful of orders in every status; open ones are recent, finished ones spread over 30 days. */
function seedOrders(rng: Rng, profile: PlatformProfile, shop: Shop, now: number) {
  const open = new Set([profile.newOrderStatus, ...profile.unpaidStatuses]);
  for (const status of profile.orderStatuses) {
    const count = rng.int(4, 7);
    for (let i = 0; i < count; i++) {
      const ageDays = open.has(status) ? rng.next() * 3 : rng.next() * 30;
      const order = makeOrder(rng, profile, shop, {
        status,
        createdAt: Math.floor(now - ageDays * DAY - rng.int(60_000, 3_600_000)),
        takeStock: false,
      });
      if (order) shop.orders.push(order);
    }
  }
  shop.orders.sort((a, b) => a.createdAt - b.createdAt);
}

/** Facebook: three people who each manage a few shop pages. */
export function seedFacebook(rng: Rng, now: number): FacebookUser[] {
  const ids = new Set<string>();
  const id = () => {
    let v = '';
    do v = rng.digits(15);
    while (ids.has(v));
    ids.add(v);
    return v;
  };
  return Array.from({ length: 3 }, () => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const pageCount = rng.int(4, 6);
    return {
      id: id(),
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@contoh.co.id`,
      pages: Array.from({ length: pageCount }, (_, p) => {
        const pageId = id();
        return {
          id: pageId,
          name: `${rng.pick(SHOP_WORDS.middle)} ${rng.pick(SHOP_WORDS.last)} ${['Store', 'Official', 'Shop', 'Collection'][p % 4]}`,
          category: rng.pick(PAGE_CATEGORIES),
          posts: Array.from({ length: rng.int(1, 4) }, (_, n) => ({
            id: `${pageId}_${rng.digits(16)}`,
            message: `Promo spesial minggu ini! Diskon hingga ${rng.int(1, 7) * 10}% untuk semua produk.`,
            link: null,
            createdAt: now - (n + 1) * rng.int(1, 7) * DAY,
          })),
        };
      }),
    };
  });
}
