import { expect, it } from 'vitest';
import { logIn, logInAsAdmin, useBrowser } from './support/browser.ts';

// The app entry carries the public, login and panel-home routes only; the other areas' routes load when
// the router first meets one of their paths (app/routes/areas.ts, issue 17).
const { session } = useBrowser();
const pathOf = (url: string) => new URL(url).pathname;

it('a member reaches the order, product, chat and payment areas by link, by address and after a reload', async () => {
  const { page } = session;
  await logIn(page, 'platinum@booster.test');
  await page.waitForURL('**/panel/home');
  // In-app navigation into an area the shell does not carry.
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Order' }).click();
  await page.waitForURL('**/panel/order/mp/shopee');
  await expect.poll(() => page.title()).toBe('Order · Booster Panel');
  // A deep link opened directly, then reloaded.
  await page.goto('/panel/chat/setting/auto-reply');
  await expect.poll(() => page.title()).toBe('Auto-reply · Booster Panel');
  await page.reload();
  await expect.poll(() => page.title()).toBe('Auto-reply · Booster Panel');
  await page.goto('/panel/product/stock/log');
  await expect.poll(() => page.title()).toBe('Riwayat Stok · Booster Panel');
  await page.goto('/panel/plan/payment');
  await expect.poll(() => page.title()).toBe('Pembayaran · Booster Panel');
  expect(pathOf(page.url())).toBe('/panel/plan/payment');
});

it('an unknown path or marketplace inside a lazily loaded area shows the not-found page', async () => {
  const { page } = session;
  await logIn(page, 'platinum@booster.test');
  await page.waitForURL('**/panel/home');
  for (const path of ['/panel/no-such-page', '/panel/order/mp/blibli', '/admin/no-such-page']) {
    await page.goto(path);
    await page.getByRole('heading', { name: 'Halaman tidak ditemukan' }).waitFor();
    expect(pathOf(page.url())).toBe(path);
  }
});

it('an admin opens an admin page directly, reloads it and moves on by the sidebar', async () => {
  const { page } = session;
  await logInAsAdmin(page);
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/gallery');
  await expect.poll(() => page.title()).toBe('Galeri · Booster Panel');
  await page.reload();
  await expect.poll(() => page.title()).toBe('Galeri · Booster Panel');
  await page.getByRole('link', { name: 'Daftar User' }).click();
  await page.waitForURL('**/admin/list-user');
});
