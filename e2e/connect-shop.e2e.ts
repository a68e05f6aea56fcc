import { expect, it } from 'vitest';
import { logIn, useBrowser } from './support/browser.ts';
import { sandboxShopNamed } from './support/sandbox.ts';

const { baseURL, session } = useBrowser();

/**
 * Holds the shop's first product page back (a 429 with Retry-After), so the import is seen running: long
 * enough for the callback, /panel/home and the product list to load on a busy machine.
 */
async function slowDownProductList(seconds: number) {
  const res = await fetch(`${baseURL}/sandbox/_control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      platform: 'shopee',
      pathContains: 'get_item_list',
      status: 429,
      times: 1,
      retryAfterSeconds: seconds,
    }),
  });
  expect(res.status).toBe(201);
}

it('a member connects a Shopee sandbox shop through the consent page, sees its products arrive, renames and deletes it', async () => {
  const { page } = session;
  const sandboxShop = await sandboxShopNamed(baseURL, 'shopee', 'Pusat Sinar Abadi');
  await logIn(page, 'seller@booster.test');
  await page.waitForURL('**/panel/home');

  await page.getByRole('button', { name: 'Hubungkan Toko' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Integrasi Marketplace' });
  await modal.getByRole('tab', { name: 'Shopee' }).waitFor();
  await modal.getByRole('button', { name: 'Hubungkan Shopee: Kelola Produk' }).click();

  // The sandbox's consent page: seeded shops as radio buttons and "Izinkan".
  await page.waitForURL('**/sandbox/shopee/**');
  await page.getByRole('radio', { name: /Pusat Sinar Abadi/ }).check();
  await slowDownProductList(15);
  await page.getByRole('button', { name: 'Izinkan' }).click();

  await page.waitForURL('**/panel/home', { timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Daftar toko terhubung' });
  const row = table.getByRole('row', { name: /Pusat Sinar Abadi/ });
  await row.waitFor();
  expect(await row.textContent()).toContain('Toko Terhubung');
  expect(await row.textContent()).toContain('Shopee');

  // The import starts with the connection: home shows it at once, the product list says it is
  // importing (not 'Tidak Ada data') and fills in by itself when it finishes.
  const homeImport = page.getByTestId('shop-import').filter({ hasText: 'Pusat Sinar Abadi' });
  await homeImport.getByText(/Menunggu giliran import produk|Mengimpor produk/).waitFor();
  await homeImport.getByRole('link', { name: 'Lihat produk' }).click();
  await page.waitForURL('**/panel/product/mp/shopee?shop=*');
  await page.getByText('Produk sedang diimpor').waitFor();
  expect(await page.getByText('Tidak Ada data').count()).toBe(0);
  const listImport = page.getByTestId('shop-import').filter({ hasText: 'Pusat Sinar Abadi' });
  await listImport
    .getByText(`Import produk selesai: ${sandboxShop.productCount} produk`)
    .waitFor({ timeout: 60_000 });
  await page.getByRole('table', { name: 'Daftar produk' }).waitFor();
  await page.getByRole('tab', { name: `Semua (${sandboxShop.productCount})` }).waitFor();
  expect(await page.getByText('Produk sedang diimpor').count()).toBe(0);
  await page.goto('/panel/home');

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
}); // 54 s under load 21 with a 5 s hold; the hold is 15 s now
