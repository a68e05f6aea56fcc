import { orderMoneyProblems } from '@booster/domain';
import { describe, expect, it } from 'vitest';
import { shopeeEscrowSchema, shopeeOrderSchema } from '../schemas.ts';
import { mapShopeeOrder } from './order.ts';

// An order before its resi: actual_shipping_fee is still 0, yet the buyer paid Rp 18.200 shipping.
const order = shopeeOrderSchema.parse({
  order_sn: '261124ABCD',
  order_status: 'READY_TO_SHIP',
  create_time: 1735689600,
  update_time: 1735689600,
  item_list: [
    {
      item_id: 1,
      item_name: 'Kaos',
      model_id: 2,
      model_quantity_purchased: 2,
      model_original_price: 40000,
      model_discounted_price: 36700,
    },
  ],
  total_amount: 91600,
  estimated_shipping_fee: 28200,
  actual_shipping_fee: 0,
});

const income = shopeeEscrowSchema.parse({
  response: {
    order_sn: '261124ABCD',
    order_income: {
      escrow_amount: 63200,
      buyer_total_amount: 91600,
      original_price: 80000,
      seller_discount: 6600,
      shopee_discount: 0,
      voucher_from_seller: 0,
      voucher_from_shopee: 1000,
      coins: 0,
      buyer_paid_shipping_fee: 18200,
      buyer_transaction_fee: 1000,
      commission_fee: 5200,
      service_fee: 3000,
      seller_transaction_fee: 2000,
      final_shipping_fee: -18200,
      estimated_shipping_fee: 28200,
      actual_shipping_fee: 28200,
      shopee_shipping_rebate: 10000,
      seller_shipping_discount: 0,
    },
  },
}).response.order_income;

describe('Shopee order money', () => {
  it("reads the escrow detail: what the buyer paid for shipping, vouchers, fees and the seller's income", () => {
    const { money } = mapShopeeOrder(order, null, income);
    expect(money).toEqual({
      itemsSubtotal: 80000,
      sellerDiscount: 6600,
      platformDiscount: 1000,
      shippingFee: 28200,
      shippingSellerDiscount: 0,
      shippingPlatformDiscount: 10000,
      buyerFees: 1000,
      otherAdjustment: 0,
      totalPaid: 91600,
      seller: { shippingCost: 18200, fees: 10200, otherAdjustment: 0, income: 63200 },
    });
    expect(orderMoneyProblems(money)).toEqual([]);
  });

  it('never takes the shipping fee from actual_shipping_fee (0 before the resi)', () => {
    const { money } = mapShopeeOrder(order);
    expect(money.shippingFee).toBe(28200);
    expect(money.itemsSubtotal).toBe(80000);
    expect(money.sellerDiscount).toBe(6600);
    expect(money.totalPaid).toBe(91600);
    // Vouchers and subsidy are not in get_order_detail: the rest is named, not hidden.
    expect(money.otherAdjustment).toBe(91600 - (80000 - 6600 + 28200));
    expect(orderMoneyProblems(money)).toEqual([]);
  });
});
