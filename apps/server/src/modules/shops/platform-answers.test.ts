import type { ApiError, Shop } from '@booster/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';
import {
  authorizeAndApprove,
  byIndex,
  connectBody,
  connectShop,
  sandboxControl,
} from '../../test/marketplace.ts';
import { shops } from './tables.ts';

/**
 * How the server reacts to what live Shopee answers, against the sandbox: an expired token
 * (`invalid_acceess_token`) is refreshed once and the call goes on; a wrong partner id is Booster's
 * configuration, so the seller gets no reconnect prompt and the shop stays connected.
 */
let wrongPartner = false;
const marketplaceFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (wrongPartner && url.pathname.includes('/sandbox/shopee/api/v2/')) {
    url.searchParams.set('partner_id', '1');
    return fetch(url, init);
  }
  return fetch(input, init);
};
const t = useTestApp({ listen: true, marketplaceFetch });

describe('live Shopee answers', () => {
  let token: string;
  let shop: Shop;
  const row = async () => {
    const [found] = await t.current.database.db.select().from(shops).where(eq(shops.id, shop._id));
    if (!found) throw new Error('shop row missing');
    return found;
  };
  const countProduct = () =>
    t.current.api.get<{ count: number } | ApiError>(`/api/app/marketplace/count-product/${shop._id}`, {
      token,
    });

  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    token = (await member.login()).accessToken;
    const res = await connectShop(t.current, token, 'shopee', 'app', byIndex(0));
    if (res.status !== 200) throw new Error(`connect failed: ${JSON.stringify(res.body)}`);
    shop = res.body;
  });

  it('refreshes once on invalid_acceess_token and answers the call', async () => {
    const before = await row();
    await sandboxControl(t.current, 'expire-tokens', { platform: 'shopee', shopId: shop.shopid });
    const res = await countProduct();
    expect(res.status).toBe(200);
    expect((res.body as { count: number }).count).toBeGreaterThan(0);
    const after = await row();
    expect(after.status).toBe('connect');
    expect(after.accessTokenEnc).not.toBe(before.accessTokenEnc);
    expect(after.refreshTokenEnc).not.toBe(before.refreshTokenEnc);
  });

  it('treats a wrong partner id as configuration: no reconnect prompt, the shop stays connected', async () => {
    wrongPartner = true;
    try {
      const res = await countProduct();
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 'MARKETPLACE_UNAVAILABLE' });
      expect((res.body as ApiError).message).not.toBe('Toko Anda Perlu Diintegrasi Ulang!');
      expect((await row()).status).toBe('connect');

      // The token refresh job meets the same refusal and leaves the shop as it is.
      const past = new Date(Date.now() - 60_000);
      await t.current.database.db.update(shops).set({ refreshDueAt: past }).where(eq(shops.id, shop._id));
      await t.current.jobs.enqueue(t.current.container.shops.jobs.refreshDueTokens, {});
      expect((await t.current.jobs.drain()).failed).toEqual([]);
      const after = await row();
      expect(after.status).toBe('connect');
      expect(after.disconnectReason).toBeNull();
    } finally {
      wrongPartner = false;
    }
    expect((await countProduct()).status).toBe(200);
  });
});

describe('the sandbox mounted in the server', () => {
  it("answers an API it does not implement in the platform's envelope, not the web app's", async () => {
    const res = await fetch(`${t.current.config.appUrl}/sandbox/tiktok/open-api/order/202309/unknown`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 36009009, message: 'Invalid path' });
    const shopee = await fetch(`${t.current.config.appUrl}/sandbox/shopee/api/v2/order/unknown`);
    expect(await shopee.json()).toMatchObject({ error: 'error_not_found' });
  });
});

describe('one return address, routed by the signed state', () => {
  let token: string;
  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'platinum' });
    token = (await member.login()).accessToken;
  });
  const byState = (callback: URL) =>
    t.current.api.post<Shop | ApiError>('/api/marketplace/callback', connectBody(callback), { token });

  it('connects TikTok: the link has no redirect_uri and the platform returns to the registered address', async () => {
    const { auth, callback } = await authorizeAndApprove(t.current, token, 'tiktok', 'app');
    const link = new URL((auth.body as { url: string }).url);
    expect([...link.searchParams.keys()].sort()).toEqual(['service_id', 'state']);
    if (!callback) throw new Error('no callback');
    expect(callback.pathname).toBe('/callback/tiktok/app');
    const res = await byState(callback);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ marketplace: 'tiktok', appCategory: 'app', status: 'connect' });

    // A re-authorization of that shop comes back to the same address; the state names the shop.
    const shop = res.body as Shop;
    const again = await authorizeAndApprove(t.current, token, 'tiktok', 'app', byIndex(0), shop._id);
    if (!again.callback) throw new Error('no callback');
    expect(again.callback.pathname).toBe('/callback/tiktok/app');
    const reconnected = await byState(again.callback);
    expect(reconnected.status).toBe(200);
    expect((reconnected.body as Shop)._id).toBe(shop._id);
  });

  it('connects a chat account from the category in the state', async () => {
    const { callback } = await authorizeAndApprove(t.current, token, 'lazada', 'chat');
    if (!callback) throw new Error('no callback');
    const res = await byState(callback);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ marketplace: 'lazada', appCategory: 'chat' });
  });

  it("refuses another seller's state and a state that is not ours", async () => {
    const { callback } = await authorizeAndApprove(t.current, token, 'bukalapak', 'app');
    if (!callback) throw new Error('no callback');
    const other = await (await makeMember(t.current, { package: 'platinum' })).login();
    const stolen = await t.current.api.post<ApiError>('/api/marketplace/callback', connectBody(callback), {
      token: other.accessToken,
    });
    expect(stolen.body).toMatchObject({ code: 'INVALID_STATE' });
    const forged = await t.current.api.post<ApiError>(
      '/api/marketplace/callback',
      { code: 'x', state: 'forged' },
      { token },
    );
    expect(forged.body).toMatchObject({ code: 'INVALID_STATE' });
  });
});
