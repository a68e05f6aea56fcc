import { type OrderMoney, settleOrderMoney } from '@booster/domain';
import type { TiktokOrderStatement, TiktokPayment } from '../schemas.ts';

/**
 * The 202309 `payment` object: sub_total = original_total_product_price − seller_discount −
 * platform_discount, shipping_fee = original_shipping_fee − the seller's, co-funded and platform's
 * shipping discounts, total_amount = what the buyer paid (with taxes and fees where charged). The
 * order API reports no seller fees: those come from the order's finance statement transactions
 * (`statement`), whose settlement = revenue + fee_amount + shipping_cost_amount + adjustment_amount
 * (charges negative). Without a statement (not settled yet) the seller's side stays unknown.
 */
export function tiktokOrderMoney(
  p: TiktokPayment,
  statement: TiktokOrderStatement | null = null,
): OrderMoney {
  const itemsSubtotal =
    p.original_total_product_price ?? (p.sub_total ?? 0) + p.seller_discount + p.platform_discount;
  const shippingSeller = p.shipping_fee_seller_discount + p.shipping_fee_cofunded_discount;
  const shippingFee =
    p.original_shipping_fee ?? p.shipping_fee + shippingSeller + p.shipping_fee_platform_discount;
  return settleOrderMoney({
    itemsSubtotal,
    sellerDiscount: p.seller_discount,
    platformDiscount: p.platform_discount,
    shippingFee,
    shippingSellerDiscount: shippingSeller,
    shippingPlatformDiscount: p.shipping_fee_platform_discount,
    buyerFees:
      p.buyer_service_fee +
      p.handling_fee +
      p.item_insurance_fee +
      p.shipping_insurance_fee +
      p.small_order_fee,
    totalPaid: p.total_amount,
    seller: sellerSide(p, statement),
  });
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function sellerSide(p: TiktokPayment, statement: TiktokOrderStatement | null) {
  const rows = statement?.statement_transactions ?? [];
  if (rows.length === 0) return null;
  // The statement's shipping is its net effect on the seller (what the buyer paid less the charge).
  const shippingNet = sum(rows.map((r) => r.shipping_cost_amount));
  return {
    shippingCost: p.shipping_fee - shippingNet,
    fees: -sum(rows.map((r) => r.fee_amount)),
    income: sum(rows.map((r) => r.settlement_amount)),
  };
}
