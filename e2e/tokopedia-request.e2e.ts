import { it } from 'vitest';
import { logIn, logInAsAdmin, useBrowser } from './support/browser.ts';

const { session } = useBrowser();

it('a Tokopedia request is confirmed by the admin and the seller sees the shop connected', async () => {
  const { page, context } = session;
  await logIn(page, 'seller@booster.test');
  await page.waitForURL('**/panel/home');

  await page.getByRole('button', { name: 'Hubungkan Toko' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Integrasi Marketplace' });
  await modal.getByRole('tab', { name: 'Tokopedia' }).click();
  await modal.getByRole('button', { name: /Kelola Produk/ }).click();
  await modal.getByText('Power Merchant atau Official Store', { exact: false }).waitFor();
  await modal.getByRole('button', { name: 'Saya mengerti & lanjutkan' }).click();

  // Both fields are required; nothing is sent while one is empty.
  await modal.getByLabel('Nama toko').fill('Toko Sumber Makmur');
  await modal.getByRole('button', { name: 'Kirim permintaan' }).click();
  await modal.getByText('Silahkan isi nama toko dan link toko').waitFor();

  await modal.getByLabel('Link toko').fill('https://www.tokopedia.com/sumbermakmur');
  await modal.getByRole('button', { name: 'Kirim permintaan' }).click();
  await page
    .getByText('Request Sukses! Akun tokopedia anda sedang dalam proses untuk dihubungkan.')
    .waitFor();

  // The admin confirms the request.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInAsAdmin(page);
  await page.goto('/admin/request/tokopedia');
  await page.getByRole('button', { name: 'Konfirmasi Toko Sumber Makmur' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya', exact: true }).click();
  await page.getByText('Toko berhasil dihubungkan').waitFor({ timeout: 30_000 });

  // The seller sees the shop connected.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, 'seller@booster.test');
  await page.waitForURL('**/panel/home');
  const row = page
    .getByRole('table', { name: 'Daftar toko terhubung' })
    .getByRole('row', { name: /Tokopedia/ });
  await row.waitFor();
  await row.getByText('Toko Terhubung').waitFor();

  // Its products were imported on confirmation, with no "Sinkronkan" from the seller.
  const imported = page.getByTestId('shop-import').filter({ hasText: 'Toko Sumber Makmur' });
  await imported.getByText(/Import produk selesai: \d+ produk/).waitFor({ timeout: 40_000 });
  await imported.getByRole('link', { name: 'Lihat produk' }).click();
  await page.waitForURL('**/panel/product/mp/tokopedia?shop=*');
  await page.getByRole('table', { name: 'Daftar produk' }).waitFor();
}, 90_000);
