import { type Catalog, LOGISTICS } from './catalog.ts';
import { NO_AMOUNTS, priceOrder, promoPrice } from './order-money.ts';
import { type PlatformProfile, trackingNumber } from './profiles.ts';
import type { Rng } from './random.ts';
import type {
  Buyer,
  Conversation,
  Message,
  Order,
  OrderLine,
  Product,
  Shop,
  Tier,
  Variant,
} from './types.ts';
import {
  BUYER_LINES,
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  PAYMENT_METHODS,
  SELLER_LINES,
  STREETS,
} from './words.ts';

/** Builders for one product, order, buyer or conversation; used by the seed and by the simulation. */

const MINUTE = 60_000;

export function makeBuyer(rng: Rng, profile: PlatformProfile): Buyer {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const place = rng.pick(CITIES);
  const name = `${first} ${last}`;
  return {
    id: profile.ids.buyer(),
    username: `${first.toLowerCase()}${last.toLowerCase().slice(0, 3)}${rng.int(10, 999)}`,
    name,
    address: {
      name,
      phone: `628${rng.digits(9)}`,
      street: `Jl. ${rng.pick(STREETS)} No. ${rng.int(1, 250)}, RT 0${rng.int(1, 9)}/RW 0${rng.int(1, 9)}`,
      district: rng.pick(place.districts),
      city: place.city,
      province: place.province,
      postalCode: `${place.postal}${rng.digits(3)}`,
    },
  };
}

function weightedStatus(rng: Rng, statuses: { status: string; weight: number }[]): string {
  const total = statuses.reduce((sum, s) => sum + s.weight, 0);
  let roll = rng.next() * total;
  for (const s of statuses) {
    roll -= s.weight;
    if (roll < 0) return s.status;
  }
  return statuses[0].status;
}

function cartesian(tiers: Tier[]): number[][] {
  return tiers.reduce<number[][]>(
    (acc, tier) => acc.flatMap((prefix) => tier.options.map((_, i) => [...prefix, i])),
    [[]],
  );
}

export function makeProduct(
  rng: Rng,
  profile: PlatformProfile,
  catalog: Catalog,
  shop: Shop,
  now: number,
): Product {
  const category = rng.pick(catalog.leaves);
  const group = catalog.groupOf(category.id);
  const brand = rng.pick(group.brands);
  const adjectives = rng.sample(group.adjectives, rng.int(1, 2));
  const name = [rng.pick(group.items), ...adjectives, brand === 'Tanpa Merek' ? '' : brand]
    .filter(Boolean)
    .join(' ');
  // Every platform allows at most two variation tiers.
  const tierCount = rng.chance(0.5) ? 1 : 2;
  const tiers = group.tiers.slice(0, tierCount).map((t) => ({
    name: t.name,
    options: rng.sample(t.options, tierCount === 1 ? rng.int(2, 4) : rng.int(2, 3)),
  }));
  const id = profile.ids.product();
  const basePrice = rng.rupiah(group.price[0], group.price[1]);
  const parentSku = `${group.key.slice(0, 3).toUpperCase()}-${rng.chars(5)}`;
  const variants: Variant[] = cartesian(tiers).map((tierIndex) => ({
    id: profile.ids.variant(),
    sku: `${parentSku}-${tierIndex.map((i) => i + 1).join('')}`,
    tierIndex,
    name: tierIndex.map((i, t) => tiers[t].options[i]).join(', '),
    price: Math.max(
      1000,
      Math.round((basePrice * (1 + tierIndex.reduce((s, i) => s + i, 0) * 0.05)) / 100) * 100,
    ),
    stock: rng.chance(0.08) ? 0 : rng.int(1, 250),
  }));
  const createdAt = now - rng.int(20, 400) * 24 * 60 * MINUTE;
  const imageCount = rng.int(1, 3);
  return {
    id,
    name,
    description: `${name}. Kualitas terjamin, dikirim dari ${shop.city}. Cocok untuk kebutuhan sehari-hari. Hubungi kami lewat chat bila ada pertanyaan.`,
    sku: parentSku,
    categoryId: category.id,
    brand,
    attributes: category.attributes.map((a) => ({
      id: a.id,
      name: a.name,
      value: a.name === 'Merek' ? brand : rng.pick(a.values),
    })),
    weightGrams: Math.round(rng.int(group.weight[0], group.weight[1]) / 10) * 10,
    dimensions: { length: 20, width: 15, height: 10 },
    condition: 'NEW',
    logistics: LOGISTICS[shop.platform].slice(0, 2).map((l) => l.id),
    images: Array.from(
      { length: imageCount },
      (_, i) => `/_assets/img/${shop.platform}/${shop.id}/${id}/${i}.svg`,
    ),
    status: weightedStatus(rng, profile.productStatuses),
    tiers,
    variants,
    createdAt,
    updatedAt: createdAt + rng.int(0, 10) * 24 * 60 * MINUTE,
  };
}

