import { type OrderMoney, settleOrderMoney } from '@booster/domain';
import type { ShopeeOrder, ShopeeOrderIncome } from '../schemas.ts';

/**
 * From the escrow detail (Shopee's own money breakdown): buyer_total_amount = original_price −
 * seller and Shopee discounts, vouchers and coins + buyer_paid_shipping_fee + buyer_transaction_fee;
 * escrow_amount is what the seller receives, its shipping charge being −final_shipping_fee.
 */
export function shopeeEscrowMoney(income: ShopeeOrderIncome): OrderMoney {
  const buyerShipping = income.buyer_paid_shipping_fee;
  const sellerShipping = income.seller_shipping_discount;
  // Shopee reports the shipping the buyer paid and the seller's shipping discount; the rest of the
  // courier's estimate is the platform's subsidy.
  const shippingFee = Math.max(income.estimated_shipping_fee, buyerShipping + sellerShipping);
  return settleOrderMoney({
    itemsSubtotal: income.original_price,
    sellerDiscount: income.seller_discount + income.voucher_from_seller,
    platformDiscount:
      income.shopee_discount + income.voucher_from_shopee + income.coins + income.payment_promotion,
    shippingFee,
    shippingSellerDiscount: sellerShipping,
    shippingPlatformDiscount: shippingFee - buyerShipping - sellerShipping,
    buyerFees: income.buyer_transaction_fee,
    totalPaid: income.buyer_total_amount,
    seller: {
      shippingCost: -income.final_shipping_fee,
      fees:
        income.commission_fee +
        income.service_fee +
        income.seller_transaction_fee +
        income.seller_coin_cash_back,
      income: income.escrow_amount,
    },
  });
}

/**
 * Without an escrow detail (not paid yet, or Shopee refused it) only get_order_detail is known:
 * listed and discounted item prices, the courier's estimate and the total. Vouchers and subsidy are
 * then the unexplained rest. `actual_shipping_fee` is the courier's charge once a resi exists, not
 * what the buyer paid, so it is not read.
 */
function fromOrderDetail(order: ShopeeOrder): OrderMoney {
  let original = 0;
  let discounted = 0;
  for (const item of order.item_list) {
    const listed = item.model_original_price ?? item.model_discounted_price ?? 0;
    original += listed * item.model_quantity_purchased;
    discounted += (item.model_discounted_price ?? listed) * item.model_quantity_purchased;
  }
  return settleOrderMoney({
    itemsSubtotal: original,
    sellerDiscount: original - discounted,
    platformDiscount: 0,
    shippingFee: order.estimated_shipping_fee ?? 0,
    shippingSellerDiscount: 0,
    shippingPlatformDiscount: 0,
    buyerFees: 0,
    totalPaid: order.total_amount,
  });
}

export function shopeeOrderMoney(order: ShopeeOrder, income: ShopeeOrderIncome | null): OrderMoney {
  return income ? shopeeEscrowMoney(income) : fromOrderDetail(order);
}
