import { buyerPaidShipping, type OrderMoney, settleOrderMoney } from '@booster/domain';
import type { LazadaOrder, LazadaOrderItem, LazadaTransaction } from '../schemas.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Finance API `fee_type` ids that are not the platform's fees: the item's price and its reversal
 * (13, 14) and the seller's voucher (118), which the order already names, and the shipping rows (8 the
 * buyer's shipping credited, 28 the shipping Lazada charges). Every other row (commission 16, payment
 * fee 3, marketing fees, …) is a charge of the platform.
 */
const NOT_FEES = new Set(['13', '14', '118']);
const SHIPPING = new Set(['8', '28']);

/**
 * GetOrder's `price` is the items before vouchers and leaves shipping out; the buyer paid
 * price − voucher + shipping_fee. Lazada's order API has no total and no seller fees: those are the
 * order's finance transactions (`transactions`, QueryTransactionDetails), which add up to what the
 * seller receives. Without them (not settled yet) the seller's side stays unknown. Vouchers are split
 * by who funds them at order level when given there, else from the order items.
 */
export function lazadaOrderMoney(
  order: LazadaOrder,
  items: LazadaOrderItem[],
  transactions: readonly LazadaTransaction[] = [],
): OrderMoney {
  const voucherSeller = order.voucher_seller ?? sum(items.map((i) => i.voucher_seller));
  const voucherPlatform = order.voucher_platform ?? sum(items.map((i) => i.voucher_platform));
  // A voucher Lazada reports only as a total is counted as the platform's.
  const unsplit = Math.max(0, order.voucher - voucherSeller - voucherPlatform);
  const shippingSeller = order.shipping_fee_discount_seller;
  const shippingPlatform = order.shipping_fee_discount_platform;
  const shippingFee = order.shipping_fee_original ?? order.shipping_fee + shippingSeller + shippingPlatform;
  const vouchers = voucherSeller + voucherPlatform + unsplit;
  const shipping = {
    shippingFee,
    shippingSellerDiscount: shippingSeller,
    shippingPlatformDiscount: shippingPlatform,
  };
  return settleOrderMoney({
    itemsSubtotal: order.price,
    sellerDiscount: voucherSeller,
    platformDiscount: voucherPlatform + unsplit,
    ...shipping,
    buyerFees: 0,
    totalPaid: order.price - vouchers + order.shipping_fee,
    seller: sellerSide(buyerPaidShipping(shipping), transactions),
  });
}

function sellerSide(buyerShipping: number, rows: readonly LazadaTransaction[]) {
  if (rows.length === 0) return null;
  const typed = (keep: (type: string) => boolean) =>
    sum(rows.filter((r) => keep(r.fee_type ?? '')).map((r) => r.amount));
  // The shipping rows are their net effect on the seller (what the buyer paid less the charge).
  const shippingNet = typed((t) => SHIPPING.has(t));
  return {
    shippingCost: buyerShipping - shippingNet,
    fees: -typed((t) => !SHIPPING.has(t) && !NOT_FEES.has(t)),
    income: sum(rows.map((r) => r.amount)),
  };
}
