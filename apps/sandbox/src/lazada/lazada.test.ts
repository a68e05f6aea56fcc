import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveConsent, type Harness, isPdf, type Json, startSandbox } from '../testing/harness.ts';
import { lazadaSign } from './sign.ts';

let h: Harness;
const appKey = '123456';
const appSecret = 'sandbox-lazada-app-secret';

beforeAll(async () => {
  h = await startSandbox();
});
afterAll(async () => h.close());

/** Signs like the Lazada SDK: system + business params sorted, path prefixed, UPPERCASE hex. */
async function call(
  host: 'rest' | 'auth/rest',
  apiPath: string,
  params: Record<string, string>,
  opts: { method?: string; timestamp?: number; tamper?: boolean } = {},
) {
  const all: Record<string, string> = {
    app_key: appKey,
    timestamp: String(opts.timestamp ?? Date.now()),
    sign_method: 'sha256',
    ...params,
  };
  all.sign = lazadaSign(appSecret, apiPath, all);
  if (opts.tamper) all.sign = all.sign.toLowerCase();
  const form = new URLSearchParams(all).toString();
  const target = `${h.base}/lazada/${host}${apiPath}`;
  const res =
    opts.method === 'POST'
      ? await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        })
      : await fetch(`${target}?${form}`);
  return { status: res.status, json: (await res.json()) as Json };
}

async function authorize() {
  const location = await approveConsent(
    `${h.base}/lazada/oauth/authorize?response_type=code&force_auth=true&redirect_uri=${encodeURIComponent('http://booster.test/callback/lazada/app')}&client_id=${appKey}&state=xyz`,
  );
  expect(location.searchParams.get('state')).toBe('xyz');
  const token = await call('auth/rest', '/auth/token/create', {
    code: location.searchParams.get('code') as string,
  });
  expect(token.json.code).toBe('0');
  return token.json;
}

/** A freshly authorized seller, its shop id and the first `limit` live products of the shop. */
async function liveProducts(limit: number) {
  const token = await authorize();
  const shopId = token.country_user_info[0].seller_id;
  const list = await call('rest', '/products/get', {
    access_token: token.access_token,
    filter: 'live',
    limit: String(limit),
  });
  return { token, shopId, products: list.json.data.products as Json[] };
}