/** Picks lines from listed products with stock; takes the stock when `takeStock` is set. */
function makeLines(rng: Rng, profile: PlatformProfile, shop: Shop, takeStock: boolean): OrderLine[] {
  const listed = shop.products.filter((p) => p.status === profile.productStatuses[0].status);
  const lines: OrderLine[] = [];
  const count = rng.int(1, 3);
  for (let tries = 0; lines.length < count && tries < 20; tries++) {
    const product = rng.pick(listed);
    const variant = rng.pick(product.variants);
    if (lines.some((l) => l.variantId === variant.id)) continue;
    if (takeStock && variant.stock < 1) continue;
    const quantity = takeStock ? Math.min(variant.stock, rng.int(1, 3)) : rng.int(1, 3);
    if (takeStock) {
      variant.stock -= quantity;
      product.updatedAt = Date.now();
    }
    lines.push(orderLine(profile, product, variant, quantity));
  }
  return lines;
}

/** A buyer's line of `quantity` of one variant, at its price (a promotion's where one runs). */
export function orderLine(
  profile: PlatformProfile,
  product: Product,
  variant: Variant,
  quantity: number,
): OrderLine {
  const id = profile.ids.line();
  return {
    id,
    productId: product.id,
    variantId: variant.id,
    name: product.name,
    variantName: variant.name,
    sku: variant.sku,
    quantity,
    originalPrice: variant.price,
    price: promoPrice(id, variant.price),
    image: product.images[0],
  };
}

export function makeOrder(
  rng: Rng,
  profile: PlatformProfile,
  shop: Shop,
  input: { status: string; createdAt: number; buyer?: Buyer; takeStock: boolean },
): Order | null {
  const lines = makeLines(rng, profile, shop, input.takeStock);
  if (lines.length === 0) return null;
  const courier = rng.pick(profile.couriers);
  const shippingFee = rng.rupiah(9000, 35000);
  const paid = !profile.unpaidStatuses.includes(input.status);
  const updatedAt = Math.min(Date.now(), input.createdAt + rng.int(0, 72) * 60 * MINUTE);
  return priceOrder(shop.platform, {
    id: profile.ids.order(input.createdAt),
    status: input.status,
    buyer: input.buyer ?? makeBuyer(rng, profile),
    lines,
    shippingFee,
    amounts: NO_AMOUNTS,
    total: 0,
    paymentMethod: rng.pick(PAYMENT_METHODS),
    courier,
    trackingNumber: profile.trackedStatuses.includes(input.status) ? trackingNumber(rng, courier) : null,
    packageId: profile.ids.package(),
    documentState: 'none',
    note: rng.chance(0.2) ? 'Tolong dibungkus rapi ya kak' : '',
    createdAt: input.createdAt,
    updatedAt: Math.max(updatedAt, input.createdAt),
    paidAt: paid ? input.createdAt + rng.int(1, 30) * MINUTE : null,
  });
}

export function makeConversation(
  rng: Rng,
  profile: PlatformProfile,
  shop: Shop,
  buyer: Buyer,
  now: number,
): Conversation {
  const messages: Message[] = [];
  let at = now - rng.int(24 * 60, 14 * 24 * 60) * MINUTE - rng.int(0, 59_999);
  const count = rng.int(2, 7);
  for (let i = 0; i < count; i++) {
    const from = i % 2 === 0 ? 'buyer' : 'seller';
    messages.push({
      id: profile.ids.message(),
      from,
      text: rng.pick(from === 'buyer' ? BUYER_LINES : SELLER_LINES),
      sentAt: at,
      content: { kind: 'text' },
    });
    at += rng.int(1, 180) * MINUTE;
  }
  const last = messages[messages.length - 1];
  return {
    id: profile.ids.conversation(shop.id, buyer.id),
    buyer,
    messages,
    unread: last.from === 'buyer' ? 1 : 0,
  };
}
