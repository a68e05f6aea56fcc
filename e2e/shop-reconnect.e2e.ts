import { expect, it } from 'vitest';
import { DEMO_PASSWORD, useBrowser } from './support/browser.ts';
import { logInWithShops } from './support/sandbox.ts';

const { baseURL, session } = useBrowser();

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

type ShopRow = { _id: string; shopid: string; shopname: string; status: string };

it('a shop whose authorization ended turns disconnect and is reconnected from the shop list', async () => {
  const { page } = session;
  // Connect a Lazada shop through the consent page: it is listed, connected, under its Lazada shop name
  // (not the seller's login e-mail).
  await logInWithShops(page, 'medium@booster.test', ['lazada', { name: 'Galeri Mitra Jaya' }]);
  const table = page.getByRole('table', { name: 'Daftar toko terhubung' });
  const row = table.getByRole('row', { name: /Galeri Mitra Jaya/ });
  expect(await row.textContent()).toContain('Toko Terhubung');

  // The seller's authorization ends on Lazada: access and refresh tokens expire. The next call
  // to the shop fails to refresh and the server turns the shop `disconnect`.
  const login = await call<{ accessToken: string }>('/api/auth/login', {
    method: 'POST',
    body: { email: 'medium@booster.test', password: DEMO_PASSWORD },
  });
  const token = login.body.accessToken;
  const list = await call<{ docs: ShopRow[] }>('/api/app/marketplace?search=Galeri&limit=10', { token });
  const shop = list.body.docs.find((s) => s.shopname === 'Galeri Mitra Jaya');
  expect(shop).toBeDefined();
  const expired = await call<{ expired: number; refreshExpired: number }>('/sandbox/_control/expire-tokens', {
    method: 'POST',
    body: { platform: 'lazada', shopId: shop?.shopid, refresh: true },
  });
  expect(expired.status).toBe(200);
  expect(expired.body.refreshExpired).toBeGreaterThan(0);
  const count = await call<{ code: string; message: string }>(
    `/api/app/marketplace/count-product/${shop?._id}`,
    { token },
  );
  expect(count.status).toBe(409);
  expect(count.body).toMatchObject({
    code: 'SHOP_DISCONNECTED',
    message: 'Toko Anda Perlu Diintegrasi Ulang!',
  });

  // The list shows the reconnect prompt; reconnecting goes through the consent page again.
  await page.reload();
  await row.waitFor();
  await row.getByText('Toko Anda Perlu Diintegrasi Ulang!').waitFor();
  expect(await row.textContent()).toContain('Toko Tidak Terhubung');
  await row.getByRole('button', { name: 'Integrasi ulang Galeri Mitra Jaya' }).click();
  await page.waitForURL('**/sandbox/lazada/**');
  await page.getByRole('radio', { name: /Galeri Mitra Jaya/ }).check();
  // The callback is routed by its signed state, which names the shop being re-authorized.
  const reconnect = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/api/marketplace/callback'),
  );
  await page.getByRole('button', { name: 'Izinkan' }).click();
  const answer = await reconnect;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as ShopRow)._id).toBe(shop?._id);
  await page.waitForURL('**/panel/home', { timeout: 30_000 });
  await row.getByText('Toko Terhubung').waitFor();
  expect(await row.textContent()).not.toContain('Perlu Diintegrasi Ulang');

  // The same integration (no second row) and it works again.
  const after = await call<{ docs: ShopRow[] }>('/api/app/marketplace?search=Galeri&limit=10', { token });
  expect(after.body.docs.filter((s) => s.shopname === 'Galeri Mitra Jaya')).toEqual([
    expect.objectContaining({ _id: shop?._id, status: 'connect' }),
  ]);
  const recount = await call<{ count: number }>(`/api/app/marketplace/count-product/${shop?._id}`, { token });
  expect(recount.status).toBe(200);
  expect(recount.body.count).toBeGreaterThan(0);
});
