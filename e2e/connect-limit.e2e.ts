import { it } from 'vitest';
import { logIn, useBrowser } from './support/browser.ts';

const { session } = useBrowser();

async function connectShopee(page: (typeof session)['page'], shop: RegExp) {
  await page.getByRole('button', { name: 'Hubungkan Toko' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Integrasi Marketplace' });
  await modal.getByRole('button', { name: 'Hubungkan Shopee: Kelola Produk' }).click();
  // Over the limit the server may refuse already at the authorize call; otherwise at the callback.
  const limit = page.getByText('Akun Shopee mencapai Limit!').first();
  const consent = page.getByRole('button', { name: 'Izinkan' });
  await Promise.race([limit.waitFor({ timeout: 20_000 }), consent.waitFor({ timeout: 20_000 })]);
  if (await consent.isVisible().catch(() => false)) {
    await page.getByRole('radio', { name: shop }).check();
    await consent.click();
  }
}

it("a free member's second connection shows the limit dialog", async () => {
  const { page } = session;
  await logIn(page, 'free@booster.test');
  await page.waitForURL('**/panel/home');

  await connectShopee(page, /Warung Rezeki Makmur/);
  await page.waitForURL('**/panel/home', { timeout: 30_000 });
  await page
    .getByRole('table', { name: 'Daftar toko terhubung' })
    .getByText('Warung Rezeki Makmur')
    .waitFor();

  await connectShopee(page, /Grosir Bintang Jaya/);
  const dialog = page.getByRole('dialog', { name: 'Akun Shopee mencapai Limit!' });
  await dialog.waitFor({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Upgrade Sekarang' }).waitFor();
  await dialog.getByRole('button', { name: 'Lain kali' }).click();
  // The integration modal closed with the limit dialog.
  await page.getByRole('dialog', { name: 'Integrasi Marketplace' }).waitFor({ state: 'hidden' });
});
