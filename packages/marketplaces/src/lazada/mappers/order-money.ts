import { type OrderMoney, settleOrderMoney } from '@booster/domain';
import type { LazadaOrder, LazadaOrderItem } from '../schemas.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * GetOrder's `price` is the items before vouchers and leaves shipping out; the buyer paid
 * price − voucher + shipping_fee. Lazada's order API has no total and no seller fees (those are in
 * its finance API), so the seller's side stays unknown. Vouchers are split by who funds them at
 * order level when given there, else from the order items.
 */
export function lazadaOrderMoney(order: LazadaOrder, items: LazadaOrderItem[]): OrderMoney {
  const voucherSeller = order.voucher_seller ?? sum(items.map((i) => i.voucher_seller));
  const voucherPlatform = order.voucher_platform ?? sum(items.map((i) => i.voucher_platform));
  // A voucher Lazada reports only as a total is counted as the platform's.
  const unsplit = Math.max(0, order.voucher - voucherSeller - voucherPlatform);
  const shippingSeller = order.shipping_fee_discount_seller;
  const shippingPlatform = order.shipping_fee_discount_platform;
  const shippingFee = order.shipping_fee_original ?? order.shipping_fee + shippingSeller + shippingPlatform;
  const vouchers = voucherSeller + voucherPlatform + unsplit;
  return settleOrderMoney({
    itemsSubtotal: order.price,
    sellerDiscount: voucherSeller,
    platformDiscount: voucherPlatform + unsplit,
    shippingFee,
    shippingSellerDiscount: shippingSeller,
    shippingPlatformDiscount: shippingPlatform,
    buyerFees: 0,
    totalPaid: order.price - vouchers + order.shipping_fee,
  });
}
