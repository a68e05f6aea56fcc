/**
 * Money of an order (issue 9): one breakdown for every marketplace, in whole rupiah, that always adds
 * up, and the one way Booster writes an amount ("Rp 18.200").
 */

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * "Rp 18.200" (a no-break space after Rp, dots between thousands, no decimals; "-Rp 5.000" below zero).
 * Written by hand so the web, the server's PDFs and the sandbox's labels print the same text
 * whatever ICU data the runtime carries.
 */
export function formatRupiah(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const digits = String(whole).replace(GROUPS, '.');
  return `${amount < 0 && whole !== 0 ? '-' : ''}Rp\u00a0${digits}`;
}

/** "Rp 10.000" or "Rp 10.000 - Rp 25.000" when the two differ (a price range of variants). */
export function formatRupiahRange(min: number, max: number): string {
  return min === max ? formatRupiah(min) : `${formatRupiah(min)} - ${formatRupiah(max)}`;
}

/** What the seller receives, where the platform's order API reports it (Shopee's escrow detail). */
export type SellerMoney = {
  /** Shipping the platform charges the seller after its subsidy (Shopee: −final_shipping_fee). */
  shippingCost: number;
  /** Commission, service and transaction fees charged to the seller. */
  fees: number;
  /** What the platform states beyond the named parts (0 when every part is named). */
  otherAdjustment: number;
  /** What the seller receives for the order (Shopee escrow_amount): "Perkiraan penghasilan". */
  income: number;
};

/**
 * The money of one order as the buyer paid it. Amounts are positive; discounts are subtracted.
 * It adds up when
 *
 *     itemsSubtotal − sellerDiscount − platformDiscount
 *   + shippingFee − shippingSellerDiscount − shippingPlatformDiscount
 *   + buyerFees + otherAdjustment                                        = totalPaid
 *
 * and, where the seller's side is known,
 *
 *     itemsSubtotal − sellerDiscount + buyer-paid shipping − seller.shippingCost − seller.fees
 *   + seller.otherAdjustment                                             = seller.income
 *
 * (platform discounts and subsidies are paid by the platform, not taken from the seller).
 */
export type OrderMoney = {
  /** The items at the price they were listed at, before any discount: "Subtotal produk". */
  itemsSubtotal: number;
  /** Product discounts and vouchers the seller funds. */
  sellerDiscount: number;
  /** Product discounts, vouchers and coins the platform funds. */
  platformDiscount: number;
  /** Shipping before any shipping discount. */
  shippingFee: number;
  /** Shipping discount the seller funds. */
  shippingSellerDiscount: number;
  /** Shipping subsidy the platform funds ("gratis ongkir"). */
  shippingPlatformDiscount: number;
  /** Fees the buyer pays on top: service fee, insurance, handling. */
  buyerFees: number;
  /** What the platform's total holds beyond the named parts (taxes, rounding); 0 when all is named. */
  otherAdjustment: number;
  /** What the buyer paid, as the platform states it: "Total dibayar pembeli". */
  totalPaid: number;
  seller: SellerMoney | null;
};

/** The parts an adapter reads from the platform; `settleOrderMoney` makes them add up. */
export type OrderMoneyParts = Omit<OrderMoney, 'otherAdjustment' | 'seller'> & {
  seller?: Omit<SellerMoney, 'otherAdjustment'> | null;
};

const whole = (n: number) => (Number.isFinite(n) ? Math.round(n) : 0);

/** Shipping the buyer paid: the fee less both shipping discounts. */
export function buyerPaidShipping(
  m: Pick<OrderMoney, 'shippingFee' | 'shippingSellerDiscount' | 'shippingPlatformDiscount'>,
) {
  return m.shippingFee - m.shippingSellerDiscount - m.shippingPlatformDiscount;
}

function buyerSum(m: Omit<OrderMoney, 'otherAdjustment' | 'totalPaid' | 'seller'>) {
  return m.itemsSubtotal - m.sellerDiscount - m.platformDiscount + buyerPaidShipping(m) + m.buyerFees;
}

function sellerSum(m: Omit<OrderMoney, 'seller'>, s: Omit<SellerMoney, 'otherAdjustment' | 'income'>) {
  return m.itemsSubtotal - m.sellerDiscount + buyerPaidShipping(m) - s.shippingCost - s.fees;
}

/**
 * The breakdown from the platform's figures: amounts rounded to whole rupiah, the stated totals kept
 * as the platform gives them, and whatever the named parts do not explain put in `otherAdjustment`,
 * so it always adds up and nothing is hidden.
 */
export function settleOrderMoney(parts: OrderMoneyParts): OrderMoney {
  const named = {
    itemsSubtotal: whole(parts.itemsSubtotal),
    sellerDiscount: whole(parts.sellerDiscount),
    platformDiscount: whole(parts.platformDiscount),
    shippingFee: whole(parts.shippingFee),
    shippingSellerDiscount: whole(parts.shippingSellerDiscount),
    shippingPlatformDiscount: whole(parts.shippingPlatformDiscount),
    buyerFees: whole(parts.buyerFees),
  };
  const totalPaid = whole(parts.totalPaid);
  const buyer = { ...named, otherAdjustment: totalPaid - buyerSum(named), totalPaid };
  const s = parts.seller;
  if (!s) return { ...buyer, seller: null };
  const seller = { shippingCost: whole(s.shippingCost), fees: whole(s.fees) };
  const income = whole(s.income);
  return { ...buyer, seller: { ...seller, otherAdjustment: income - sellerSum(buyer, seller), income } };
}

/** Why a breakdown does not add up (empty when it does): for checks and tests. */
export function orderMoneyProblems(m: OrderMoney): string[] {
  const problems: string[] = [];
  const expected = buyerSum(m) + m.otherAdjustment;
  if (expected !== m.totalPaid)
    problems.push(`buyer parts add up to ${expected}, total paid is ${m.totalPaid}`);
  if (m.seller) {
    const income = sellerSum(m, m.seller) + m.seller.otherAdjustment;
    if (income !== m.seller.income)
      problems.push(`seller parts add up to ${income}, income is ${m.seller.income}`);
  }
  for (const [name, value] of Object.entries(m)) {
    if (typeof value === 'number' && !Number.isInteger(value)) problems.push(`${name} is not whole rupiah`);
  }
  return problems;
}
