import { expect, it } from 'vitest';
import { logIn, useBrowser } from './support/browser.ts';
import {
  connectShopThroughConsent,
  openShopListings,
  sandboxProducts,
  sandboxShops,
  waitUntil,
} from './support/sandbox.ts';

const { baseURL, session } = useBrowser();

const SELECT_ALL = 'Pilih semua produk di halaman ini';
const NEW_PRICE = 123_456;
/** TikTok allows 50 calls a second (Bukalapak 10, which makes 50 products of ~5 variants take ~35 s). */
const PLATFORM = 'tiktok';
const RUN_TIMEOUT_MS = 60_000;

// The third TikTok shop: no other journey connects it (products-stock uses the second).
it('a seller changes the price of 50 products in one bulk stock-price edit and sees 50 succeeded', async () => {
  const { page } = session;
  const [shop] = (await sandboxShops(baseURL, PLATFORM)).slice(2, 3);
  const before = await sandboxProducts(baseURL, PLATFORM, shop.id);
  expect(before.filter((p) => p.variants.every((v) => v.price === NEW_PRICE))).toEqual([]);

  await logIn(page, 'seller@booster.test');
  await page.waitForURL('**/panel/home');
  await connectShopThroughConsent(page, PLATFORM, shop.name);
  await openShopListings(page, PLATFORM, shop.name, { min: shop.productCount });

  // The live products, 20 a page: all of pages 1 and 2, then 10 rows of page 3.
  const table = page.getByRole('table', { name: 'Daftar produk' });
  const selectAll = table.getByRole('checkbox', { name: SELECT_ALL });
  const rowBoxes = table.getByRole('checkbox', { name: /^Pilih (?!semua produk di halaman ini$)/ });
  /**
   * Goes to page `n` of the live tab and waits for its rows: the list keeps the previous rows on screen
   * (dimmed) until the new page arrives, and a click on them would select the wrong products.
   */
  const showPage = async (n: number, go: () => Promise<void>) => {
    const listed = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return (
        url.pathname === `/api/app/product/${PLATFORM}` &&
        url.searchParams.get('tab') === 'live' &&
        url.searchParams.get('sort') === 'name_asc' &&
        (url.searchParams.get('page') ?? '1') === String(n)
      );
    });
    await go();
    expect((await listed).status()).toBe(200);
    await waitUntil(
      () => table.locator('tbody').evaluate((body) => getComputedStyle(body).opacity),
      (opacity) => opacity === '1',
      { what: `rows of page ${n}` },
    );
    expect(await selectAll.isChecked()).toBe(false);
    expect(await rowBoxes.count()).toBe(20);
  };
  const pageButton = (n: number) =>
    page.getByRole('navigation', { name: 'Halaman' }).getByRole('button', { name: `Halaman ${n}` });
  const firstName = () => table.locator('tbody tr').first().innerText();
  // The toolbar counts the selection; waiting for it proves each step picked new products.
  const selected = (n: number) => page.getByRole('button', { name: `Ubah Massal (${n})` }).waitFor();
  // Sorted by name: the simulated buyers keep ordering, and a sync that re-reads a product moves it in
  // the default "last changed" order between two page loads.
  await showPage(1, async () => {
    const url = new URL(page.url());
    url.searchParams.set('tab', 'live');
    url.searchParams.set('sort', 'name_asc');
    await page.goto(url.toString());
  });
  const firstOfPage1 = await firstName();
  await selectAll.check();
  await selected(20);
  await showPage(2, () => pageButton(2).click());
  await waitUntil(firstName, (name) => name !== firstOfPage1, { what: 'page 2 rows' });
  const firstOfPage2 = await firstName();
  await selectAll.check();
  await selected(40);
  await showPage(3, () => pageButton(3).click());
  await waitUntil(firstName, (name) => name !== firstOfPage2, { what: 'page 3 rows' });
  for (let i = 0; i < 10; i++) await rowBoxes.nth(i).check();
  await selected(50);

  await page.getByRole('button', { name: 'Ubah Massal (50)' }).click();
  await page.getByRole('menuitem', { name: 'Stok & Harga' }).click();
  await page.waitForURL(`**/panel/product/mp/${PLATFORM}/bulk/stock-price?ids=*`);

  // A row per variant; the first price filled down to every row.
  const sheet = page.getByRole('table', { name: 'Ubah Massal Stok & Harga' });
  await page.getByText('Produk dipilih: 50').waitFor({ timeout: 30_000 });
  const prices = sheet.getByRole('textbox', { name: /^Harga - / });
  expect(await prices.count()).toBeGreaterThanOrEqual(50);
  await prices.first().fill(String(NEW_PRICE));
  await sheet.getByRole('button', { name: 'Salin Harga baris pertama ke semua baris' }).click();
  expect(await prices.last().inputValue()).toBe('Rp 123.456');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();

  const result = page.getByRole('dialog', { name: 'Hasil Ubah Massal' });
  await result.waitFor({ timeout: RUN_TIMEOUT_MS });
  await result.getByRole('status', { name: 'Berhasil: 50' }).waitFor();
  await result.getByRole('status', { name: 'Gagal: 0' }).waitFor();

  // The shop's own data: exactly the 50 edited products carry the new price on every variant.
  const after = await waitUntil(
    () => sandboxProducts(baseURL, PLATFORM, shop.id),
    (products) => products.filter((p) => p.variants.every((v) => v.price === NEW_PRICE)).length >= 50,
    { what: '50 products at the new price' },
  );
  const changed = after.filter((p) => p.variants.every((v) => v.price === NEW_PRICE));
  expect(changed).toHaveLength(50);
  expect(changed.every((p) => p.status === 'ACTIVATE')).toBe(true);

  await result.getByRole('button', { name: 'Tutup' }).click();
  await page.waitForURL(new RegExp(`/panel/product/mp/${PLATFORM}(\\?|$)`));
}, 90_000);
