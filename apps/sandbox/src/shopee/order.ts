import type { FastifyInstance } from 'fastify';
import { originOf, queryAll } from '../core/body.ts';
import type { Sandbox } from '../core/context.ts';
import { buyerShipping, itemsOriginal, productDiscount, sellerIncome } from '../core/order-money.ts';
import { ORDER_STATUSES } from '../core/profiles.ts';
import type { Order } from '../core/types.ts';
import { shopeeErrors } from './envelope.ts';
import { intParam, seconds, shopApi } from './route.ts';

const STATUSES = ORDER_STATUSES.shopee;
const MAX_WINDOW = 15 * 86400;

/** get_order_list (cursor, 15-day window) and get_order_detail (optional fields only when asked). */
export async function shopeeOrderRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  shopApi(app, sandbox, 'GET', 'order/get_order_list', ({ request, shop, query }) => {
    const field = query.time_range_field;
    if (field !== 'create_time' && field !== 'update_time')
      throw shopeeErrors.param('Invalid time_range_field.');
    const from = intParam(query.time_from, 'time_from');
    const to = intParam(query.time_to, 'time_to');
    if (from > to) throw shopeeErrors.param('time_from should be earlier than time_to.');
    if (to - from > MAX_WINDOW)
      throw shopeeErrors.param('The time range between time_from and time_to cannot be more than 15 days.');
    const pageSize = intParam(query.page_size, 'page_size');
    if (pageSize < 1 || pageSize > 100) throw shopeeErrors.param('page_size should be between 1 and 100.');
    if (query.order_status && !STATUSES.includes(query.order_status))
      throw shopeeErrors.param('Invalid order_status.');
    const offset = query.cursor ? intParam(query.cursor, 'cursor') : 0;
    const at = (o: Order) => seconds(field === 'create_time' ? o.createdAt : o.updatedAt);
    const matching = shop.orders
      .filter((o) => at(o) >= from && at(o) <= to && (!query.order_status || o.status === query.order_status))
      .sort((a, b) => at(b) - at(a) || a.id.localeCompare(b.id));
    const page = matching.slice(offset, offset + pageSize);
    const more = offset + pageSize < matching.length;
    const withStatus = queryAll(request, 'response_optional_fields').includes('order_status');
    return {
      response: {
        more,
        next_cursor: more ? String(offset + pageSize) : '',
        order_list: page.map((o) =>
          withStatus ? { order_sn: o.id, order_status: o.status } : { order_sn: o.id },
        ),
      },
    };
  });

  /** The seller answers a buyer's cancellation request (IN_CANCEL): ACCEPT cancels, REJECT ships on. */
  shopApi(app, sandbox, 'POST', 'order/handle_buyer_cancellation', ({ shop, body }) => {
    const order = sandbox.world.order(shop, String(body.order_sn ?? ''));
    if (!order) throw shopeeErrors.notFound('Order not found.');
    if (body.operation !== 'ACCEPT' && body.operation !== 'REJECT')
      throw shopeeErrors.param('operation should be ACCEPT or REJECT.');
    if (order.status !== 'IN_CANCEL') throw shopeeErrors.param('Order status is not IN_CANCEL.');
    sandbox.world.answerCancellation(shop, order, body.operation === 'ACCEPT');
    void sandbox.simulation.pushCancellation(
      shop,
      order,
      body.operation === 'ACCEPT' ? 'accepted' : 'rejected',
    );
    return { response: { update_time: seconds(order.updatedAt) } };
  });

  shopApi(app, sandbox, 'GET', 'order/get_order_detail', ({ request, shop }) => {
    const ids = queryAll(request, 'order_sn_list');
    if (ids.length === 0 || ids.length > 50)
      throw shopeeErrors.param('order_sn_list should have 1 to 50 order_sn.');
    const optional = new Set(queryAll(request, 'response_optional_fields'));
    const origin = `${originOf(request)}${sandbox.prefix}`;
    const found = ids.map((id) => sandbox.world.order(shop, id)).filter((o): o is Order => o !== undefined);
    const missing = ids.filter((id) => !found.some((o) => o.id === id));
    return {
      warning: missing.length > 0 ? `Order not found: ${missing.join(',')}` : undefined,
      response: { order_list: found.map((o) => orderDetail(o, optional, origin)) },
    };
  });

  // v2.payment.get_escrow_detail: the order's money as the buyer paid it and as the seller is paid.
  shopApi(app, sandbox, 'GET', 'payment/get_escrow_detail', ({ shop, query }) => {
    if (!query.order_sn) throw shopeeErrors.param('order_sn is required.');
    const order = sandbox.world.order(shop, query.order_sn);
    if (!order) throw shopeeErrors.notFound(`Order not found: ${query.order_sn}`);
    return {
      response: {
        order_sn: order.id,
        buyer_user_name: order.buyer.username,
        return_order_sn_list: [],
        order_income: orderIncome(order),
      },
    };
  });
}

