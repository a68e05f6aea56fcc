import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { reservedOf } from '../core/campaigns.ts';
import type { Sandbox } from '../core/context.ts';
import { orderMoneyJson } from '../core/order-money.ts';
import { PLATFORMS, type Product, SHOP_PLATFORMS, type Shop } from '../core/types.ts';
import { parsedOr400, refuse, shopOr404 } from './answers.ts';

const platform = z.enum(PLATFORMS as [string, ...string[]]).transform((p) => p as (typeof PLATFORMS)[number]);
const shopPlatform = z
  .enum(SHOP_PLATFORMS as [string, ...string[]])
  .transform((p) => p as (typeof SHOP_PLATFORMS)[number]);

const faultBody = z.object({
  platform,
  pathContains: z.string().default(''),
  status: z
    .number()
    .int()
    .refine((s) => s === 429 || (s >= 500 && s <= 599), 'status must be 429 or 5xx'),
  times: z.number().int().min(1).max(1000).default(1),
  retryAfterSeconds: z.number().int().min(0).max(3600).default(1),
});
/** `refresh: true` ends the authorization too: the refresh tokens expire, the next refresh fails. */
const expireBody = z.object({ platform, shopId: z.string().min(1), refresh: z.boolean().default(false) });
const simulateBody = z.object({
  platform: shopPlatform.optional(),
  shopId: z.string().optional(),
  orders: z.number().int().min(0).max(100).default(0),
  messages: z.number().int().min(0).max(100).default(0),
});
const shopQuery = z.object({ platform: shopPlatform, shopId: z.string().min(1) });
const placeOrderBody = shopQuery.extend({
  lines: z
    .array(z.object({ productId: z.string(), variantId: z.string(), quantity: z.number().int().min(1) }))
    .min(1),
  /** The platform's own status text; its new-paid-order status by default. */
  status: z.string().optional(),
  webhook: z.boolean().default(true),
});
const cancellationBody = shopQuery.extend({
  orderId: z.string().min(1),
  webhook: z.boolean().default(true),
});
const cancellationAnswerBody = cancellationBody.extend({ accept: z.boolean() });
const orderStatusBody = shopQuery.extend({
  orderId: z.string().min(1),
  status: z.string().min(1),
  webhook: z.boolean().default(true),
});

/**
 * The test and demo handle on the emulators (`<prefix>/_control`): look at the world, inject faults,
 * expire tokens and codes, and make the simulation act now.
 */
