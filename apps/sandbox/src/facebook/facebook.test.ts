import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveConsent, type Harness, type Json, startSandbox } from '../testing/harness.ts';

let h: Harness;
const redirect = 'http://booster.test/callback/facebook/app';
const app = { client_id: '1000000001', client_secret: 'sandbox-facebook-app-secret' };

beforeAll(async () => {
  h = await startSandbox();
});
afterAll(async () => h.close());

async function graph(path: string, init?: RequestInit) {
  const res = await fetch(`${h.base}/facebook/graph/v19.0${path}`, init);
  return { status: res.status, json: (await res.json()) as Json };
}

async function login() {
  const location = await approveConsent(
    `${h.base}/facebook/www/v19.0/dialog/oauth?client_id=${app.client_id}&redirect_uri=${encodeURIComponent(redirect)}&state=st&scope=pages_show_list,pages_manage_posts`,
  );
  expect(location.searchParams.get('state')).toBe('st');
  const code = location.searchParams.get('code') as string;
  const short = await graph(
    `/oauth/access_token?${new URLSearchParams({ ...app, redirect_uri: redirect, code })}`,
  );
  return { code, short: short.json };
}

describe('Facebook Graph emulator', () => {
  it('runs dialog → code → short token (2 h) → long-lived token (60 d); a used code is refused', async () => {
    const { code, short } = await login();
    expect(short).toMatchObject({ token_type: 'bearer', expires_in: 7200 });
    const reused = await graph(
      `/oauth/access_token?${new URLSearchParams({ ...app, redirect_uri: redirect, code })}`,
    );
    expect(reused.json.error).toMatchObject({ type: 'OAuthException', code: 100, error_subcode: 36009 });
    const long = await graph(
      `/oauth/access_token?${new URLSearchParams({ ...app, grant_type: 'fb_exchange_token', fb_exchange_token: short.access_token })}`,
    );
    expect(long.json.expires_in).toBe(5183944);
    const me = await graph(`/me?access_token=${long.json.access_token}`);
    expect(me.json).toMatchObject({ id: expect.any(String), name: expect.any(String) });
  });

  it('pages /me/accounts with cursors and posts to a page feed with its page token', async () => {
    const { short } = await login();
    const first = await graph(`/me/accounts?limit=2&access_token=${short.access_token}`);
    expect(first.json.data).toHaveLength(2);
    const next = await fetch(first.json.paging.next);
    const second = (await next.json()) as Json;
    expect(second.data[0].id).not.toBe(first.json.data[0].id);
    const page = first.json.data[0];
    const byUser = await graph(`/${page.id}/feed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Halo', access_token: short.access_token }),
    });
    expect(byUser.json.error.code).toBe(200);
    const posted = await graph(`/${page.id}/feed`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ message: 'Promo Ramadan!', access_token: page.access_token }).toString(),
    });
    expect(posted.json.id).toMatch(new RegExp(`^${page.id}_`));
    const feed = await graph(`/${page.id}/feed?access_token=${page.access_token}`);
    expect(feed.json.data[0]).toMatchObject({ id: posted.json.id, message: 'Promo Ramadan!' });
    const posts = await h.control<Json[]>('GET', `posts?pageId=${page.id}`);
    expect(posts.map((p) => p.id)).toContain(posted.json.id);
  });

  it('answers 190/463 for an expired token and code 4 for an injected 429', async () => {
    const { short } = await login();
    const me = await graph(`/me?access_token=${short.access_token}`);
    await h.control('POST', 'expire-tokens', { platform: 'facebook', shopId: me.json.id });
    const expired = await graph(`/me?access_token=${short.access_token}`);
    expect(expired.json.error).toMatchObject({ code: 190, error_subcode: 463 });
    await h.failOnce('facebook', '/me', 429);
    const { short: fresh } = await login();
    const limited = await graph(`/me?access_token=${fresh.access_token}`);
    expect([limited.status, limited.json.error.code]).toEqual([429, 4]);
    expect((await graph(`/me?access_token=${fresh.access_token}`)).status).toBe(200);
  });
});
