import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../core/profiles.ts';
import {
  approveConsent,
  type Harness,
  isPdf,
  type Json,
  nowSeconds,
  startSandbox,
} from '../testing/harness.ts';

let h: Harness;
const { partnerId, partnerKey } = { partnerId: 2001887, partnerKey: 'sandbox-shopee-partner-key' };
const hmac = (msg: string) => createHmac('sha256', partnerKey).update(msg).digest('hex');

beforeAll(async () => {
  h = await startSandbox();
});
afterAll(async () => h.close());

function url(
  path: string,
  query: Record<string, string | number> = {},
  auth?: { token: string; shopId: string },
  ts = nowSeconds(),
) {
  const base = `${partnerId}${path}${ts}${auth ? `${auth.token}${auth.shopId}` : ''}`;
  const params = new URLSearchParams({
    partner_id: String(partnerId),
    timestamp: String(ts),
    sign: hmac(base),
  });
  if (auth) {
    params.set('access_token', auth.token);
    params.set('shop_id', auth.shopId);
  }
  for (const [k, v] of Object.entries(query)) params.append(k, String(v));
  return `${h.base}/shopee${path}?${params}`;
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  opts: { query?: Json; body?: Json; auth?: { token: string; shopId: string }; ts?: number } = {},
) {
  const res = await fetch(url(path, opts.query, opts.auth, opts.ts), {
    method,
    headers: opts.body ? { 'content-type': 'application/json' } : {},
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Json };
}

async function authorize(shopId?: string) {
  const location = await approveConsent(
    url('/api/v2/shop/auth_partner', { redirect: 'http://booster.test/callback/shopee/app' }),
    shopId,
  );
  expect(location.pathname).toBe('/callback/shopee/app');
  const code = location.searchParams.get('code') as string;
  const shop = location.searchParams.get('shop_id') as string;
  const token = await call('POST', '/api/v2/auth/token/get', {
    body: { code, partner_id: partnerId, shop_id: Number(shop) },
  });
  expect(token.json.error).toBe('');
  return {
    shopId: shop,
    token: token.json.access_token as string,
    refresh: token.json.refresh_token as string,
    raw: token.json,
  };
}

describe('Shopee emulator', () => {
  it('seeds three shops with a few hundred products and orders in every status', async () => {
    const shops = await h.control<Json[]>('GET', 'shops?platform=shopee');
    expect(shops).toHaveLength(3);
    for (const s of shops) {
      expect(s.productCount).toBeGreaterThanOrEqual(200);
      expect(s.productCount).toBeLessThanOrEqual(300);
    }
    const orders = await h.control<Json[]>('GET', `orders?platform=shopee&shopId=${shops[0].id}`);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES.shopee));
  });

  it('runs consent → code + shop_id → tokens with a 4 h lifetime', async () => {
    const { raw, token, shopId } = await authorize();
    expect(raw.expire_in).toBe(14400);
    const info = await call('GET', '/api/v2/shop/get_shop_info', { auth: { token, shopId } });
    const shops = await h.control<Json[]>('GET', 'shops?platform=shopee');
    expect(info.json.shop_name).toBe(shops.find((s) => s.id === shopId)?.name);
  });

  it('refuses an auth link with a bad sign or a stale timestamp with a readable page', async () => {
    const good = url('/api/v2/shop/auth_partner', { redirect: 'http://booster.test/cb' });
    const badSign = await fetch(good.replace(/sign=[0-9a-f]+/, `sign=${'0'.repeat(64)}`));
    expect(badSign.status).toBe(400);
    expect(await badSign.text()).toContain('sign');
    const stale = await fetch(
      url('/api/v2/shop/auth_partner', { redirect: 'http://booster.test/cb' }, undefined, nowSeconds() - 600),
    );
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain('kedaluwarsa');
  });

  it('rejects a bad sign and a stale timestamp on API calls', async () => {
    const { token, shopId } = await authorize();
    const path = '/api/v2/shop/get_shop_info';
    const bad = await fetch(
      url(path, {}, { token, shopId }).replace(/sign=[0-9a-f]+/, `sign=${hmac('nope')}`),
    );
    expect(bad.status).toBe(403);
    expect(await bad.json()).toMatchObject({ error: 'error_sign', message: 'Wrong sign.' });
    const stale = await call('GET', path, { auth: { token, shopId }, ts: nowSeconds() - 301 });
    expect(stale.json).toMatchObject({ error: 'error_param', message: 'Invalid timestamp' });
  });

  it('answers missing or wrong common parameters with the documented messages', async () => {
    const { token, shopId } = await authorize();
    const path = '/api/v2/shop/get_shop_info';
    const without = async (name: string) => {
      const target = new URL(url(path, {}, { token, shopId }));
      target.searchParams.delete(name);
      const res = await fetch(target);
      return { status: res.status, json: (await res.json()) as Json };
    };
    for (const [name, message] of [
      ['access_token', 'There is no access_token in query.'],
      ['partner_id', 'There is no partner_id in query.'],
      ['sign', 'There is no sign in query.'],
      ['timestamp', 'no timestamp'],
    ])
      expect((await without(name)).json).toMatchObject({ error: 'error_param', message });
    const wrongPartner = new URL(url(path, {}, { token, shopId }));
    wrongPartner.searchParams.set('partner_id', String(partnerId + 1));
    const res = await fetch(wrongPartner);
    expect(await res.json()).toMatchObject({ error: 'error_param', message: 'Invalid partner_id.' });
  });

  it('refuses an expired or reused code', async () => {
    const location = await approveConsent(
      url('/api/v2/shop/auth_partner', { redirect: 'http://booster.test/cb' }),
    );
    const code = location.searchParams.get('code');
    const shopId = Number(location.searchParams.get('shop_id'));
    await h.control('POST', 'expire-codes', { platform: 'shopee' });
    const expired = await call('POST', '/api/v2/auth/token/get', {
      body: { code, partner_id: partnerId, shop_id: shopId },
    });
    expect(expired.json).toMatchObject({ error: 'error_auth', message: 'Code expired.' });
    const again = await call('POST', '/api/v2/auth/token/get', {
      body: { code, partner_id: partnerId, shop_id: shopId },
    });
    expect(again.json.error).toBe('error_auth');
  });

  it('expires tokens through control and rotates both tokens on refresh (old refresh token single-use)', async () => {
    const { token, shopId, refresh } = await authorize();
    await h.control('POST', 'expire-tokens', { platform: 'shopee', shopId });
    const expired = await call('GET', '/api/v2/shop/get_shop_info', { auth: { token, shopId } });
    // Live Shopee's answer to an expired token, spelled as it spells it.
    expect(expired.status).toBe(403);
    expect(expired.json).toMatchObject({ error: 'invalid_acceess_token', message: 'Invalid access_token.' });
    const unknown = await call('GET', '/api/v2/shop/get_shop_info', { auth: { token: 'f00d', shopId } });
    expect(unknown.json).toMatchObject({ error: 'error_auth', message: 'Invalid access_token.' });
    const body = { refresh_token: refresh, partner_id: partnerId, shop_id: Number(shopId) };
    const first = await call('POST', '/api/v2/auth/access_token/get', { body });
    expect(first.json.refresh_token).not.toBe(refresh);
    expect(first.json.shop_id).toBe(Number(shopId));
    const ok = await call('GET', '/api/v2/shop/get_shop_info', {
      auth: { token: first.json.access_token, shopId },
    });
    expect(ok.json.error).toBe('');
    const second = await call('POST', '/api/v2/auth/access_token/get', { body });
    expect(second.json).toMatchObject({ error: 'error_auth' });
  });

  it('answers an injected 429 in its envelope, then normally', async () => {
    const { token, shopId } = await authorize();
    await h.failOnce('shopee', 'get_shop_info', 429);
    const limited = await call('GET', '/api/v2/shop/get_shop_info', { auth: { token, shopId } });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe('error_too_many_request');
    const normal = await call('GET', '/api/v2/shop/get_shop_info', { auth: { token, shopId } });
    expect(normal.status).toBe(200);
  });

  it('pages items, reads models and lands a stock and price update in the world', async () => {
    const auth = await authorize();
    const list = await call('GET', '/api/v2/product/get_item_list', {
      auth,
      query: { offset: 0, page_size: 100, item_status: 'NORMAL' },
    });
    expect(list.json.response.item).toHaveLength(100);
    expect(list.json.response.has_next_page).toBe(true);
    const itemId = list.json.response.item[0].item_id;
    const base = await call('GET', '/api/v2/product/get_item_base_info', {
      auth,
      query: { item_id_list: itemId },
    });
    expect(base.json.response.item_list[0].image.image_url_list[0]).toMatch(
      /\/sandbox\/_assets\/img\/shopee\/.+\.svg$/,
    );
    const models = await call('GET', '/api/v2/product/get_model_list', { auth, query: { item_id: itemId } });
    const modelId = models.json.response.model[0].model_id;
    const stock = await call('POST', '/api/v2/product/update_stock', {
      auth,
      body: { item_id: itemId, stock_list: [{ model_id: modelId, seller_stock: [{ stock: 77 }] }] },
    });
    expect(stock.json.response.success_list).toHaveLength(1);
    await call('POST', '/api/v2/product/update_price', {
      auth,
      body: { item_id: itemId, price_list: [{ model_id: modelId, original_price: 123400 }] },
    });
    const state = await h.control<Json>('GET', `products/shopee/${auth.shopId}/${itemId}`);
    expect(state.variants.find((v: Json) => v.id === String(modelId))).toMatchObject({
      stock: 77,
      price: 123400,
    });
    const again = await call('GET', '/api/v2/product/get_model_list', { auth, query: { item_id: itemId } });
    expect(again.json.response.model[0].stock_info_v2.seller_stock[0].stock).toBe(77);
  });

  it('refuses add_item like Shopee: a non-leaf category, a missing mandatory attribute, an unknown image', async () => {
    const auth = await authorize();
    const tree = await call('GET', '/api/v2/product/get_category', { auth });
    const categories = tree.json.response.category_list as Json[];
    const parent = categories.find((c) => c.has_children);
    const leaf = categories.find((c) => c.parent_category_id === parent?.category_id);
    const item = {
      item_name: 'Kaos Polos Katun Combed 30s Hitam',
      description: 'Kaos polos katun combed 30s, adem dipakai.',
      category_id: leaf?.category_id,
      original_price: 50_000,
      seller_stock: [{ stock: 3 }],
      weight: 0.25,
      image: { image_id_list: ['unknown-image'] },
      logistic_info: [{ logistic_id: 8003, enabled: true }],
      attribute_list: [],
    };
    const post = (body: Json) => call('POST', '/api/v2/product/add_item', { auth, body });
    const nonLeaf = await post({ ...item, category_id: parent?.category_id });
    expect(nonLeaf.json).toMatchObject({
      error: 'error_param',
      message: 'category_id is not a leaf category.',
    });
    const image = await post(item);
    expect(image.json.message).toBe('image.image_id_list has an invalid image_id: unknown-image.');
    const attributes = await call('GET', '/api/v2/product/get_attribute_tree', {
      auth,
      query: { category_id_list: String(leaf?.category_id) },
    });
    const mandatory = (attributes.json.response.list[0].attribute_tree as Json[]).find((a) => a.mandatory);
    const seeded = (await h.control<Json[]>('GET', `products?platform=shopee&shopId=${auth.shopId}`))[0];
    const info = await call('GET', '/api/v2/product/get_item_base_info', {
      auth,
      query: { item_id_list: String(seeded?.id) },
    });
    const imageIds = info.json.response.item_list[0].image.image_id_list as string[];
    const missing = await post({ ...item, image: { image_id_list: imageIds } });
    expect(missing.json.message).toBe(
      `attribute_list is missing mandatory attribute_id ${mandatory?.attribute_id} (${mandatory?.name}).`,
    );
    const created = await post({
      ...item,
      image: { image_id_list: imageIds },
      attribute_list: [
        {
          attribute_id: mandatory?.attribute_id,
          attribute_value_list: [{ value_id: 0, original_value_name: 'Merek Sendiri' }],
        },
      ],
    });
    expect(created.json.error).toBe('');
    const stored = await h.control<Json>(
      'GET',
      `products/shopee/${auth.shopId}/${created.json.response.item_id}`,
    );
    expect(stored).toMatchObject({ name: item.item_name, weightGrams: 250, logistics: [8003] });
    expect(stored.variants).toMatchObject([{ price: 50_000, stock: 3 }]);
  });

  it("a buyer's cancellation request is IN_CANCEL until the seller answers: REJECT ships on, ACCEPT cancels", async () => {
    const auth = await authorize();
    const ready = (await h.control<Json[]>('GET', `orders?platform=shopee&shopId=${auth.shopId}`)).filter(
      (o) => o.status === 'READY_TO_SHIP',
    );
    const [first, second] = ready.map((o) => o.id as string);
    const statusOf = async (orderSn: string) => {
      const detail = await call('GET', '/api/v2/order/get_order_detail', {
        auth,
        query: { order_sn_list: orderSn },
      });
      return detail.json.response.order_list[0].order_status;
    };
    const ask = (orderId: string) =>
      h.control<Json>('POST', 'orders/cancel-request', {
        platform: 'shopee',
        shopId: auth.shopId,
        orderId,
        webhook: false,
      });
    const answer = (order_sn: string, operation: string) =>
      call('POST', '/api/v2/order/handle_buyer_cancellation', { auth, body: { order_sn, operation } });

    expect((await ask(first)).status).toBe('IN_CANCEL');
    expect(await statusOf(first)).toBe('IN_CANCEL');
    expect((await answer(first, 'REJECT')).json.error).toBe('');
    expect(await statusOf(first)).toBe('READY_TO_SHIP');
    // Nothing left to answer now.
    expect((await answer(first, 'ACCEPT')).json.error).toBe('error_param');

    await ask(second);
    expect((await answer(second, 'ACCEPT')).json.error).toBe('');
    expect(await statusOf(second)).toBe('CANCELLED');
    // A cancelled order cannot be asked to cancel again.
    await expect(ask(second)).rejects.toThrow(/409/);
  });

  it('lists orders inside 15 days only and ships one through to a PDF label', async () => {
    const auth = await authorize();
    const to = nowSeconds();
    const tooWide = await call('GET', '/api/v2/order/get_order_list', {
      auth,
      query: { time_range_field: 'create_time', time_from: to - 16 * 86400, time_to: to, page_size: 50 },
    });
    expect(tooWide.json.error).toBe('error_param');
    const list = await call('GET', '/api/v2/order/get_order_list', {
      auth,
      query: {
        time_range_field: 'create_time',
        time_from: to - 15 * 86400,
        time_to: to,
        page_size: 100,
        order_status: 'READY_TO_SHIP',
        response_optional_fields: 'order_status',
      },
    });
    const orderSn = list.json.response.order_list[0].order_sn;
    const detail = await call('GET', '/api/v2/order/get_order_detail', {
      auth,
      query: { order_sn_list: orderSn, response_optional_fields: 'item_list,recipient_address' },
    });
    expect(detail.json.response.order_list[0].item_list.length).toBeGreaterThan(0);
    const params = await call('GET', '/api/v2/logistics/get_shipping_parameter', {
      auth,
      query: { order_sn: orderSn },
    });
    const address = params.json.response.pickup.address_list[0];
    await call('POST', '/api/v2/logistics/ship_order', {
      auth,
      body: {
        order_sn: orderSn,
        pickup: { address_id: address.address_id, pickup_time_id: address.time_slot_list[0].pickup_time_id },
      },
    });
    const tracking = await call('GET', '/api/v2/logistics/get_tracking_number', {
      auth,
      query: { order_sn: orderSn },
    });
    expect(tracking.json.response.tracking_number).not.toBe('');
    const order_list = [{ order_sn: orderSn }];
    await call('POST', '/api/v2/logistics/create_shipping_document', { auth, body: { order_list } });
    const first = await call('POST', '/api/v2/logistics/get_shipping_document_result', {
      auth,
      body: { order_list },
    });
    expect(first.json.response.result_list[0].status).toBe('PROCESSING');
    const second = await call('POST', '/api/v2/logistics/get_shipping_document_result', {
      auth,
      body: { order_list },
    });
    expect(second.json.response.result_list[0].status).toBe('READY');
    const pdf = await fetch(url('/api/v2/logistics/download_shipping_document', {}, auth), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_list }),
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(isPdf(new Uint8Array(await pdf.arrayBuffer()))).toBe(true);
  });

  it('reads conversations and sends a message', async () => {
    const auth = await authorize();
    const list = await call('GET', '/api/v2/sellerchat/get_conversation_list', {
      auth,
      query: { direction: 'older', type: 'all', page_size: 5 },
    });
    const conversation = list.json.response.conversations[0];
    const next = await call('GET', '/api/v2/sellerchat/get_conversation_list', {
      auth,
      query: {
        direction: 'older',
        type: 'all',
        page_size: 5,
        next_timestamp_nano: list.json.response.page_result.next_cursor.next_message_time_nano,
      },
    });
    expect(next.json.response.conversations.map((c: Json) => c.conversation_id)).not.toContain(
      conversation.conversation_id,
    );
    const sent = await call('POST', '/api/v2/sellerchat/send_message', {
      auth,
      body: { to_id: conversation.to_id, message_type: 'text', content: { text: 'Siap kak' } },
    });
    const messages = await call('GET', '/api/v2/sellerchat/get_message', {
      auth,
      query: { conversation_id: conversation.conversation_id, page_size: 10 },
    });
    expect(messages.json.response.messages[0]).toMatchObject({
      message_id: sent.json.response.message_id,
      content: { text: 'Siap kak' },
    });
  });

  it('holds a campaign reservation: stock_info_v2 reports it, code 8 is pushed signed, a lower stock keeps it', async () => {
    const auth = await authorize();
    const list = await call('GET', '/api/v2/product/get_item_list', {
      auth,
      query: { offset: 0, page_size: 100, item_status: 'NORMAL' },
    });
    const itemId = String(list.json.response.item[1].item_id);
    const product = await h.control<Json>('GET', `products/shopee/${auth.shopId}/${itemId}`);
    const variant = product.variants[0];
    const modelId = product.tiers.length === 0 ? 0 : Number(variant.id);
    const setStock = (stock: number) =>
      call('POST', '/api/v2/product/update_stock', {
        auth,
        body: { item_id: Number(itemId), stock_list: [{ model_id: modelId, seller_stock: [{ stock }] }] },
      });
    await setStock(20);
    const ref = { platform: 'shopee', shopId: auth.shopId, productId: itemId, variantId: variant.id };
    const before = h.receiver.received.length;
    const started = await h.control<Json>('POST', 'campaigns', { ...ref, reserved: 6 });
    expect(started).toMatchObject({ reserved: 6, webhook: { delivered: true } });
    const push = h.receiver.received[before];
    expect(push.headers.authorization).toBe(hmac(`${h.receiver.url}/api/webhook/shopee|${push.body}`));
    expect(JSON.parse(push.body)).toMatchObject({
      code: 8,
      shop_id: Number(auth.shopId),
      data: {
        item_id: Number(itemId),
        variation_id: modelId,
        changed_values: [{ name: 'reserved_stock', old: 0, new: 6 }],
      },
    });
    const stockInfo = async () => {
      if (modelId === 0) {
        const base = await call('GET', '/api/v2/product/get_item_base_info', {
          auth,
          query: { item_id_list: itemId },
        });
        return base.json.response.item_list[0].stock_info_v2;
      }
      const models = await call('GET', '/api/v2/product/get_model_list', {
        auth,
        query: { item_id: itemId },
      });
      return models.json.response.model.find((m: Json) => m.model_id === modelId).stock_info_v2;
    };
    expect((await stockInfo()).summary_info).toEqual({ total_reserved_stock: 6, total_available_stock: 20 });
    // Shopee takes a stock below the reservation without complaint, but the campaign keeps its units.
    expect((await setStock(2)).json.response.success_list).toHaveLength(1);
    const held = await h.control<Json>('GET', `products/shopee/${auth.shopId}/${itemId}`);
    expect(held.variants[0].stock).toBe(6);
    // A buyer takes 2 in the flash sale: the order push, then code 8 with place_order and the order.
    const order = await h.control<Json>('POST', 'orders', {
      platform: 'shopee',
      shopId: auth.shopId,
      lines: [{ productId: itemId, variantId: variant.id, quantity: 2 }],
    });
    expect(JSON.parse(h.receiver.received.at(-1)?.body ?? '{}')).toMatchObject({
      code: 8,
      data: {
        action: 'place_order',
        ordersn: order.id,
        changed_values: [{ name: 'reserved_stock', old: 6, new: 4 }],
      },
    });
    expect((await stockInfo()).summary_info).toEqual({ total_reserved_stock: 4, total_available_stock: 4 });
    const ended = await h.control<Json>('POST', 'campaigns/end', ref);
    expect(ended).toMatchObject({ reserved: 0 });
    expect(JSON.parse(h.receiver.received.at(-1)?.body ?? '{}').data.changed_values).toEqual([
      { name: 'reserved_stock', old: 4, new: 0 },
    ]);
    expect((await stockInfo()).summary_info.total_reserved_stock).toBe(0);
  });

  it('pushes order and chat webhooks signed with HMAC(partner_key, url|body)', async () => {
    const pushes = await h.simulatePushes('shopee');
    expect(pushes.map((p) => JSON.parse(p.body).code).sort()).toEqual([10, 3]);
    for (const push of pushes) {
      const callback = `${h.receiver.url}/api/webhook/shopee`;
      expect(push.headers.authorization).toBe(hmac(`${callback}|${push.body}`));
      expect(JSON.parse(push.body)).toMatchObject({
        shop_id: expect.any(Number),
        timestamp: expect.any(Number),
        data: expect.any(Object),
      });
    }
  });
});
