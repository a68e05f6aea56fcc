import type { FastifyInstance } from 'fastify';
import { itemsDeal, sellerFees, sellerIncome } from '../core/order-money.ts';
import type { Order } from '../core/types.ts';
import { tiktokErrors } from './envelope.ts';
import { seconds, type TiktokScope, tiktokApi } from './route.ts';

/** Orders TikTok Shop has no statement for: not paid yet, or cancelled. */
const NO_STATEMENT = ['UNPAID', 'CANCELLED'];

/** TikTok writes money as decimal strings, charges as negative amounts. */
const amount = (n: number) => String(n);

/**
 * One order's statement transaction as TikTok Shop reports it (Finance 202309 "Get Transactions by
 * Order"): revenue after the seller's discounts, the fees and the seller-borne shipping as negative
 * amounts, and the settlement the seller receives. The emulator answers for every paid order (the
 * live platform only once the order is settled), from the same amounts its order `payment` shows.
 */
function statementOf(order: Order) {
  const a = order.amounts;
  const revenue = itemsDeal(order) - a.sellerVoucher;
  const fees = sellerFees(a);
  const shipping = -a.shippingSellerDiscount;
  return {
    id: `ST${order.id}`,
    statement_time: seconds(order.updatedAt),
    currency: 'IDR',
    revenue_amount: amount(revenue),
    fee_amount: amount(-fees),
    shipping_cost_amount: amount(shipping),
    adjustment_amount: '0',
    settlement_amount: amount(sellerIncome(order)),
    platform_commission_amount: amount(-a.commissionFee),
    sfp_service_fee_amount: amount(-a.serviceFee),
    transaction_fee_amount: amount(-a.transactionFee),
    affiliate_commission_amount: '0',
    seller_discount_amount: amount(-a.sellerVoucher),
    customer_paid_shipping_fee_amount: amount(
      order.shippingFee - a.shippingSellerDiscount - a.shippingPlatformDiscount,
    ),
    platform_shipping_fee_discount_amount: amount(a.shippingPlatformDiscount),
    sku_statement_transactions: order.lines.map((l) => ({
      sku_id: l.variantId,
      product_name: l.name,
      sku_name: l.variantName,
      quantity: l.quantity,
      revenue_amount: amount(l.price * l.quantity),
    })),
  };
}

/** Finance: an order's statement transactions (fees, shipping and settlement of a paid order). */
export async function tiktokFinanceRoutes(app: FastifyInstance, scope: TiktokScope) {
  const { world } = scope.sandbox;
  tiktokApi(
    app,
    scope,
    'GET',
    '/finance/202309/orders/:orderId/statement_transactions',
    ({ shop, params }) => {
      const order = world.order(shop, params.orderId);
      if (!order) throw tiktokErrors.notFound('Order');
      return {
        order_id: order.id,
        order_create_time: seconds(order.createdAt),
        statement_transactions: NO_STATEMENT.includes(order.status) ? [] : [statementOf(order)],
      };
    },
  );
}
