import { Rng } from './random.ts';
import type { Order, ShopPlatform } from './types.ts';

/**
 * The money of an emulated order beyond its lines and shipping fee: what discounts, vouchers,
 * shipping subsidy and fees a real checkout carries. Each platform's emulator shows it in that
 * platform's own fields; tests compare what Booster stored with these figures.
 */
export type OrderAmounts = {
  /** The seller's voucher on the order (a product's own promo lowers its line's `price` instead). */
  sellerVoucher: number;
  /** The platform's voucher (Shopee voucher_from_shopee, Lazada voucher_platform, …). */
  platformVoucher: number;
  shippingSellerDiscount: number;
  /** The platform's shipping subsidy ("gratis ongkir"). */
  shippingPlatformDiscount: number;
  /** Service fee the buyer pays at checkout; Lazada's order API has no such field, so 0 there. */
  buyerFee: number;
  /** Fees the platform charges the seller (only Shopee's order API reports them: escrow detail). */
  commissionFee: number;
  serviceFee: number;
  transactionFee: number;
};

/** Placeholder until `priceOrder` fills them in. */
export const NO_AMOUNTS: OrderAmounts = {
  sellerVoucher: 0,
  platformVoucher: 0,
  shippingSellerDiscount: 0,
  shippingPlatformDiscount: 0,
  buyerFee: 0,
  commissionFee: 0,
  serviceFee: 0,
  transactionFee: 0,
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const hundreds = (n: number) => Math.round(n / 100) * 100;

/** The items at their listed price. */
export const itemsOriginal = (o: Pick<Order, 'lines'>) =>
  sum(o.lines.map((l) => l.originalPrice * l.quantity));
/** The items at the price the buyer was offered (after the seller's product promos). */
export const itemsDeal = (o: Pick<Order, 'lines'>) => sum(o.lines.map((l) => l.price * l.quantity));
export const productDiscount = (o: Pick<Order, 'lines'>) => itemsOriginal(o) - itemsDeal(o);

export function buyerShipping(o: Pick<Order, 'shippingFee' | 'amounts'>): number {
  return o.shippingFee - o.amounts.shippingSellerDiscount - o.amounts.shippingPlatformDiscount;
}

/** What the buyer paid. */
export function orderTotal(o: Pick<Order, 'lines' | 'shippingFee' | 'amounts'>): number {
  const a = o.amounts;
  return itemsDeal(o) - a.sellerVoucher - a.platformVoucher + buyerShipping(o) + a.buyerFee;
}

export const sellerFees = (a: OrderAmounts) => a.commissionFee + a.serviceFee + a.transactionFee;

/**
 * What the seller receives: the items after its own promos and voucher, less its shipping discount
 * and the platform's fees. The platform pays its vouchers and subsidy; the courier's fee is covered
 * by the buyer's shipping plus both shipping discounts.
 */
export function sellerIncome(o: Pick<Order, 'lines' | 'amounts'>): number {
  const a = o.amounts;
  return itemsDeal(o) - a.sellerVoucher - a.shippingSellerDiscount - sellerFees(a);
}

/** A random stream of its own per key, so amounts do not shift the rest of the seeded world. */
function streamFor(key: string): Rng {
  let h = 2166136261;
  for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return new Rng(h >>> 0);
}

/** The price a line is offered at: on some lines a product promo of 5–20 % off the listed price. */
export function promoPrice(lineId: string, price: number): number {
  const rng = streamFor(`promo:${lineId}`);
  if (!rng.chance(0.3)) return price;
  return Math.max(100, hundreds(price * (1 - rng.int(5, 20) / 100)));
}

/** Amounts for an order, from its own random stream. Vouchers never exceed a fifth of the items. */
export function makeAmounts(
  platform: ShopPlatform,
  order: Pick<Order, 'id' | 'lines' | 'shippingFee'>,
): OrderAmounts {
  const rng = streamFor(`${platform}:${order.id}`);
  const items = itemsDeal(order);
  const cap = (n: number) => Math.min(n, hundreds(items / 5));
  const platformShipping = rng.chance(0.45) ? Math.min(order.shippingFee, rng.rupiah(5000, 20000)) : 0;
  const sellerShipping = rng.chance(0.15)
    ? Math.min(order.shippingFee - platformShipping, rng.rupiah(1000, 5000))
    : 0;
  return {
    sellerVoucher: rng.chance(0.3) ? cap(rng.rupiah(2000, 15000)) : 0,
    platformVoucher: rng.chance(0.3) ? cap(rng.rupiah(1000, 20000)) : 0,
    shippingSellerDiscount: sellerShipping,
    shippingPlatformDiscount: platformShipping,
    buyerFee: platform !== 'lazada' && rng.chance(0.5) ? 1000 : 0,
    commissionFee: hundreds(items * (rng.int(40, 80) / 1000)),
    serviceFee: rng.chance(0.5) ? hundreds(items * 0.04) : 0,
    transactionFee: hundreds(items * 0.018),
  };
}

/** Gives a built order its amounts and the total the buyer paid. */
export function priceOrder(platform: ShopPlatform, order: Order): Order {
  order.amounts = makeAmounts(platform, order);
  order.total = orderTotal(order);
  return order;
}

/** The emulator's own figures of an order, as the control API shows them to tests. */
export function orderMoneyJson(o: Order) {
  return {
    itemsOriginal: itemsOriginal(o),
    itemsDeal: itemsDeal(o),
    productDiscount: productDiscount(o),
    ...o.amounts,
    shippingFee: o.shippingFee,
    buyerShipping: buyerShipping(o),
    total: o.total,
    sellerFees: sellerFees(o.amounts),
    sellerIncome: sellerIncome(o),
  };
}
