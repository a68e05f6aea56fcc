import { expect, it } from 'vitest';
import { shoot, useBrowser } from './support/browser.ts';
import {
  logInWithShops,
  openShopListings,
  sandboxProducts,
  sandboxShopNamed,
  waitUntil,
} from './support/sandbox.ts';

const { baseURL, session } = useBrowser();

const shopProducts = (shopId: string) => sandboxProducts(baseURL, 'shopee', shopId);
const isUpload = (path: string | undefined) => Boolean(path?.startsWith('/_assets/uploads/'));

// A shop is one account's per category (SHOP_TAKEN): the platinum seller's product shop, shared with
// order-money and boost; "Warung Rezeki Makmur" is connect-limit's (free), "Pusat Sinar Abadi" connect-shop's.
it('a seller builds a frame, previews it on a product photo, frames one cover and five more, then takes a frame off', async () => {
  const { page } = session;
  const shop = await sandboxShopNamed(baseURL, 'shopee', 'Grosir Bintang Jaya');
  const before = await shopProducts(shop.id);

  await logInWithShops(page, 'platinum@booster.test', ['shopee', shop]);
  await openShopListings(page, 'shopee', shop.name, { min: 20 });

  // The Tools > Frame menu lands on Shopee's frames: none yet.
  await page.goto('/panel/product/frame');
  await page.waitForURL('**/panel/product/frame/shopee');
  await page.getByText('Belum ada frame').waitFor();
  await shoot(page, 'frames-empty');

  // Build a template frame; the preview shows it over the seller's own product photo.
  await page.getByRole('link', { name: 'Tambah Frame' }).first().click();
  await page.waitForURL('**/panel/product/frame/shopee/add');
  await page.getByRole('textbox', { name: 'Nama frame' }).fill('Promo Gratis Ongkir');
  const preview = page.getByRole('img', { name: /^Pratinjau frame pada foto sampul .+/ });
  await preview.waitFor({ timeout: 30_000 });
  const productName = (
    await page.getByRole('combobox', { name: 'Pratinjau pada produk' }).inputValue()
  ).trim();
  expect(productName).not.toBe('');
  await page.getByRole('textbox', { name: 'Teks badge' }).fill('COD');
  await shoot(page, 'frame-editor');
  await page.getByRole('button', { name: 'Simpan Frame' }).click();
  await page.getByText('Frame berhasil disimpan').waitFor();
  await page.waitForURL(/\/panel\/product\/frame\/shopee\/[0-9a-f-]{36}$/);

  // Frame the previewed product: confirmation, then the bulk result dialog.
  await page.getByRole('button', { name: 'Pasang ke Produk Ini' }).click();
  await page.getByRole('dialog', { name: 'Pasang frame?' }).getByRole('button', { name: 'Ya' }).click();
  const single = page.getByRole('dialog', { name: 'Hasil Pasang Frame' });
  await single.waitFor({ timeout: 30_000 });
  await single.getByRole('status', { name: 'Berhasil: 1' }).waitFor();
  const framedOne = await waitUntil(
    () => shopProducts(shop.id),
    (products) => isUpload(products.find((p) => p.name === productName)?.images[0]),
    { what: 'the previewed product with a framed cover' },
  );
  const original = before.find((p) => p.name === productName);
  expect(framedOne.find((p) => p.name === productName)?.images.slice(1)).toEqual(original?.images.slice(1));
  await single.getByRole('button', { name: 'Tutup' }).click();

  // Many at once: the mass page, five products picked from the list.
  await page.goto('/panel/product/frame/shopee/add/mass');
  const table = page.getByRole('table', { name: 'Produk Shopee' });
  const rowBoxes = table.getByRole('checkbox', { name: /^Pilih (?!semua produk di halaman ini$)/ });
  await rowBoxes.first().waitFor();
  for (let i = 0; i < 5; i++) await rowBoxes.nth(i).check();
  await page.getByText('5 produk dipilih').waitFor();
  await shoot(page, 'frame-mass');
  await page.getByRole('button', { name: 'Pasang Frame' }).click();
  await page
    .getByRole('dialog', { name: 'Pasang frame ke 5 produk?' })
    .getByRole('button', { name: 'Ya' })
    .click();
  const mass = page.getByRole('dialog', { name: 'Hasil Pasang Frame' });
  await mass.waitFor({ timeout: 60_000 });
  await mass.getByRole('status', { name: 'Berhasil: 5' }).waitFor();
  await mass.getByRole('button', { name: 'Tutup' }).click();
  const framedMany = await shopProducts(shop.id);
  expect(framedMany.filter((p) => isUpload(p.images[0])).length).toBeGreaterThanOrEqual(5);

  // The list shows the framed products; taking one frame off puts the original cover back.
  await page.goto('/panel/product/frame/shopee');
  const framedTable = page.getByRole('table', { name: 'Produk yang memakai frame' });
  await framedTable.getByRole('row', { name: new RegExp(escapeRegExp(productName)) }).waitFor();
  await shoot(page, 'frames-list');
  await page.getByRole('button', { name: `Lepas Frame: ${productName}` }).click();
  await page.getByRole('dialog', { name: 'Lepas frame?' }).getByRole('button', { name: 'Ya' }).click();
  const removed = page.getByRole('dialog', { name: 'Hasil Lepas Frame' });
  await removed.waitFor({ timeout: 30_000 });
  await removed.getByRole('status', { name: 'Berhasil: 1' }).waitFor();
  const restored = await shopProducts(shop.id);
  expect(restored.find((p) => p.name === productName)?.images).toEqual(original?.images);
}, 240_000);

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
