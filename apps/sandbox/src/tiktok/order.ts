import type { FastifyInstance } from 'fastify';
import { originOf, queryAll } from '../core/body.ts';
import { buyerShipping, itemsOriginal, productDiscount } from '../core/order-money.ts';
import { ORDER_STATUSES } from '../core/profiles.ts';
import type { Order, Shop } from '../core/types.ts';
import { pageToken, tiktokErrors } from './envelope.ts';
import { pageSize, seconds, type TiktokScope, tiktokApi } from './route.ts';

const STATUSES = ORDER_STATUSES.tiktok;
const PROVIDER_IDS: Record<string, string> = {
  'J&T Express': '6955219340385486597',
  'JNE Reguler': '6955219340385486598',
  'SiCepat REG': '6955219340385486599',
};

/** Orders (search, detail) and fulfillment (handover slots, ship, package detail, shipping documents). */
export async function tiktokOrderRoutes(app: FastifyInstance, scope: TiktokScope) {
  const { sandbox, platform } = scope;
  const { world } = sandbox;
  const byPackage = (shop: Shop, id: string) => {
    const order = world.orderByPackage(shop, id);
    if (!order) throw tiktokErrors.notFound('Package');
    return order;
  };

  tiktokApi(app, scope, 'POST', '/order/202309/orders/search', ({ request, shop, query, body }) => {
    const size = pageSize(query.page_size, 100);
    const offset = pageToken.decode(query.page_token);
    const status = body.order_status === undefined ? null : String(body.order_status);
    if (status && !STATUSES.includes(status)) throw tiktokErrors.param('Invalid order_status.');
    const sortField = query.sort_field ?? 'create_time';
    if (sortField !== 'create_time' && sortField !== 'update_time')
      throw tiktokErrors.param('Invalid sort_field.');
    const direction = (query.sort_order ?? 'DESC') === 'ASC' ? 1 : -1;
    const bound = (name: string, fallback: number) =>
      body[name] === undefined ? fallback : Number(body[name]);
    const [cGe, cLt, uGe, uLt] = [
      bound('create_time_ge', 0),
      bound('create_time_lt', Infinity),
      bound('update_time_ge', 0),
      bound('update_time_lt', Infinity),
    ];
    const requested =
      body.is_buyer_request_cancel === undefined ? null : Boolean(body.is_buyer_request_cancel);
    const key = (o: Order) => (sortField === 'create_time' ? o.createdAt : o.updatedAt);
    const matching = shop.orders
      .filter((o) => {
        const c = seconds(o.createdAt);
        const u = seconds(o.updatedAt);
        const asked = requested === null || Boolean(o.cancelRequest) === requested;
        return (!status || o.status === status) && asked && c >= cGe && c < cLt && u >= uGe && u < uLt;
      })
      .sort((a, b) => (key(a) - key(b)) * direction || a.id.localeCompare(b.id));
    const page = matching.slice(offset, offset + size);
    const more = offset + size < matching.length;
    return {
      total_count: matching.length,
      next_page_token: more ? pageToken.encode(offset + size) : '',
      orders: page.map((o) => orderJson(o, `${originOf(request)}${sandbox.prefix}`)),
    };
  });

  tiktokApi(app, scope, 'GET', '/order/202309/orders', ({ request, shop }) => {
    const ids = queryAll(request, 'ids');
    if (ids.length === 0 || ids.length > 50) throw tiktokErrors.param('ids must list 1 to 50 order ids.');
    const origin = `${originOf(request)}${sandbox.prefix}`;
    return {
      orders: ids
        .map((id) => world.order(shop, id))
        .filter((o) => o !== undefined)
        .map((o) => orderJson(o, origin)),
    };
  });

  tiktokApi(
    app,
    scope,
    'GET',
    '/fulfillment/202309/packages/:packageId/handover_time_slots',
    ({ shop, params }) => {
      byPackage(shop, params.packageId);
      const day = new Date();
      day.setUTCHours(2, 0, 0, 0);
      return {
        can_pickup: true,
        can_drop_off: true,
        drop_off_point_url: 'https://www.jet.co.id/dropoff',
        pickup_slots: [1, 2].map((d) => ({
          start_time: seconds(day.getTime() + d * 86400_000),
          end_time: seconds(day.getTime() + d * 86400_000 + 3 * 3600_000),
          avaliable: true,
        })),
      };
    },
  );

  tiktokApi(app, scope, 'POST', '/fulfillment/202309/packages/:packageId/ship', ({ shop, params, body }) => {
    const order = byPackage(shop, params.packageId);
    if (order.status !== 'AWAITING_SHIPMENT')
      throw tiktokErrors.state(`Package cannot be shipped in status ${order.status}.`);
    const self = body.self_shipment as { tracking_number?: unknown } | undefined;
    if (!self && body.handover_method !== 'PICKUP' && body.handover_method !== 'DROP_OFF') {
      throw tiktokErrors.param('handover_method must be PICKUP or DROP_OFF, or self_shipment given.');
    }
    if (body.handover_method === 'PICKUP' && body.pickup_slot !== undefined) {
      const slot = body.pickup_slot as { start_time?: unknown; end_time?: unknown };
      if (!Number.isInteger(slot.start_time) || !Number.isInteger(slot.end_time))
        throw tiktokErrors.param('Invalid pickup_slot.');
    }
    if (self && !self.tracking_number) throw tiktokErrors.param('self_shipment.tracking_number is required.');
    world.ship(order, 'AWAITING_COLLECTION', self ? String(self.tracking_number) : undefined);
    return {};
  });

  // Get Package Detail (reference 3.6: GET /fulfillment/202309/packages/{package_id}); the adapter reads
  // the tracking number here after shipping.
  tiktokApi(app, scope, 'GET', '/fulfillment/202309/packages/:packageId', ({ shop, params }) => {
    const order = byPackage(shop, params.packageId);
    const done = ['IN_TRANSIT', 'DELIVERED', 'COMPLETED'].includes(order.status);
    return {
      package_id: order.packageId,
      package_status:
        order.status === 'CANCELLED'
          ? 'CANCELLED'
          : done
            ? 'COMPLETED'
            : order.trackingNumber
              ? 'FULFILLING'
              : 'PROCESSING',
      tracking_number: order.trackingNumber ?? '',
      shipping_provider_id: PROVIDER_IDS[order.courier] ?? '',
      shipping_provider_name: order.courier,
      orders: [
        {
          id: order.id,
          skus: order.lines.map((l) => ({ id: l.variantId, name: l.variantName, quantity: l.quantity })),
        },
      ],
      create_time: seconds(order.createdAt),
      update_time: seconds(order.updatedAt),
    };
  });

  tiktokApi(
    app,
    scope,
    'GET',
    '/fulfillment/202309/packages/:packageId/shipping_documents',
    ({ request, shop, params, query }) => {
      const order = byPackage(shop, params.packageId);
      const types = [
        'SHIPPING_LABEL',
        'PACKING_SLIP',
        'SHIPPING_LABEL_AND_PACKING_SLIP',
        'SHIPPING_LABEL_PICTURE',
        'HAZMAT_LABEL',
        'INVOICE_LABEL',
      ];
      if (!types.includes(query.document_type ?? '')) throw tiktokErrors.param('Invalid document_type.');
      if (!order.trackingNumber) throw tiktokErrors.state('Ship the package before printing its documents.');
      return {
        doc_url: `${originOf(request)}${sandbox.prefix}/_assets/labels/${platform}/${shop.id}/${order.packageId}.pdf`,
        tracking_number: order.trackingNumber,
      };
    },
  );
}

