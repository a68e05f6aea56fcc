import { originOf } from '../core/body.ts';
import type { Sandbox } from '../core/context.ts';
import { buyerShipping, itemsDeal } from '../core/order-money.ts';
import { ORDER_STATUSES } from '../core/profiles.ts';
import type { Order, Shop } from '../core/types.ts';
import { intParam, jsonParam, type LazadaGateway } from './api.ts';
import { lazadaErrors, lazadaTime, money } from './envelope.ts';

const STATUSES = ORDER_STATUSES.lazada;

/** The 3PLs GetShipmentProvider offers (the couriers of the seeded Lazada orders). */
const PROVIDERS = ['JNE Reguler', 'J&T Express', 'SiCepat REG'];
const providerCode = (name: string) => `LEX_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;

/** Lazada order items are one per unit; their ids derive from the order line ids. */
export function orderItems(order: Order) {
  return order.lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, unit) => ({ id: String(Number(line.id) + unit), line })),
  );
}

/** `total` spread over `count` items in whole rupiah, the remainder on the first ones. */
export function spread(total: number, count: number): number[] {
  const each = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => each + (i < total - each * count ? 1 : 0));
}

/** /orders/get, /order/get, /order/items/get, /orders/items/get and the fulfillment calls (providers, pack, rts, AWB document). */
export function lazadaOrderApis(gateway: LazadaGateway, sandbox: Sandbox) {
  const { world } = sandbox;
  const findOrder = (shop: Shop, id: string | undefined) => {
    if (!id) throw lazadaErrors.missing('order_id');
    const order = world.order(shop, id);
    if (!order) throw lazadaErrors.orderNotFound();
    return order;
  };

  gateway.add('GET', '/orders/get', ({ params, shop }) => {
    if (!params.created_after && !params.update_after) throw lazadaErrors.missing('created_after');
    const time = (name: string, fallback: number) => {
      if (!params[name]) return fallback;
      const t = Date.parse(params[name]);
      if (Number.isNaN(t)) throw lazadaErrors.invalid(name);
      return t;
    };
    const createdAfter = time('created_after', 0);
    const createdBefore = time('created_before', Number.POSITIVE_INFINITY);
    const updateAfter = time('update_after', 0);
    const updateBefore = time('update_before', Number.POSITIVE_INFINITY);
    if (params.status && !STATUSES.includes(params.status)) throw lazadaErrors.invalid('status');
    const offset = intParam(params, 'offset', 0);
    const limit = intParam(params, 'limit', 100, 100);
    const sortBy = params.sort_by ?? 'created_at';
    if (sortBy !== 'created_at' && sortBy !== 'updated_at') throw lazadaErrors.invalid('sort_by');
    const direction = (params.sort_direction ?? 'DESC').toUpperCase() === 'ASC' ? 1 : -1;
    const key = (o: Order) => (sortBy === 'created_at' ? o.createdAt : o.updatedAt);
    const matching = shop.orders
      .filter(
        (o) =>
          o.createdAt >= createdAfter &&
          o.createdAt <= createdBefore &&
          o.updatedAt >= updateAfter &&
          o.updatedAt <= updateBefore &&
          (!params.status || o.status === params.status),
      )
      .sort((a, b) => (key(a) - key(b)) * direction || a.id.localeCompare(b.id));
    const page = matching.slice(offset, offset + limit);
    return { data: { count: page.length, countTotal: matching.length, orders: page.map(orderJson) } };
  });

  gateway.add('GET', '/order/get', ({ params, shop }) => ({
    data: orderJson(findOrder(shop, params.order_id)),
  }));

  const itemsJson = (order: Order, origin: string) => {
    const items = orderItems(order);
    const sellerVouchers = spread(order.amounts.sellerVoucher, items.length);
    const platformVouchers = spread(order.amounts.platformVoucher, items.length);
    const shipping = spread(buyerShipping(order), items.length);
    const shippingOriginal = spread(order.shippingFee, items.length);
    const shippingSeller = spread(order.amounts.shippingSellerDiscount, items.length);
    const shippingPlatform = spread(order.amounts.shippingPlatformDiscount, items.length);
    return items.map(({ id, line }, i) => ({
      order_item_id: Number(id),
      order_id: Number(order.id),
      name: line.name,
      sku: line.sku,
      shop_sku: `${line.productId}_ID-${line.variantId}`,
      sku_id: Number(line.variantId),
      product_id: Number(line.productId),
      variation: line.variantName,
      item_price: line.price,
      paid_price: line.price - sellerVouchers[i] - platformVouchers[i],
      voucher_amount: sellerVouchers[i] + platformVouchers[i],
      voucher_seller: sellerVouchers[i],
      voucher_platform: platformVouchers[i],
      shipping_amount: shipping[i],
      shipping_fee_original: shippingOriginal[i],
      shipping_fee_discount_seller: shippingSeller[i],
      shipping_fee_discount_platform: shippingPlatform[i],
      tax_amount: 0,
      wallet_credits: 0,
      currency: 'IDR',
      status: order.status,
      tracking_code: order.trackingNumber ?? '',
      shipment_provider: order.courier,
      package_id: order.trackingNumber ? order.packageId : '',
      product_main_image: `${origin}${line.image}`,
      created_at: lazadaTime(order.createdAt),
      updated_at: lazadaTime(order.updatedAt),
      is_digital: 0,
    }));
  };

  gateway.add('GET', '/order/items/get', ({ request, params, shop }) => ({
    data: itemsJson(findOrder(shop, params.order_id), `${originOf(request)}${sandbox.prefix}`),
  }));

  // GetMultipleOrderItems (reference 2.6): `order_ids` is a list `[1,2]` (read as text so long ids
  // keep every digit), at most 50 orders.
  gateway.add('GET', '/orders/items/get', ({ request, params, shop }) => {
    if (!params.order_ids) throw lazadaErrors.missing('order_ids');
    const ids = /^\[\s*\d+(\s*,\s*\d+)*\s*\]$/.test(params.order_ids)
      ? (params.order_ids.match(/\d+/g) ?? [])
      : [];
    if (ids.length === 0 || ids.length > 50) throw lazadaErrors.invalid('order_ids');
    const origin = `${originOf(request)}${sandbox.prefix}`;
    return {
      data: ids.map((id) => {
        const order = findOrder(shop, id);
        return {
          order_id: Number(order.id),
          order_number: Number(order.id),
          order_items: itemsJson(order, origin),
        };
      }),
    };
  });

  // GetShipmentProvider (reference 2.6): `getShipmentProvidersReq` = {"orders":[{"order_id",
  // "order_item_ids"}], "shipping_allocate_type"?: "TFS"|"NTFS"} → data.shipment_providers[{name,
  // provider_code}], the order's own courier first. The request body beyond the parameter name is our
  // choice, shared with the adapter.
  gateway.add('GET,POST', '/order/shipment/providers/get', ({ params, shop }) => {
    const req = jsonParam<{ orders?: { order_id?: unknown }[]; shipping_allocate_type?: unknown }>(
      params,
      'getShipmentProvidersReq',
    );
    if (!Array.isArray(req.orders) || req.orders.length === 0)
      throw lazadaErrors.invalid('getShipmentProvidersReq');
    if (
      req.shipping_allocate_type !== undefined &&
      !['TFS', 'NTFS'].includes(String(req.shipping_allocate_type))
    )
      throw lazadaErrors.invalid('shipping_allocate_type');
    const first = findOrder(shop, String(req.orders[0]?.order_id ?? ''));
    for (const entry of req.orders) findOrder(shop, String(entry.order_id ?? ''));
    const names = [first.courier, ...PROVIDERS.filter((name) => name !== first.courier)];
    return {
      result: {
        success: true,
        error_code: null,
        data: { shipment_providers: names.map((name) => ({ name, provider_code: providerCode(name) })) },
      },
    };
  });

  gateway.add('POST', '/order/fulfill/pack', ({ params, shop }) => {
    const req = jsonParam<{
      pack_order_list?: { order_id?: unknown; order_item_list?: unknown[] }[];
      shipment_provider_code?: unknown;
    }>(params, 'packReq');
    if (!Array.isArray(req.pack_order_list) || req.pack_order_list.length === 0)
      throw lazadaErrors.invalid('packReq');
    const provider =
      req.shipment_provider_code === undefined
        ? null
        : PROVIDERS.find((name) => providerCode(name) === String(req.shipment_provider_code));
    if (provider === undefined) throw lazadaErrors.invalid('shipment_provider_code');
    const packed = req.pack_order_list.map((entry) => {
      const order = world.order(shop, String(entry.order_id ?? ''));
      const ids = (entry.order_item_list ?? []).map(String);
      const items = order ? orderItems(order).filter((i) => ids.length === 0 || ids.includes(i.id)) : [];
      const problem = !order
        ? 'Order not found'
        : order.status !== 'pending'
          ? `Order status is ${order.status}`
          : items.length === 0
            ? 'No valid order items'
            : '';
      if (order && !problem) {
        if (provider) order.courier = provider;
        world.ship(order, 'packed');
      }
      return {
        order_id: Number(entry.order_id),
        order_item_list: (items.length ? items.map((i) => i.id) : ids).map((id) => ({
          order_item_id: Number(id),
          item_err_code: problem ? '-1' : '0',
          msg: problem || 'success',
          retry: false,
          tracking_number: problem ? '' : (order?.trackingNumber ?? ''),
          shipment_provider: problem ? '' : (order?.courier ?? ''),
          package_id: problem ? '' : (order?.packageId ?? ''),
        })),
      };
    });
    return {
      result: { success: true, error_code: null, error_msg: null, data: { pack_order_list: packed } },
    };
  });

  const packages = (params: Record<string, string>, name: string) => {
    const req = jsonParam<{ packages?: { package_id?: string }[]; doc_type?: string }>(params, name);
    if (!Array.isArray(req.packages) || req.packages.length === 0) throw lazadaErrors.invalid(name);
    return req;
  };

  gateway.add('POST', '/order/package/rts', ({ params, shop }) => ({
    result: {
      success: true,
      error_code: null,
      data: {
        packages: packages(params, 'readyToShipReq').packages?.map(({ package_id }) => {
          const order = world.orderByPackage(shop, String(package_id ?? ''));
          const problem = !order
            ? 'Package not found'
            : order.status !== 'packed'
              ? `Order status is ${order.status}`
              : '';
          if (order && !problem) world.setOrderStatus(order, 'ready_to_ship');
          return { package_id, item_err_code: problem ? '-1' : '0', msg: problem || 'success', retry: false };
        }),
      },
    },
  }));

  gateway.add('GET,POST', '/order/package/document/get', ({ request, params, shop }) => {
    const req = packages(params, 'getDocumentReq');
    const docType = req.doc_type ?? 'PDF';
    if (docType !== 'PDF' && docType !== 'HTML') throw lazadaErrors.invalid('doc_type');
    const orders = (req.packages ?? []).map(({ package_id }) =>
      world.orderByPackage(shop, String(package_id ?? '')),
    );
    if (orders.some((o) => !o?.trackingNumber)) {
      return {
        result: {
          success: false,
          error_code: 'PACKAGE_NOT_PACKED',
          error_msg: 'Pack the order before printing the AWB',
          data: null,
        },
      };
    }
    const first = orders[0] as Order;
    const pdfUrl = `${originOf(request)}${sandbox.prefix}/_assets/labels/lazada/${shop.id}/${first.packageId}.pdf`;
    const html = `<html><body><h1>${first.courier}</h1><p>${first.trackingNumber}</p></body></html>`;
    return {
      result: {
        success: true,
        error_code: null,
        data:
          docType === 'PDF'
            ? { doc_type: 'PDF', pdf_url: pdfUrl }
            : { doc_type: 'HTML', file: Buffer.from(html).toString('base64') },
      },
    };
  });
}

function orderJson(o: Order) {
  const a = o.buyer.address;
  const address = {
    first_name: a.name,
    last_name: '',
    phone: a.phone,
    phone2: '',
    address1: a.street,
    address2: '',
    address3: a.province,
    address4: a.city,
    address5: a.district,
    city: a.city,
    post_code: a.postalCode,
    country: 'Indonesia',
  };
  return {
    order_id: Number(o.id),
    order_number: Number(o.id),
    created_at: lazadaTime(o.createdAt),
    updated_at: lazadaTime(o.updatedAt),
    // `price` is the items' price before vouchers; `shipping_fee` what the buyer paid for shipping.
    price: money(itemsDeal(o)),
    shipping_fee: buyerShipping(o),
    shipping_fee_original: o.shippingFee,
    shipping_fee_discount_seller: o.amounts.shippingSellerDiscount,
    shipping_fee_discount_platform: o.amounts.shippingPlatformDiscount,
    payment_method: o.paymentMethod,
    statuses: [o.status],
    items_count: o.lines.reduce((n, l) => n + l.quantity, 0),
    customer_first_name: o.buyer.name,
    customer_last_name: '',
    buyer_id: Number(o.buyer.id),
    address_shipping: address,
    address_billing: address,
    voucher: o.amounts.sellerVoucher + o.amounts.platformVoucher,
    voucher_seller: o.amounts.sellerVoucher,
    voucher_platform: o.amounts.platformVoucher,
    remarks: o.note,
    delivery_info: '',
    gift_option: false,
    gift_message: '',
    warehouse_code: 'dropshipping',
    promised_shipping_times: lazadaTime(o.createdAt + 2 * 86400_000),
  };
}