describe('Lazada emulator', () => {
  it('matches the documented signature example', () => {
    const params = {
      app_key: '123456',
      access_token: 'test',
      timestamp: '1517820392000',
      sign_method: 'sha256',
      order_id: '1234',
    };
    expect(lazadaSign('helloworld', '/order/get', params)).toBe(
      '4190D32361CFB9581350222F345CB77F3B19F0E31D162316848A2C1FFD5FAB4A',
    );
  });

  it('runs consent → code → token create with a 7-day access token', async () => {
    const token = await authorize();
    expect(token.expires_in).toBe(7 * 86400);
    expect(token.country_user_info[0].seller_id).toMatch(/^1000\d{5}$/);
    const seller = await call('rest', '/seller/get', { access_token: token.access_token });
    expect(seller.json.data.seller_id).toBe(Number(token.country_user_info[0].seller_id));
  });

  it('rejects a wrong sign, a stale timestamp and an expired code', async () => {
    const token = await authorize();
    const bad = await call('rest', '/seller/get', { access_token: token.access_token }, { tamper: true });
    expect(bad.json).toMatchObject({ type: 'ISV', code: 'IncompleteSignature' });
    const stale = await call(
      'rest',
      '/seller/get',
      { access_token: token.access_token },
      { timestamp: Date.now() - 7201_000 },
    );
    expect(stale.json.code).toBe('InvalidTimestamp');
    const location = await approveConsent(
      `${h.base}/lazada/oauth/authorize?response_type=code&redirect_uri=http%3A%2F%2Fb.test%2Fcb&client_id=${appKey}`,
    );
    await h.control('POST', 'expire-codes', { platform: 'lazada' });
    const expired = await call('auth/rest', '/auth/token/create', {
      code: location.searchParams.get('code') as string,
    });
    expect(expired.json.code).toBe('InvalidCode');
  });

  it('verifies the signature over exactly the parameters sent, an empty one included', async () => {
    const token = await authorize();
    const signed = await call('rest', '/seller/get', { access_token: token.access_token, note: '' });
    expect(signed.json.code).toBe('0');
    // Signed without the empty value (as Lazada's Java SDK signs) but sent with it: refused.
    const params: Record<string, string> = {
      app_key: appKey,
      timestamp: String(Date.now()),
      sign_method: 'sha256',
      access_token: token.access_token,
    };
    const sign = lazadaSign(appSecret, '/seller/get', params);
    const query = new URLSearchParams({ ...params, note: '', sign });
    const res = await fetch(`${h.base}/lazada/rest/seller/get?${query}`);
    expect(await res.json()).toMatchObject({ code: 'IncompleteSignature' });
  });

  it('expires tokens through control; refresh renews access but keeps the refresh expiry', async () => {
    const token = await authorize();
    const shopId = token.country_user_info[0].seller_id;
    await h.control('POST', 'expire-tokens', { platform: 'lazada', shopId });
    const expired = await call('rest', '/seller/get', { access_token: token.access_token });
    expect(expired.json.code).toBe('IllegalAccessToken');
    const refreshed = await call(
      'auth/rest',
      '/auth/token/refresh',
      { refresh_token: token.refresh_token },
      { method: 'POST' },
    );
    expect(refreshed.json.refresh_expires_in).toBeLessThanOrEqual(token.refresh_expires_in);
    const ok = await call('rest', '/seller/get', { access_token: refreshed.json.access_token });
    expect(ok.json.code).toBe('0');
  });

  it('answers an injected 429 as ApiCallLimit, then normally', async () => {
    const token = await authorize();
    await h.failOnce('lazada', '/products/get', 429);
    const limited = await call('rest', '/products/get', { access_token: token.access_token });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe('ApiCallLimit');
    const normal = await call('rest', '/products/get', { access_token: token.access_token, limit: '50' });
    expect(normal.json.data.products).toHaveLength(50);
  });

  it('lands a price/quantity update and packs an order', async () => {
    const { token, shopId, products } = await liveProducts(1);
    const product = products[0];
    const sku = product.skus[0];
    const payload = `<?xml version="1.0" encoding="UTF-8"?><Request><Product><Skus><Sku><ItemId>${product.item_id}</ItemId><SkuId>${sku.SkuId}</SkuId><Quantity>42</Quantity><Price>99900</Price></Sku></Skus></Product></Request>`;
    const update = await call(
      'rest',
      '/product/price_quantity/update',
      { access_token: token.access_token, payload },
      { method: 'POST' },
    );
    expect(update.json.code).toBe('0');
    const state = await h.control<Json>('GET', `products/lazada/${shopId}/${product.item_id}`);
    expect(state.variants.find((v: Json) => v.id === String(sku.SkuId))).toMatchObject({
      stock: 42,
      price: 99900,
    });

    const orders = await call('rest', '/orders/get', {
      access_token: token.access_token,
      created_after: '2000-01-01T00:00:00+07:00',
      status: 'pending',
    });
    const orderId = orders.json.data.orders[0].order_id;
    const items = await call('rest', '/order/items/get', {
      access_token: token.access_token,
      order_id: String(orderId),
    });
    const packReq = JSON.stringify({
      pack_order_list: [
        { order_id: orderId, order_item_list: items.json.data.map((i: Json) => i.order_item_id) },
      ],
      delivery_type: 'dropship',
      shipping_allocate_type: 'TFS',
    });
    const packed = await call(
      'rest',
      '/order/fulfill/pack',
      { access_token: token.access_token, packReq },
      { method: 'POST' },
    );
    const packageId = packed.json.result.data.pack_order_list[0].order_item_list[0].package_id;
    expect(packageId).toMatch(/^FP/);
    const rts = await call(
      'rest',
      '/order/package/rts',
      {
        access_token: token.access_token,
        readyToShipReq: JSON.stringify({ packages: [{ package_id: packageId }] }),
      },
      { method: 'POST' },
    );
    expect(rts.json.result.data.packages[0].item_err_code).toBe('0');
    const doc = await call('rest', '/order/package/document/get', {
      access_token: token.access_token,
      getDocumentReq: JSON.stringify({ doc_type: 'PDF', packages: [{ package_id: packageId }] }),
    });
    const pdf = await fetch(doc.json.result.data.pdf_url);
    expect(isPdf(new Uint8Array(await pdf.arrayBuffer()))).toBe(true);
  });

  it("answers an order's finance transactions from its own amounts; they add up to the seller's income", async () => {
    const token = await authorize();
    const shopId = token.country_user_info[0].seller_id;
    const orders = await h.control<Json[]>('GET', `orders?platform=lazada&shopId=${shopId}`);
    const day = (iso: string, days: number) =>
      new Date(Date.parse(iso) + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    const finance = (o: Json, extra: Record<string, string> = {}) =>
      call('rest', '/finance/transaction/details/get', {
        access_token: token.access_token,
        trade_order_id: o.id,
        start_time: day(o.createdAt, -1),
        end_time: day(o.createdAt, 1),
        limit: '500',
        ...extra,
      });
    const sum = (rows: Json[]) => rows.reduce((total, r) => total + Number(r.amount), 0);
    const paid = orders.filter((o) => !['unpaid', 'canceled'].includes(o.status));
    expect(paid.length).toBeGreaterThan(3);
    for (const o of paid.slice(0, 5)) {
      const { json } = await finance(o);
      expect(json.code).toBe('0');
      expect(json.data.every((r: Json) => r.order_no === o.id)).toBe(true);
      expect(sum(json.data), `order ${o.id}`).toBe(o.money.sellerIncome);
      const ofType = (type: string) => sum(json.data.filter((r: Json) => r.fee_type === type));
      expect(ofType('13')).toBe(o.money.itemsDeal);
      expect(ofType('118') + o.money.sellerVoucher).toBe(0);
      expect(ofType('16') + o.money.commissionFee).toBe(0);
      expect(ofType('3') + o.money.transactionFee).toBe(0);
      expect(ofType('8') + ofType('28') + o.money.shippingSellerDiscount).toBe(0);
      const commission = await finance(o, { trans_type: '16' });
      expect(commission.json.data.every((r: Json) => r.fee_name === 'Commission')).toBe(true);
    }
    const unpaid = orders.find((o) => o.status === 'unpaid');
    if (unpaid) expect((await finance(unpaid)).json.data).toEqual([]);
    // Outside the window, a too-long range, a missing date, an unknown type.
    const o = paid[0];
    expect(
      (await finance(o, { start_time: day(o.createdAt, 2), end_time: day(o.createdAt, 3) })).json.data,
    ).toEqual([]);
    expect((await finance(o, { start_time: '2024-01-01', end_time: '2024-07-01' })).json).toMatchObject({
      code: '1000012',
    });
    expect((await finance(o, { start_time: '' })).json).toMatchObject({ code: 'MissingParameter' });
    expect((await finance(o, { trans_type: '99999' })).json).toMatchObject({ code: '1000014' });
  });

  it('refuses CreateProduct like Lazada: a non-leaf category, no brand, an image off its CDN', async () => {
    const token = await authorize();
    const tree = await call('rest', '/category/tree/get', { access_token: token.access_token });
    const parent = tree.json.data[0] as Json;
    const leaf = parent.children[0] as Json;
    const product = (overrides: Json) =>
      JSON.stringify({
        Request: {
          Product: {
            PrimaryCategory: String(leaf.category_id),
            Images: { Image: ['https://example.com/a.jpg'] },
            Attributes: { name: 'Tas Ransel Kanvas', description: 'Tas ransel kanvas tebal.' },
            Skus: {
              Sku: [{ SellerSku: 'TAS-NEW-1', price: '150000', quantity: '3', package_weight: '0.8' }],
            },
            ...overrides,
          },
        },
      });
    const create = (overrides: Json) =>
      call(
        'rest',
        '/product/create',
        { access_token: token.access_token, payload: product(overrides) },
        { method: 'POST' },
      );
    const nonLeaf = await create({ PrimaryCategory: String(parent.category_id) });
    expect(nonLeaf.json).toMatchObject({ code: '500', detail: [{ field: 'PrimaryCategory' }] });
    const noBrand = await create({});
    expect(noBrand.json.detail).toEqual([{ field: 'brand', message: 'brand is mandatory' }]);
    const brand = (
      await call('rest', '/category/attributes/get', {
        access_token: token.access_token,
        primary_category_id: String(leaf.category_id),
      })
    ).json.data.find((a: Json) => a.name === 'brand');
    const attributes = {
      name: 'Tas Ransel Kanvas',
      description: 'Tas ransel kanvas tebal.',
      brand: brand.options[0].name,
    };
    const offCdn = await create({ Attributes: attributes });
    expect(offCdn.json.detail[0].field).toBe('Images');
    const cheap = await create({
      Attributes: attributes,
      Images: { Image: [`${h.base}/_assets/img/lazada/x/y/0.svg`] },
      Skus: { Sku: [{ SellerSku: 'TAS-NEW-1', price: '999', quantity: '3', package_weight: '0.8' }] },
    });
    expect(cheap.json.detail).toEqual([
      { field: 'price', message: 'price should be between 1000 and 200000000', seller_sku: 'TAS-NEW-1' },
    ]);
  });

  it('pushes webhooks signed with HMAC(app_secret, app_key + body)', async () => {
    const pushes = await h.simulatePushes('lazada');
    expect(pushes.map((p) => JSON.parse(p.body).message_type).sort()).toEqual([0, 2]);
    for (const push of pushes) {
      expect(push.headers.authorization).toBe(
        createHmac('sha256', appSecret)
          .update(appKey + push.body)
          .digest('hex'),
      );
      expect(JSON.parse(push.body)).toMatchObject({
        seller_id: expect.any(String),
        site: 'lazada_id',
        timestamp: expect.any(Number),
      });
    }
  });
  it('reports a campaign in the SKU data and refuses a quantity below it as negative sellable', async () => {
    const { token, shopId, products } = await liveProducts(3);
    const product = products[2];
    const sku = product.skus[0];
    const setQuantity = (quantity: number) =>
      call(
        'rest',
        '/product/price_quantity/update',
        {
          access_token: token.access_token,
          payload: JSON.stringify({
            Request: {
              Product: { Skus: { Sku: [{ ItemId: product.item_id, SkuId: sku.SkuId, Quantity: quantity }] } },
            },
          }),
        },
        { method: 'POST' },
      );
    expect((await setQuantity(30)).json.code).toBe('0');
    const ref = {
      platform: 'lazada',
      shopId: String(shopId),
      productId: String(product.item_id),
      variantId: String(sku.SkuId),
    };
    await h.control('POST', 'campaigns', { ...ref, reserved: 12 });
    const item = await call('rest', '/product/item/get', {
      access_token: token.access_token,
      item_id: String(product.item_id),
    });
    const read = item.json.data.skus.find((s: Json) => s.SkuId === sku.SkuId);
    expect(read.multiWarehouseInventories[0]).toMatchObject({ quantity: 30, sellableQuantity: 18 });
    expect(read.channelInventories).toEqual([
      expect.objectContaining({
        sellableQuantity: 12,
        startTime: expect.any(String),
        endTime: expect.any(String),
      }),
    ]);
    const refused = await setQuantity(11);
    expect(refused.json).toMatchObject({
      code: '501',
      detail: [
        {
          field: 'Quantity',
          message: expect.stringMatching(/^Negative sellable/),
          seller_sku: sku.SellerSku,
        },
      ],
    });
    expect((await setQuantity(12)).json.code).toBe('0');
    const state = await h.control<Json>('GET', `products/lazada/${shopId}/${product.item_id}`);
    expect(state.variants.find((v: Json) => v.id === String(sku.SkuId))).toMatchObject({
      stock: 12,
      reserved: 12,
    });
    await h.control('POST', 'campaigns/end', ref);
    expect((await setQuantity(3)).json.code).toBe('0');
  });
});
