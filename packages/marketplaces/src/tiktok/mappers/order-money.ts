import { type OrderMoney, settleOrderMoney } from '@booster/domain';
import type { TiktokPayment } from '../schemas.ts';

/**
 * The 202309 `payment` object: sub_total = original_total_product_price − seller_discount −
 * platform_discount, shipping_fee = original_shipping_fee − the seller's, co-funded and platform's
 * shipping discounts, total_amount = what the buyer paid (with taxes and fees where charged). The
 * order API reports no seller fees (those are in TikTok's finance statements).
 */
export function tiktokOrderMoney(p: TiktokPayment): OrderMoney {
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
  });
}
