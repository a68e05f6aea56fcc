import { expect, it } from 'vitest';
import { logIn, useBrowser } from './support/browser.ts';

const { session } = useBrowser();

it('a member connects a Shopee sandbox shop through the consent page, sees it listed, renames and deletes it', async () => {
  const { page } = session;
  await logIn(page, 'seller@booster.test');
  await page.waitForURL('**/panel/home');

  await page.getByRole('button', { name: 'Hubungkan Toko' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Integrasi Marketplace' });
  await modal.getByRole('tab', { name: 'Shopee' }).waitFor();
  await modal.getByRole('button', { name: 'Hubungkan Shopee: Kelola Produk' }).click();

  // The sandbox's consent page: seeded shops as radio buttons and "Izinkan".
  await page.waitForURL('**/sandbox/shopee/**');
  await page.getByRole('radio', { name: /Pusat Sinar Abadi/ }).check();
  await page.getByRole('button', { name: 'Izinkan' }).click();

  await page.waitForURL('**/panel/home', { timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Daftar toko terhubung' });
  const row = table.getByRole('row', { name: /Pusat Sinar Abadi/ });
  await row.waitFor();
  expect(await row.textContent()).toContain('Toko Terhubung');
  expect(await row.textContent()).toContain('Shopee');

  await row.getByRole('button', { name: 'Ubah nama Pusat Sinar Abadi' }).click();
  const rename = page.getByRole('dialog', { name: 'Ubah nama toko' });
  await rename.getByLabel('Nama toko').fill('Sinar Abadi Official');
  await rename.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Nama toko berhasil diubah').waitFor();
  const renamed = table.getByRole('row', { name: /Sinar Abadi Official/ });
  await renamed.waitFor();

  await renamed.getByRole('button', { name: 'Hapus Sinar Abadi Official' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, Hapus' }).click();
  await page.getByText('Toko berhasil dihapus').waitFor();
  // The row is gone (other journeys may have left shops of this seller in the list).
  await renamed.waitFor({ state: 'detached' });
  expect(await table.getByRole('row', { name: /Sinar Abadi Official/ }).count()).toBe(0);
});
