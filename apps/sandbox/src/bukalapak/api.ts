import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf, originOf, queryAll, queryOf } from '../core/body.ts';
import type { Sandbox } from '../core/context.ts';
import { labelPdf } from '../core/label.ts';
import { buyerShipping, itemsDeal } from '../core/order-money.ts';
import type { Order } from '../core/types.ts';
import { bukalapakErrors, bukalapakRoute, iso, sendData } from './envelope.ts';
import { productJson } from './product-json.ts';

/**
 * api.bukalapak.com (sandbox-defined REST in Bukalapak's v4 style, the product calls are not public):
 * `/me`, `/stores/me`, `/stores/me/products`, `/products/{id}`, `PATCH /products/{id}/skus/{sku_id}`,
 * `/transactions`, `/transactions/{id}`, `PUT /transactions/{id}/status`, `/transactions/download`.
 *
 * Agreed with the adapter (packages/marketplaces/src/bukalapak), since reference 5 confirms only the
 * OAuth and `/transactions` calls: the connected shop is `GET /stores/me` (not the user of `/me`); the
 * seller's own products are listed at `GET /stores/me/products` (`offset`, `limit` ≤ 50, `state`,
 * `keywords`, `updated_since` ISO-8601) because v4's `/products` is the public cross-seller search;
 * transactions use the shapes of `transactionJson` below (`items[].product`, `items[].stuff`,
 * `delivery.consignee`, `amount.details`).
 */
export async function bukalapakApiRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { world } = sandbox;
  const route = bukalapakRoute(app, sandbox);
  const origin = (request: FastifyRequest) => `${originOf(request)}${sandbox.prefix}`;
  const paging = (request: FastifyRequest, max: number) => {
    const q = queryOf(request);
    const offset = q.offset ? Number(q.offset) : 0;
    const limit = q.limit ? Number(q.limit) : 20;
    if (!Number.isInteger(offset) || offset < 0) throw bukalapakErrors.invalid('offset is invalid');
    if (!Number.isInteger(limit) || limit < 1 || limit > max)
      throw bukalapakErrors.invalid(`limit must be between 1 and ${max}`);
    return { offset, limit };
  };

  route('GET', '/me', (shop, _request, reply) =>
    sendData(reply, {
      id: Number(shop.ownerId),
      username: shop.cipher,
      name: shop.ownerName,
      email: shop.email,
      verified: true,
      official: false,
    }),
  );

  route('GET', '/stores/me', (shop, _request, reply) =>
    sendData(reply, {
      id: Number(shop.id),
      name: shop.name,
      url: `https://www.bukalapak.com/u/${shop.cipher}`,
      address: { city: shop.city, province: '' },
      level: { name: 'Juragan' },
      created_at: iso(shop.createdAt),
    }),
  );

  route('GET', '/stores/me/products', (shop, request, reply) => {
    const { offset, limit } = paging(request, 50);
    const q = queryOf(request);
    const keywords = (q.keywords ?? '').toLowerCase();
    const since = q.updated_since ? Date.parse(q.updated_since) : 0;
    if (Number.isNaN(since)) throw bukalapakErrors.invalid('updated_since is invalid');
    const matching = shop.products.filter(
      (p) =>
        (!q.state || p.status === q.state) &&
        (!keywords || p.name.toLowerCase().includes(keywords)) &&
        p.updatedAt >= since,
    );
    return sendData(
      reply,
      matching.slice(offset, offset + limit).map((p) => productJson(p, origin(request))),
      { total: matching.length, offset, limit },
    );
  });

  route('GET', '/products/:id', (shop, request, reply) => {
    const product = world.product(shop, (request.params as { id: string }).id);
    if (!product) throw bukalapakErrors.notFound('Product');
    return sendData(reply, productJson(product, origin(request)));
  });

  route('PATCH', '/products/:id/skus/:skuId', (shop, request, reply) => {
    const params = request.params as { id: string; skuId: string };
    const product = world.product(shop, params.id);
    if (!product) throw bukalapakErrors.notFound('Product');
    const variant = world.variant(product, params.skuId);
    if (!variant) throw bukalapakErrors.notFound('SKU');
    const body = bodyOf(request);
    if (body.stock === undefined && body.price === undefined)
      throw bukalapakErrors.invalid('stock or price is required');
    if (body.stock !== undefined && (!Number.isInteger(body.stock) || (body.stock as number) < 0))
      throw bukalapakErrors.invalid('stock is invalid');
    if (body.price !== undefined && (typeof body.price !== 'number' || body.price < 100))
      throw bukalapakErrors.invalid('price is invalid');
    if (body.stock !== undefined) world.setStock(product, variant, body.stock as number);
    if (body.price !== undefined) world.setPrice(product, variant, Math.round(body.price as number));
    return sendData(reply, productJson(product, origin(request)));
  });

  route('GET', '/transactions', (shop, request, reply) => {
    const { offset, limit } = paging(request, 100);
    const q = queryOf(request);
    const states = queryAll(request, 'states');
    const start = q.start_time ? Date.parse(q.start_time) : 0;
    const end = q.end_time ? Date.parse(q.end_time) : Number.POSITIVE_INFINITY;
    if (Number.isNaN(start) || Number.isNaN(end))
      throw bukalapakErrors.invalid('start_time or end_time is invalid');
    if (q.context && q.context !== 'sale')
      throw bukalapakErrors.invalid('Only context=sale is available to stores');
    const matching = shop.orders
      .filter(
        (o) =>
          (states.length === 0 || states.includes(o.status)) && o.updatedAt >= start && o.updatedAt <= end,
      )
      .sort((a, b) => b.createdAt - a.createdAt);
    return sendData(reply, matching.slice(offset, offset + limit).map(transactionJson), {
      total: matching.length,
      offset,
      limit,
    });
  });

  route('GET', '/transactions/download', (shop, request, reply) => {
    const q = queryOf(request);
    if ((q.file_type ?? 'pdf') !== 'pdf') throw bukalapakErrors.invalid('file_type must be pdf');
    const ids = queryAll(request, 'transaction_ids');
    if (ids.length === 0) throw bukalapakErrors.invalid('transaction_ids is required');
    const orders = ids.map((id) => world.order(shop, id));
    if (orders.some((o) => !o)) throw bukalapakErrors.notFound('Transaction');
    if (
      orders.some((o) => !['accepted', 'delivered', 'received', 'remitted'].includes((o as Order).status))
    ) {
      throw bukalapakErrors.invalid('Accept the transaction before printing its label');
    }
    return reply.type('application/pdf').send(labelPdf(shop, orders as Order[]));
  });

  route('GET', '/transactions/:id', (shop, request, reply) => {
    const order = world.order(shop, (request.params as { id: string }).id);
    if (!order) throw bukalapakErrors.notFound('Transaction');
    return sendData(reply, transactionJson(order));
  });

  // paid → accepted (the seller takes the order), accepted → delivered (handed to the courier, with AWB).
  route('PUT', '/transactions/:id/status', (shop, request, reply) => {
    const order = world.order(shop, (request.params as { id: string }).id);
    if (!order) throw bukalapakErrors.notFound('Transaction');
    const body = bodyOf(request);
    if (body.state === 'accepted' && order.status === 'paid') world.setOrderStatus(order, 'accepted');
    else if (body.state === 'delivered' && order.status === 'accepted') {
      world.ship(
        order,
        'delivered',
        typeof body.tracking_number === 'string' ? body.tracking_number : undefined,
      );
    } else
      throw bukalapakErrors.invalid(`Cannot move a ${order.status} transaction to ${String(body.state)}`);
    return sendData(reply, transactionJson(order));
  });
}

