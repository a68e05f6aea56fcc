import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveConsent, type Harness, type Json, startSandbox } from '../testing/harness.ts';

let h: Harness;
const client = { client_id: 'booster-sandbox', client_secret: 'sandbox-bukalapak-secret' };
const redirect = 'http://booster.test/callback/bukalapak/app';

beforeAll(async () => {
  h = await startSandbox({ accessTokenTtlSeconds: 60 });
});
afterAll(async () => h.close());

async function token(body: Record<string, string>) {
  const res = await fetch(`${h.base}/bukalapak/accounts/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...client, ...body }).toString(),
  });
  return { status: res.status, json: (await res.json()) as Json };
}

async function api(accessToken: string, method: string, path: string, body?: Json) {
  const res = await fetch(`${h.base}/bukalapak/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Json };
}

async function code() {
  const location = await approveConsent(
    `${h.base}/bukalapak/accounts/oauth/authorize?client_id=booster-sandbox&redirect_uri=${encodeURIComponent(redirect)}&scope=public+user+store&response_type=code`,
  );
  return location.searchParams.get('code') as string;
}

async function authorize() {
  const granted = await token({
    grant_type: 'authorization_code',
    code: await code(),
    redirect_uri: redirect,
  });
  expect(granted.status).toBe(200);
  return granted.json;
}

describe('Bukalapak emulator', () => {
  it('runs consent → code → token, honouring accessTokenTtlSeconds', async () => {
    const t = await authorize();
    expect(t).toMatchObject({ token_type: 'Bearer', expires_in: 60 });
    const store = await api(t.access_token, 'GET', '/stores/me');
    const shops = await h.control<Json[]>('GET', 'shops?platform=bukalapak');
    expect(shops.map((s) => s.id)).toContain(String(store.json.data.id));
  });

  it('refuses an expired code and a wrong client', async () => {
    const c = await code();
    await h.control('POST', 'expire-codes', { platform: 'bukalapak' });
    expect(
      (await token({ grant_type: 'authorization_code', code: c, redirect_uri: redirect })).json.error,
    ).toBe('invalid_grant');
    expect((await token({ grant_type: 'client_credentials', client_secret: 'nope' })).status).toBe(401);
  });

  it('expires tokens through control and rotates refresh tokens', async () => {
    const t = await authorize();
    const store = await api(t.access_token, 'GET', '/stores/me');
    await h.control('POST', 'expire-tokens', { platform: 'bukalapak', shopId: String(store.json.data.id) });
    const expired = await api(t.access_token, 'GET', '/me');
    expect(expired.status).toBe(401);
    expect(expired.json.errors[0].code).toBe(10002);
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: t.refresh_token });
    expect(refreshed.json.refresh_token).not.toBe(t.refresh_token);
    expect((await api(refreshed.json.access_token, 'GET', '/me')).status).toBe(200);
    expect((await token({ grant_type: 'refresh_token', refresh_token: t.refresh_token })).json.error).toBe(
      'invalid_grant',
    );
  });

  it('answers an injected 503, then normally; a stock patch lands; transactions list and print', async () => {
    const t = await authorize();
    await h.failOnce('bukalapak', '/api/stores/me/products', 503);
    expect((await api(t.access_token, 'GET', '/stores/me/products')).status).toBe(503);
    const products = await api(t.access_token, 'GET', '/stores/me/products?limit=5');
    expect(products.json.data).toHaveLength(5);
    const product = products.json.data[0];
    const sku = product.skus[0];
    await api(t.access_token, 'PATCH', `/products/${product.id}/skus/${sku.id}`, { stock: 9, price: 45000 });
    const store = await api(t.access_token, 'GET', '/stores/me');
    const state = await h.control<Json>('GET', `products/bukalapak/${store.json.data.id}/${product.id}`);
    expect(state.variants.find((v: Json) => v.id === String(sku.id))).toMatchObject({
      stock: 9,
      price: 45000,
    });
    const paid = await api(t.access_token, 'GET', '/transactions?context=sale&states[]=paid&limit=1');
    const id = paid.json.data[0].id;
    await api(t.access_token, 'PUT', `/transactions/${id}/status`, { state: 'accepted' });
    const label = await fetch(
      `${h.base}/bukalapak/api/transactions/download?file_type=pdf&transaction_ids[]=${id}`,
      {
        headers: { authorization: `Bearer ${t.access_token}` },
      },
    );
    expect(label.headers.get('content-type')).toBe('application/pdf');
  });
});
