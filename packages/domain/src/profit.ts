import { buyerPaidShipping, type OrderMoney } from './money.ts';

/**
 * Profit of an order (issue 18), in whole rupiah:
 *
 *     profit = revenue − seller discounts and vouchers − seller-borne shipping − platform fees
 *            + the platform's other adjustments − cost of goods
 *
 * Where the platform reports the seller's side (`money.seller`: Shopee's escrow, TikTok Shop's and
 * Lazada's settlements) this is the platform's stated income less the cost of goods. An order whose
 * fees the platform has not reported, or with a line without a cost price, has no profit: it is
 * marked, never guessed.
 */

/** One order line: its master SKU (null when the listing is not linked), units, listed unit price and unit cost then. */
export type ProfitLineInput = {
  masterSkuId: string | null;
  quantity: number;
  price: number;
  /** The master SKU's cost price effective on the order's day; null when none was set. */
  unitCost: number | null;
};

/** Why an order has no profit: a line without a cost price, or fees the platform has not reported yet. */
export type ProfitGap = 'cost' | 'fees';

export type ProfitParts = {
  /** The items at their listed price ("Subtotal produk"). */
  revenue: number;
  /** Product discounts and vouchers the seller funds. */
  sellerDiscount: number;
  /** Shipping the seller bears (its shipping discount, or the platform's charge beyond what the buyer paid). */
  shipping: number;
  /** Commission, service and transaction fees. */
  fees: number;
  /** What the platform's settlement holds beyond the named parts (positive adds to the seller). */
  otherAdjustment: number;
  costOfGoods: number;
  profit: number;
};

export type LineProfit = {
  masterSkuId: string | null;
  quantity: number;
  /** The line's share of the order's revenue. */
  revenue: number;
  /** The line's share of discounts, shipping, fees and adjustments (by its revenue). */
  deductions: number;
  costOfGoods: number | null;
  profit: number | null;
};

export type OrderProfit = {
  revenue: number;
  sellerDiscount: number;
  shipping: number;
  /** Null when the platform has not reported the seller's fees. */
  fees: number | null;
  otherAdjustment: number;
  /** Null when a line has no cost price. */
  costOfGoods: number | null;
  profit: number | null;
  /** Profit over revenue in percent, one decimal; null without a profit or revenue. */
  margin: number | null;
  gaps: ProfitGap[];
  lines: LineProfit[];
};

/** Percent with one decimal. */
export function marginOf(profit: number, revenue: number): number | null {
  if (revenue === 0) return null;
  return Math.round((profit * 1000) / revenue) / 10;
}

/**
 * Splits `total` over `weights` in whole rupiah, in proportion, so the shares add up to `total`
 * exactly (largest remainders get the leftover rupiah). Equal shares when every weight is 0.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const positive = weights.map((w) => Math.max(0, w));
  const sum = positive.reduce((a, b) => a + b, 0);
  const basis = sum > 0 ? positive : positive.map(() => 1);
  const basisSum = sum > 0 ? sum : basis.length;
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  const exact = basis.map((w) => (abs * w) / basisSum);
  const shares = exact.map(Math.floor);
  let left = abs - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares.map((s) => s * sign);
}

/** The cost price effective on `day` (YYYY-MM-DD): the latest entry from that day or before. */
export function costOn(
  history: readonly { effectiveFrom: string; cost: number }[],
  day: string,
): number | null {
  let best: { effectiveFrom: string; cost: number } | null = null;
  for (const entry of history) {
    if (entry.effectiveFrom > day) continue;
    if (!best || entry.effectiveFrom > best.effectiveFrom) best = entry;
  }
  return best ? best.cost : null;
}

/** The profit of one order from its money breakdown and its lines' cost prices. */
export function orderProfit(money: OrderMoney, lines: readonly ProfitLineInput[]): OrderProfit {
  const seller = money.seller;
  const revenue = money.itemsSubtotal;
  const sellerDiscount = money.sellerDiscount;
  const shipping = seller ? seller.shippingCost - buyerPaidShipping(money) : money.shippingSellerDiscount;
  const fees = seller ? seller.fees : null;
  const otherAdjustment = seller ? seller.otherAdjustment : 0;
  const lineCosts = lines.map((l) => (l.unitCost === null ? null : l.unitCost * l.quantity));
  const costKnown = lines.length > 0 && lineCosts.every((c) => c !== null);
  const costOfGoods = costKnown ? lineCosts.reduce<number>((a, c) => a + (c ?? 0), 0) : null;
  const gaps: ProfitGap[] = [];
  if (!costKnown) gaps.push('cost');
  if (fees === null) gaps.push('fees');
  const deductions = sellerDiscount + shipping + (fees ?? 0) - otherAdjustment;
  const profit = costOfGoods !== null && fees !== null ? revenue - deductions - costOfGoods : null;

  const weights = lines.map((l) => l.price * l.quantity);
  const revenues = allocate(revenue, weights);
  const shares = allocate(deductions, weights);
  return {
    revenue,
    sellerDiscount,
    shipping,
    fees,
    otherAdjustment,
    costOfGoods,
    profit,
    margin: profit === null ? null : marginOf(profit, revenue),
    gaps,
    lines: lines.map((l, i) => {
      const cost = lineCosts[i];
      return {
        masterSkuId: l.masterSkuId,
        quantity: l.quantity,
        revenue: revenues[i],
        deductions: shares[i],
        costOfGoods: cost,
        profit: cost !== null && fees !== null ? revenues[i] - shares[i] - cost : null,
      };
    }),
  };
}

export type ProfitTotals = ProfitParts & {
  /** Orders whose profit is known (the figures add up only these). */
  orders: number;
  /** Orders left out: a cost price or the platform's fees are missing. */
  incomplete: number;
  margin: number | null;
};

export const emptyTotals = (): ProfitTotals => ({
  orders: 0,
  incomplete: 0,
  revenue: 0,
  sellerDiscount: 0,
  shipping: 0,
  fees: 0,
  otherAdjustment: 0,
  costOfGoods: 0,
  profit: 0,
  margin: null,
});

/** Adds an order to running totals: its figures when its profit is known, else one more incomplete order. */
export function addOrderProfit(totals: ProfitTotals, p: OrderProfit): ProfitTotals {
  if (p.profit === null || p.fees === null || p.costOfGoods === null) {
    totals.incomplete += 1;
    return totals;
  }
  totals.orders += 1;
  totals.revenue += p.revenue;
  totals.sellerDiscount += p.sellerDiscount;
  totals.shipping += p.shipping;
  totals.fees += p.fees;
  totals.otherAdjustment += p.otherAdjustment;
  totals.costOfGoods += p.costOfGoods;
  totals.profit += p.profit;
  totals.margin = marginOf(totals.profit, totals.revenue);
  return totals;
}
