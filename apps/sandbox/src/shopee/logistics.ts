import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../core/context.ts';
import { labelPdf } from '../core/label.ts';
import type { Order, Shop } from '../core/types.ts';
import { shopeeErrors } from './envelope.ts';
import { seconds, shopApi } from './route.ts';

/** Shipping: parameters, ship_order, tracking number and the shipping-document flow (PDF). */
export async function shopeeLogisticsRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { world } = sandbox;
  const findOrder = (shop: Shop, orderSn: unknown) => {
    const order = world.order(shop, String(orderSn ?? ''));
    if (!order) throw shopeeErrors.notFound('Order not found.');
    return order;
  };

  shopApi(app, sandbox, 'GET', 'logistics/get_shipping_parameter', ({ shop, query }) => {
    const order = findOrder(shop, query.order_sn);
    if (order.status !== 'READY_TO_SHIP') throw shopeeErrors.param('Order status is not READY_TO_SHIP.');
    return {
      response: {
        info_needed: { pickup: ['address_id', 'pickup_time_id'], dropoff: ['branch_id'], non_integrated: [] },
        pickup: {
          address_list: [
            {
              address_id: pickupAddressId(shop),
              region: 'ID',
              state: 'DKI Jakarta',
              city: shop.city,
              district: 'Pusat',
              town: '',
              address: `Gudang ${shop.name}, Jl. Industri No. 8`,
              zipcode: '10110',
              address_flag: ['default_address', 'pickup_address'],
              time_slot_list: pickupSlots().map((s) => ({
                date: s.date,
                time_text: s.text,
                pickup_time_id: s.id,
              })),
            },
          ],
        },
        dropoff: { branch_list: branches(shop) },
      },
    };
  });

  shopApi(app, sandbox, 'POST', 'logistics/ship_order', ({ shop, body }) => {
    const order = findOrder(shop, body.order_sn);
    if (order.status !== 'READY_TO_SHIP') throw shopeeErrors.param('Order status is not READY_TO_SHIP.');
    const methods = ['pickup', 'dropoff', 'non_integrated'].filter((m) => body[m] !== undefined);
    if (methods.length !== 1)
      throw shopeeErrors.param('Exactly one of pickup, dropoff or non_integrated is required.');
    const info = (body[methods[0]] ?? {}) as Record<string, unknown>;
    if (methods[0] === 'pickup') {
      if (Number(info.address_id) !== pickupAddressId(shop)) throw shopeeErrors.param('Invalid address_id.');
      if (!pickupSlots().some((s) => s.id === String(info.pickup_time_id)))
        throw shopeeErrors.param('Invalid pickup_time_id.');
    }
    if (
      methods[0] === 'dropoff' &&
      info.branch_id !== undefined &&
      !branches(shop).some((b) => b.branch_id === Number(info.branch_id))
    ) {
      throw shopeeErrors.param('Invalid branch_id.');
    }
    if (methods[0] === 'non_integrated' && !info.tracking_number)
      throw shopeeErrors.param('tracking_number is required.');
    world.ship(order, 'PROCESSED', info.tracking_number ? String(info.tracking_number) : undefined);
    return {};
  });

  shopApi(app, sandbox, 'GET', 'logistics/get_tracking_number', ({ shop, query }) => {
    const order = findOrder(shop, query.order_sn);
    return {
      response: {
        tracking_number: order.trackingNumber ?? '',
        plp_number: '',
        first_mile_tracking_number: '',
        last_mile_tracking_number: '',
      },
    };
  });

  const orderList = (body: Record<string, unknown>) => {
    if (!Array.isArray(body.order_list) || body.order_list.length === 0)
      throw shopeeErrors.param('order_list is required.');
    return body.order_list as { order_sn?: string; package_number?: string }[];
  };

  shopApi(app, sandbox, 'POST', 'logistics/create_shipping_document', ({ shop, body }) => ({
    response: {
      result_list: orderList(body).map((entry) => {
        const order = world.order(shop, String(entry.order_sn ?? ''));
        const base = {
          order_sn: entry.order_sn,
          package_number: order?.packageId ?? entry.package_number ?? '',
        };
        if (!order)
          return { ...base, fail_error: 'logistics.order_not_found', fail_message: 'Order not found.' };
        if (!printable(order)) {
          return {
            ...base,
            fail_error: 'logistics.order_status_error',
            fail_message: 'Ship the order before printing.',
          };
        }
        if (order.documentState === 'none') order.documentState = 'processing';
        return { ...base, fail_error: '', fail_message: '' };
      }),
    },
  }));

  // The first poll after creation answers PROCESSING, later ones READY, as the real document service does.
  shopApi(app, sandbox, 'POST', 'logistics/get_shipping_document_result', ({ shop, body }) => ({
    response: {
      result_list: orderList(body).map((entry) => {
        const order = world.order(shop, String(entry.order_sn ?? ''));
        const base = { order_sn: entry.order_sn, package_number: order?.packageId ?? '' };
        if (!order || order.documentState === 'none') {
          return {
            ...base,
            status: 'FAILED',
            fail_error: 'logistics.shipping_document_not_created',
            fail_message: 'Create the document first.',
          };
        }
        const status = order.documentState === 'processing' ? 'PROCESSING' : 'READY';
        order.documentState = 'ready';
        return { ...base, status, fail_error: '', fail_message: '' };
      }),
    },
  }));

  shopApi(app, sandbox, 'POST', 'logistics/download_shipping_document', ({ shop, body }) => {
    const orders = orderList(body).map((entry) => world.order(shop, String(entry.order_sn ?? '')));
    if (orders.some((o) => o?.documentState !== 'ready'))
      throw shopeeErrors.param('Shipping document is not ready.');
    return labelPdf(shop, orders as Order[]);
  });
}

function printable(order: Order) {
  return order.trackingNumber !== null && ['PROCESSED', 'SHIPPED'].includes(order.status);
}

function pickupAddressId(shop: Shop) {
  return Number(shop.id.slice(-6));
}

function pickupSlots() {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  return [1, 2].map((d) => {
    const date = seconds(day.getTime() + d * 86400_000);
    return {
      id: `slot_${date}_09`,
      date,
      text: `${new Date(date * 1000).toISOString().slice(0, 10)} 09:00-12:00`,
    };
  });
}

function branches(shop: Shop) {
  return [
    {
      branch_id: 2001,
      region: 'ID',
      state: 'DKI Jakarta',
      city: shop.city,
      address: 'SPX Drop Point Sudirman',
      zipcode: '10220',
      district: 'Tanah Abang',
      town: '',
    },
    {
      branch_id: 2002,
      region: 'ID',
      state: 'DKI Jakarta',
      city: shop.city,
      address: 'J&T Drop Point Kemang',
      zipcode: '12730',
      district: 'Mampang',
      town: '',
    },
  ];
}
