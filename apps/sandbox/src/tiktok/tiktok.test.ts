import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveConsent, type Harness, type Json, nowSeconds, startSandbox } from '../testing/harness.ts';
import { tiktokSign } from './sign.ts';

let h: Harness;

beforeAll(async () => {
  h = await startSandbox();
});
afterAll(async () => h.close());

const creds = {
  tiktok: { appKey: '29a39d', appSecret: 'sandbox-tiktok-app-secret', serviceId: '7001' },
  tokopedia: { appKey: '68xu9k', appSecret: 'sandbox-tokopedia-app-secret', serviceId: '7002' },
};
type P = keyof typeof creds;
type Session = { platform: P; token: string; refresh: string; cipher: string; shopId: string };

async function api(
  s: Pick<Session, 'platform' | 'token'> & { cipher?: string },
  method: string,
  path: string,
  opts: { query?: Record<string, string>; body?: Json; timestamp?: number; badSign?: boolean } = {},
) {
  const { appKey, appSecret } = creds[s.platform];
  const query: Record<string, string> = {
    app_key: appKey,
    timestamp: String(opts.timestamp ?? nowSeconds()),
    ...(s.cipher ? { shop_cipher: s.cipher } : {}),
    ...opts.query,
  };
  const body = opts.body ? JSON.stringify(opts.body) : '';
  query.sign = opts.badSign ? 'f'.repeat(64) : tiktokSign(appSecret, path, query, body);
  const res = await fetch(`${h.base}/${s.platform}/open-api${path}?${new URLSearchParams(query)}`, {
    method,
    headers: { 'x-tts-access-token': s.token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body || undefined,
  });
  return { status: res.status, json: (await res.json()) as Json };
}

async function authorize(platform: P): Promise<Session> {
  const { appKey, appSecret, serviceId } = creds[platform];
  const location = await approveConsent(
    // The live link carries only service_id and state; a redirect_uri elsewhere changes nothing.
    `${h.base}/${platform}/open/authorize?service_id=${serviceId}&state=s1&redirect_uri=${encodeURIComponent('http://elsewhere.test/cb')}`,
  );
  expect(location.searchParams.get('state')).toBe('s1');
  expect(location.origin).toBe(new URL(h.receiver.url).origin);
  expect(location.pathname).toBe(`/callback/${platform}/app`);
  const res = await fetch(
    `${h.base}/${platform}/auth/api/v2/token/get?${new URLSearchParams({ app_key: appKey, app_secret: appSecret, auth_code: location.searchParams.get('code') as string, grant_type: 'authorized_code' })}`,
  );
  const token = (await res.json()) as Json;
  expect(token.code).toBe(0);
  const shops = await api({ platform, token: token.data.access_token }, 'GET', '/authorization/202309/shops');
  const shop = shops.json.data.shops[0];
  return {
    platform,
    token: token.data.access_token,
    refresh: token.data.refresh_token,
    cipher: shop.cipher,
    shopId: shop.id,
  };
}

describe('TikTok Shop emulator (and Tokopedia on the same protocol)', () => {
  it('matches the documented signature example', () => {
    expect(
      tiktokSign('e59af819cc', '/authorization/202309/shops', { app_key: '29a39d', timestamp: '1623812664' }),
    ).toBe('b596b73e0cc6de07ac26f036364178ab16b0a907af13d43f0a0cd2345f582dc8');
  });

  it.each<P>(['tiktok', 'tokopedia'])(
    '%s: consent → code + state → token (7 days) → shop with cipher',
    async (platform) => {
      const s = await authorize(platform);
      expect(s.cipher).toMatch(/^ROW_/);
      const shops = await h.control<Json[]>(`GET`, `shops?platform=${platform}`);
      expect(shops.map((x) => x.id)).toContain(s.shopId);
    },
  );

  it('rejects a bad sign, a stale timestamp, a missing cipher and an expired code', async () => {
    const s = await authorize('tiktok');
    const search = { query: { page_size: '10' }, body: {} };
    expect(
      (await api(s, 'POST', '/product/202309/products/search', { ...search, badSign: true })).json.code,
    ).toBe(106001);
    expect(
      (await api(s, 'POST', '/product/202309/products/search', { ...search, timestamp: nowSeconds() - 301 }))
        .json.code,
    ).toBe(36009004);
    expect(
      (await api({ ...s, cipher: undefined }, 'POST', '/product/202309/products/search', search)).json.code,
    ).toBe(106013);
    const location = await approveConsent(
      `${h.base}/tiktok/open/authorize?service_id=7001&state=x&redirect_uri=http%3A%2F%2Fb.test%2Fcb`,
    );
    await h.control('POST', 'expire-codes', { platform: 'tiktok' });
    const res = await fetch(
      `${h.base}/tiktok/auth/api/v2/token/get?app_key=29a39d&app_secret=sandbox-tiktok-app-secret&grant_type=authorized_code&auth_code=${location.searchParams.get('code')}`,
    );
    expect(((await res.json()) as Json).message).toMatch(/expired/);
  });

  it('answers 105002 for an expired token; refresh issues a new access token and keeps the refresh token', async () => {
    const s = await authorize('tiktok');
    await h.control('POST', 'expire-tokens', { platform: 'tiktok', shopId: s.shopId });
    expect((await api(s, 'GET', '/authorization/202309/shops')).json.code).toBe(105002);
    const res = await fetch(
      `${h.base}/tiktok/auth/api/v2/token/refresh?app_key=29a39d&app_secret=sandbox-tiktok-app-secret&grant_type=refresh_token&refresh_token=${s.refresh}`,
    );
    const refreshed = (await res.json()) as Json;
    expect(refreshed.data.refresh_token).toBe(s.refresh);
    expect(refreshed.data.access_token).not.toBe(s.token);
    expect(
      (await api({ ...s, token: refreshed.data.access_token }, 'GET', '/authorization/202309/shops')).json
        .code,
    ).toBe(0);
  });

  it('answers an injected 429 with 36009002, then normally', async () => {
    const s = await authorize('tiktok');
    await h.failOnce('tiktok', '/products/search', 429);
    const limited = await api(s, 'POST', '/product/202309/products/search', {
      query: { page_size: '10' },
      body: {},
    });
    expect([limited.status, limited.json.code]).toEqual([429, 36009002]);
    const normal = await api(s, 'POST', '/product/202309/products/search', {
      query: { page_size: '10' },
      body: { status: 'ACTIVATE' },
    });
    expect(normal.json.data.products).toHaveLength(10);
    expect(normal.json.data.next_page_token).not.toBe('');
  });

  it('lands an inventory update and ships a package', async () => {
    const s = await authorize('tokopedia');
    const search = await api(s, 'POST', '/product/202309/products/search', {
      query: { page_size: '1' },
      body: { status: 'ACTIVATE' },
    });
    const productId = search.json.data.products[0].id;
    const detail = await api(s, 'GET', `/product/202309/products/${productId}`);
    const skuId = detail.json.data.skus[0].id;
    await api(s, 'POST', `/product/202309/products/${productId}/inventory/update`, {
      body: { skus: [{ id: skuId, inventory: [{ quantity: 5 }] }] },
    });
    const state = await h.control<Json>('GET', `products/tokopedia/${s.shopId}/${productId}`);
    expect(state.variants.find((v: Json) => v.id === skuId).stock).toBe(5);

    const orders = await api(s, 'POST', '/order/202309/orders/search', {
      query: { page_size: '5' },
      body: { order_status: 'AWAITING_SHIPMENT' },
    });
    const order = orders.json.data.orders[0];
    const packageId = order.packages[0].id;
    expect(
      (
        await api(s, 'POST', `/fulfillment/202309/packages/${packageId}/ship`, {
          body: { handover_method: 'DROP_OFF' },
        })
      ).json.code,
    ).toBe(0);
    const got = await api(s, 'GET', '/order/202309/orders', { query: { ids: order.id } });
    expect(got.json.data.orders[0].status).toBe('AWAITING_COLLECTION');
    const doc = await api(s, 'GET', `/fulfillment/202309/packages/${packageId}/shipping_documents`, {
      query: { document_type: 'SHIPPING_LABEL' },
    });
    const pdf = await fetch(doc.json.data.doc_url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it("flags a buyer's cancellation request on the order it keeps, pushes type 11, and clears it when turned down", async () => {
    const s = await authorize('tiktok');
    const awaiting = await api(s, 'POST', '/order/202309/orders/search', {
      query: { page_size: '1' },
      body: { order_status: 'AWAITING_SHIPMENT' },
    });
    const orderId = awaiting.json.data.orders[0].id as string;
    const detail = async () =>
      (await api(s, 'GET', '/order/202309/orders', { query: { ids: orderId } })).json.data.orders[0];
    const pushes = await h.receiver.during(() =>
      h.control('POST', 'orders/cancel-request', { platform: 'tiktok', shopId: s.shopId, orderId }),
    );
    expect(await detail()).toMatchObject({ status: 'AWAITING_SHIPMENT', is_buyer_request_cancel: true });
    const pushed = pushes.map((p) => JSON.parse(p.body));
    expect(pushed).toEqual([
      expect.objectContaining({
        type: 11,
        data: expect.objectContaining({ order_id: orderId, cancel_status: 'CANCELLATION_REQUEST_PENDING' }),
      }),
    ]);
    const flagged = await api(s, 'POST', '/order/202309/orders/search', {
      query: { page_size: '100' },
      body: { is_buyer_request_cancel: true },
    });
    expect(flagged.json.data.orders.map((o: Json) => o.id)).toEqual([orderId]);

    await h.control('POST', 'orders/cancel-request/answer', {
      platform: 'tiktok',
      shopId: s.shopId,
      orderId,
      accept: false,
    });
    expect(await detail()).toMatchObject({ status: 'AWAITING_SHIPMENT', is_buyer_request_cancel: false });
  });

  it('pushes webhooks signed with HMAC(app_secret, app_key + body)', async () => {
    const pushes = await h.simulatePushes('tiktok');
    expect(pushes.map((p) => JSON.parse(p.body).type).sort()).toEqual([1, 14]);
    for (const push of pushes) {
      expect(push.path).toBe('/api/webhook/tiktok');
      expect(push.headers.authorization).toBe(
        createHmac('sha256', creds.tiktok.appSecret)
          .update(creds.tiktok.appKey + push.body)
          .digest('hex'),
      );
      expect(JSON.parse(push.body)).toMatchObject({
        tts_notification_id: expect.any(String),
        shop_id: expect.any(String),
      });
    }
  });
});

describe('finance', () => {
  it("answers a paid order's statement transaction from the order's own amounts, none for an unpaid one", async () => {
    const s = await authorize('tiktok');
    const search = await api(s, 'POST', '/order/202309/orders/search', {
      query: { page_size: '100' },
      body: {},
    });
    const orders = search.json.data.orders as Json[];
    const own = await h.control<Json[]>('GET', `orders?platform=tiktok&shopId=${s.shopId}`);
    const paid = orders.find((o) => o.status === 'AWAITING_SHIPMENT') as Json;
    const res = await api(s, 'GET', `/finance/202309/orders/${paid.id}/statement_transactions`);
    expect(res.status).toBe(200);
    const [st] = res.json.data.statement_transactions;
    const m = (own.find((o) => o.id === paid.id) as Json).money;
    expect(Number(st.settlement_amount)).toBe(m.sellerIncome);
    expect(-Number(st.fee_amount)).toBe(m.sellerFees);
    expect(Number(st.revenue_amount) + Number(st.fee_amount) + Number(st.shipping_cost_amount)).toBe(
      m.sellerIncome,
    );
    const unpaid = orders.find((o) => o.status === 'UNPAID');
    if (unpaid) {
      const none = await api(s, 'GET', `/finance/202309/orders/${unpaid.id}/statement_transactions`);
      expect(none.json.data.statement_transactions).toEqual([]);
    }
    const missing = await api(s, 'GET', '/finance/202309/orders/999/statement_transactions');
    expect(missing.status).toBe(404);
  });
});