/** Shopee's escrow identities: buyer_total_amount and escrow_amount are sums of the other fields. */
function orderIncome(o: Order) {
  const a = o.amounts;
  const rebate = a.shippingPlatformDiscount;
  const finalShippingFee = Math.min(o.shippingFee, rebate) - o.shippingFee;
  return {
    escrow_amount: sellerIncome(o),
    buyer_total_amount: o.total,
    original_price: itemsOriginal(o),
    seller_discount: productDiscount(o),
    shopee_discount: 0,
    voucher_from_seller: a.sellerVoucher,
    voucher_from_shopee: a.platformVoucher,
    coins: 0,
    buyer_paid_shipping_fee: buyerShipping(o),
    buyer_transaction_fee: a.buyerFee,
    cross_border_tax: 0,
    payment_promotion: 0,
    commission_fee: a.commissionFee,
    service_fee: a.serviceFee,
    seller_transaction_fee: a.transactionFee,
    seller_lost_compensation: 0,
    seller_coin_cash_back: 0,
    escrow_tax: 0,
    final_shipping_fee: finalShippingFee,
    actual_shipping_fee: o.shippingFee,
    estimated_shipping_fee: o.shippingFee,
    shopee_shipping_rebate: rebate,
    shipping_fee_discount_from_3pl: 0,
    seller_shipping_discount: a.shippingSellerDiscount,
    seller_voucher_code: a.sellerVoucher > 0 ? ['TOKOHEMAT'] : [],
    drc_adjustable_refund: 0,
    items: o.lines.map((l) => ({
      item_id: Number(l.productId),
      item_name: l.name,
      model_id: Number(l.variantId),
      model_name: l.variantName,
      model_sku: l.sku,
      original_price: l.originalPrice * l.quantity,
      discounted_price: l.price * l.quantity,
      seller_discount: (l.originalPrice - l.price) * l.quantity,
      shopee_discount: 0,
      quantity_purchased: l.quantity,
    })),
  };
}

function orderDetail(o: Order, optional: Set<string>, origin: string) {
  const a = o.buyer.address;
  const extra: Record<string, unknown> = {
    buyer_user_id: Number(o.buyer.id),
    buyer_username: o.buyer.username,
    // The courier's rate; what the buyer paid for shipping is in the escrow detail only.
    estimated_shipping_fee: o.shippingFee,
    actual_shipping_fee: o.trackingNumber ? o.shippingFee : 0,
    recipient_address: {
      name: a.name,
      phone: a.phone,
      town: '',
      district: a.district,
      city: a.city,
      state: a.province,
      region: 'ID',
      zipcode: a.postalCode,
      full_address: `${a.street}, ${a.district}, ${a.city}, ${a.province}, ID, ${a.postalCode}`,
    },
    item_list: o.lines.map((l) => ({
      item_id: Number(l.productId),
      item_name: l.name,
      item_sku: l.sku.split('-').slice(0, 2).join('-'),
      model_id: Number(l.variantId),
      model_name: l.variantName,
      model_sku: l.sku,
      model_quantity_purchased: l.quantity,
      model_original_price: l.originalPrice,
      model_discounted_price: l.price,
      image_info: { image_url: `${origin}${l.image}` },
    })),
    pay_time: o.paidAt ? seconds(o.paidAt) : undefined,
    package_list: [
      {
        package_number: o.packageId,
        logistics_status: o.trackingNumber ? 'LOGISTICS_READY' : 'LOGISTICS_NOT_START',
        shipping_carrier: o.courier,
        item_list: o.lines.map((l) => ({ item_id: Number(l.productId), model_id: Number(l.variantId) })),
      },
    ],
    shipping_carrier: o.courier,
    payment_method: o.paymentMethod,
    total_amount: o.total,
    note: '',
  };
  return {
    order_sn: o.id,
    region: 'ID',
    currency: 'IDR',
    cod: o.paymentMethod === 'COD',
    order_status: o.status,
    message_to_seller: o.note,
    create_time: seconds(o.createdAt),
    update_time: seconds(o.updatedAt),
    days_to_ship: 2,
    ship_by_date: seconds(o.createdAt) + 2 * 86400,
    ...Object.fromEntries(Object.entries(extra).filter(([k]) => optional.has(k))),
  };
}