export function orderJson(o: Order, origin: string) {
  const a = o.buyer.address;
  const lineItems = o.lines.flatMap((l) =>
    Array.from({ length: l.quantity }, (_, unit) => ({
      id: `${l.id}${String(unit).padStart(4, '0')}`,
      product_id: l.productId,
      sku_id: l.variantId,
      product_name: l.name,
      sku_name: l.variantName,
      seller_sku: l.sku,
      sku_image: `${origin}${l.image}`,
      sale_price: String(l.price),
      original_price: String(l.originalPrice),
      seller_discount: String(l.originalPrice - l.price),
      platform_discount: '0',
      currency: 'IDR',
      package_id: o.packageId,
      package_status: o.trackingNumber ? 'TO_FULFILL' : 'PROCESSING',
      tracking_number: o.trackingNumber ?? '',
      shipping_provider_name: o.courier,
      shipping_provider_id: PROVIDER_IDS[o.courier] ?? '',
      display_status: o.status,
      is_gift: false,
    })),
  );
  const m = o.amounts;
  const sellerDiscount = productDiscount(o) + m.sellerVoucher;
  return {
    id: o.id,
    status: o.status,
    create_time: seconds(o.createdAt),
    update_time: seconds(o.updatedAt),
    paid_time: o.paidAt ? seconds(o.paidAt) : undefined,
    is_buyer_request_cancel: Boolean(o.cancelRequest),
    request_cancel_time: o.cancelRequest ? seconds(o.cancelRequest.requestedAt) : undefined,
    user_id: o.buyer.id,
    buyer_email: `${o.buyer.username}@scs.tiktokw.us`,
    buyer_message: o.note,
    payment_method_name: o.paymentMethod,
    is_cod: o.paymentMethod === 'COD',
    fulfillment_type: 'FULFILLMENT_BY_SELLER',
    delivery_type: 'HOME_DELIVERY',
    delivery_option_name: 'Standard',
    shipping_provider: o.courier,
    shipping_provider_id: PROVIDER_IDS[o.courier] ?? '',
    tracking_number: o.trackingNumber ?? '',
    packages: [{ id: o.packageId }],
    payment: {
      currency: 'IDR',
      // sub_total = original_total_product_price − seller_discount − platform_discount;
      // shipping_fee = original_shipping_fee − both shipping discounts; the buyer service fee
      // (Indonesia) is paid at checkout, so total_amount holds it too.
      sub_total: String(itemsOriginal(o) - sellerDiscount - m.platformVoucher),
      shipping_fee: String(buyerShipping(o)),
      original_total_product_price: String(itemsOriginal(o)),
      original_shipping_fee: String(o.shippingFee),
      seller_discount: String(sellerDiscount),
      platform_discount: String(m.platformVoucher),
      shipping_fee_seller_discount: String(m.shippingSellerDiscount),
      shipping_fee_platform_discount: String(m.shippingPlatformDiscount),
      shipping_fee_cofunded_discount: '0',
      buyer_service_fee: String(m.buyerFee),
      tax: '0',
      total_amount: String(o.total),
    },
    recipient_address: {
      name: a.name,
      phone_number: a.phone,
      address_detail: a.street,
      address_line1: a.street,
      full_address: `${a.street}, ${a.district}, ${a.city}, ${a.province} ${a.postalCode}`,
      postal_code: a.postalCode,
      region_code: 'ID',
      district_info: [
        { address_level_name: 'Country', address_level: 'L0', address_name: 'Indonesia' },
        { address_level_name: 'Province', address_level: 'L1', address_name: a.province },
        { address_level_name: 'City', address_level: 'L2', address_name: a.city },
        { address_level_name: 'District', address_level: 'L3', address_name: a.district },
      ],
    },
    line_items: lineItems,
  };
}