export async function controlRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { world } = sandbox;
  const findShop = (reply: FastifyReply, input: unknown): Shop | undefined => {
    const ref = parsedOr400(reply, shopQuery, input);
    return ref && shopOr404(reply, world, ref.platform, ref.shopId);
  };
  /** The body as `schema` reads it, with the shop and order it names; undefined once the 400 or 404 is sent. */
  const orderOf = <S extends z.ZodType<z.output<typeof shopQuery> & { orderId: string }>>(
    reply: FastifyReply,
    schema: S,
    input: unknown,
  ) => {
    const body = parsedOr400(reply, schema, input);
    const shop = body && shopOr404(reply, world, body.platform, body.shopId);
    if (!body || !shop) return undefined;
    const order = world.order(shop, body.orderId);
    if (!order) return void refuse(reply, 404, 'Unknown order');
    return { body, shop, order };
  };

  app.get<{ Querystring: { platform?: string } }>('/shops', async (request, reply) => {
    const parsed = platform.optional().safeParse(request.query.platform);
    if (!parsed.success) return refuse(reply, 400, z.prettifyError(parsed.error));
    const wanted = parsed.data;
    const shops = SHOP_PLATFORMS.filter((p) => !wanted || wanted === p).flatMap((p) =>
      world.shopsOf(p).map((s) => ({
        id: s.id,
        name: s.name,
        platform: p,
        cipher: s.cipher || undefined,
        productCount: s.products.length,
        orderCount: s.orders.length,
        conversationCount: s.conversations.length,
      })),
    );
    const facebook =
      !wanted || wanted === 'facebook'
        ? world.facebookUsers.map((u) => ({
            id: u.id,
            name: u.name,
            platform: 'facebook',
            productCount: 0,
            orderCount: 0,
            conversationCount: 0,
            pages: u.pages.map((p) => ({ id: p.id, name: p.name, postCount: p.posts.length })),
          }))
        : [];
    return [...shops, ...facebook];
  });

  app.get('/products', async (request, reply) => {
    const shop = findShop(reply, request.query);
    if (!shop) return reply;
    return shop.products.map(productState);
  });

  app.get<{ Params: { platform: string; shopId: string; productId: string } }>(
    '/products/:platform/:shopId/:productId',
    async (request, reply) => {
      const shop = findShop(reply, request.params);
      if (!shop) return reply;
      const product = world.product(shop, request.params.productId);
      if (!product) return refuse(reply, 404, 'Unknown product');
      return productState(product);
    },
  );

  app.get('/orders', async (request, reply) => {
    const shop = findShop(reply, request.query);
    if (!shop) return reply;
    return shop.orders.map((o) => ({
      id: o.id,
      status: o.status,
      /** The buyer, to make them write to the shop's chat (`chat/buyer-message` with buyerId). */
      buyerId: o.buyer.id,
      cancelRequested: Boolean(o.cancelRequest),
      /** Who ordered (a chat control call can make this buyer write). */
      buyer: { id: o.buyer.id, name: o.buyer.name, username: o.buyer.username },
      packageId: o.packageId,
      courier: o.courier,
      trackingNumber: o.trackingNumber,
      total: o.total,
      money: orderMoneyJson(o),
      lines: o.lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        name: l.name,
        variantName: l.variantName,
        sku: l.sku,
        quantity: l.quantity,
      })),
      createdAt: new Date(o.createdAt).toISOString(),
      updatedAt: new Date(o.updatedAt).toISOString(),
    }));
  });

  /** Places an order for named variants (takes the platform's stock) and pushes its webhook. */
  app.post('/orders', async (request, reply) => {
    const body = parsedOr400(reply, placeOrderBody, request.body);
    if (!body) return reply;
    const shop = shopOr404(reply, world, body.platform, body.shopId);
    if (!shop) return reply;
    const campaignsBefore = campaignUnits(shop, body.lines);
    let order: ReturnType<typeof world.placeOrder>;
    try {
      order = world.placeOrder(shop, body.lines, body.status);
    } catch (err) {
      return refuse(reply, 404, (err as Error).message);
    }
    if (!order) return refuse(reply, 409, 'No listed product');
    const webhook = body.webhook ? await sandbox.simulation.pushOrder(shop, order) : null;
    // Units sold out of a flash sale change its reserved stock (Shopee code 8, action place_order).
    if (body.webhook)
      for (const held of campaignsBefore) {
        const now = reservedOf(held.variant);
        if (!held.variant.campaign || now === held.reserved) continue;
        const change = {
          campaignId: held.variant.campaign.id,
          old: held.reserved,
          new: now,
          action: 'place_order',
          orderId: order.id,
        };
        await sandbox.simulation.pushReservedStock(shop, held.product, held.variant, change);
      }
    return reply.code(201).send({ id: order.id, status: order.status, webhook });
  });

  /** Moves an order to a platform status (e.g. CANCELLED) and pushes its webhook. */
  app.post('/orders/status', async (request, reply) => {
    const found = orderOf(reply, orderStatusBody, request.body);
    if (!found) return reply;
    const { body, shop, order } = found;
    world.setOrderStatus(order, body.status);
    const webhook = body.webhook ? await sandbox.simulation.pushOrder(shop, order) : null;
    return { id: order.id, status: order.status, webhook };
  });

  /** The buyer asks to cancel the order (Shopee IN_CANCEL, TikTok Shop's flag) and it is pushed. */
  app.post('/orders/cancel-request', async (request, reply) => {
    const found = orderOf(reply, cancellationBody, request.body);
    if (!found) return reply;
    const { body, shop, order } = found;
    const refused = world.requestCancellation(shop, order);
    if (refused) return refuse(reply, 409, refused);
    const webhook = body.webhook ? await sandbox.simulation.pushCancellation(shop, order, 'requested') : null;
    return { id: order.id, status: order.status, cancelRequested: true, webhook };
  });

  /** The seller's answer, as given in the seller centre: accepted (cancelled) or turned down. */
  app.post('/orders/cancel-request/answer', async (request, reply) => {
    const found = orderOf(reply, cancellationAnswerBody, request.body);
    if (!found) return reply;
    const { body, shop, order } = found;
    const refused = world.answerCancellation(shop, order, body.accept);
    if (refused) return refuse(reply, 409, refused);
    const change = body.accept ? 'accepted' : 'rejected';
    const webhook = body.webhook ? await sandbox.simulation.pushCancellation(shop, order, change) : null;
    return { id: order.id, status: order.status, cancelRequested: false, webhook };
  });

  app.get<{ Querystring: { pageId?: string } }>('/posts', async (request, reply) => {
    const found = world.facebookPage(request.query.pageId ?? '');
    if (!found) return refuse(reply, 404, 'Unknown page');
    return found.page.posts;
  });

  app.get<{ Querystring: { platform?: string; pathContains?: string } }>('/calls', async (request, reply) => {
    const { platform: name, pathContains } = request.query;
    const p = name === undefined ? undefined : platform.safeParse(name);
    if (p && !p.success) return refuse(reply, 400, 'Unknown platform');
    return sandbox.calls.list(p?.data, pathContains ?? '');
  });

  app.delete('/calls', async () => {
    sandbox.calls.clear();
    return { cleared: true };
  });

  app.get('/faults', async () => sandbox.faults.list());

  app.post('/faults', async (request, reply) => {
    const body = parsedOr400(reply, faultBody, request.body);
    if (!body) return reply;
    const { platform: p, pathContains, status, times, retryAfterSeconds } = body;
    sandbox.faults.add(p, pathContains, status, times, retryAfterSeconds);
    return reply.code(201).send({ platform: p, pathContains, status, times, retryAfterSeconds });
  });

  app.delete('/faults', async () => {
    sandbox.faults.clear();
    return { cleared: true };
  });

  app.post('/expire-tokens', async (request, reply) => {
    const body = parsedOr400(reply, expireBody, request.body);
    if (!body) return reply;
    const { platform: p, shopId, refresh } = body;
    const expired = sandbox.auth.expireAccess(p, shopId);
    return refresh ? { expired, refreshExpired: sandbox.auth.expireRefresh(p, shopId) } : { expired };
  });

  app.post('/expire-codes', async (request, reply) => {
    const body = parsedOr400(reply, z.object({ platform }), request.body);
    if (!body) return reply;
    return { expired: sandbox.auth.expireCodes(body.platform) };
  });

  app.post('/simulate', async (request, reply) => {
    const body = parsedOr400(reply, simulateBody, request.body ?? {});
    if (!body) return reply;
    const { platform: p, shopId, orders, messages } = body;
    const events = [
      ...(await sandbox.simulation.createOrders({ platform: p, shopId, count: orders })),
      ...(await sandbox.simulation.createMessages({ platform: p, shopId, count: messages })),
    ];
    return { events };
  });

  app.get('/webhooks', async () => sandbox.webhooks.log);
}

/** The variants of order lines that are in a running campaign, with the units it holds now. */
function campaignUnits(shop: Shop, lines: readonly { productId: string; variantId: string }[]) {
  return lines.flatMap((l) => {
    const product = shop.products.find((p) => p.id === l.productId);
    const variant = product?.variants.find((v) => v.id === l.variantId);
    return product && variant && reservedOf(variant) > 0
      ? [{ product, variant, reserved: reservedOf(variant) }]
      : [];
  });
}

function productState(p: Product) {
  return {
    id: p.id,
    name: p.name,
    status: p.status,
    categoryId: p.categoryId,
    updatedAt: new Date(p.updatedAt).toISOString(),
    description: p.description,
    images: p.images,
    attributes: p.attributes,
    weightGrams: p.weightGrams,
    logistics: p.logistics,
    tiers: p.tiers,
    variants: p.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      name: v.name,
      price: v.price,
      stock: v.stock,
      reserved: reservedOf(v),
    })),
  };
}