function transactionJson(o: Order) {
  const a = o.buyer.address;
  return {
    id: Number(o.id),
    transaction_id: `BL${new Date(o.createdAt).toISOString().slice(2, 10).replaceAll('-', '')}${o.id.slice(-6)}`,
    state: o.status,
    created_at: iso(o.createdAt),
    updated_at: iso(o.updatedAt),
    state_changed_at: iso(o.updatedAt),
    paid_at: o.paidAt ? iso(o.paidAt) : null,
    payment_method: o.paymentMethod,
    buyer: { id: Number(o.buyer.id), username: o.buyer.username, name: o.buyer.name },
    buyer_notes: o.note,
    // [sandbox-defined] total = item − seller_voucher − voucher + delivery − delivery_discount
    // + insurance + administration.
    amount: {
      total: o.total,
      details: {
        item: itemsDeal(o),
        seller_voucher: o.amounts.sellerVoucher,
        voucher: o.amounts.platformVoucher,
        delivery: o.shippingFee,
        delivery_discount: o.amounts.shippingSellerDiscount + o.amounts.shippingPlatformDiscount,
        insurance: 0,
        administration: o.amounts.buyerFee,
      },
    },
    delivery: {
      carrier: o.courier,
      requested_carrier: o.courier,
      tracking_number: o.trackingNumber ?? '',
      price: buyerShipping(o),
      consignee: {
        name: a.name,
        phone: a.phone,
        address: a.street,
        district: a.district,
        city: a.city,
        province: a.province,
        post_code: a.postalCode,
        country: 'Indonesia',
      },
    },
    items: o.lines.map((l) => ({
      id: Number(l.id),
      product: { id: l.productId, name: l.name },
      stuff: { id: Number(l.variantId), sku_name: l.sku, variant_name: l.variantName },
      quantity: l.quantity,
      price: l.price,
      total_price: l.price * l.quantity,
    })),
  };
}
