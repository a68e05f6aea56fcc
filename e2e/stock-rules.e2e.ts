import { expect, it } from 'vitest';
import { shoot, useBrowser } from './support/browser.ts';
import {
  logInWithShops,
  type SandboxProduct,
  sandboxProduct,
  sandboxProducts,
  sandboxShops,
  waitUntil,
} from './support/sandbox.ts';

const { baseURL, session } = useBrowser();

/** A call to Booster's API as the signed-in seller (the token the web keeps). */
async function callAsSeller<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { status, body } = await session.page.evaluate(
    async ({ path, init }) => {
      const { accessToken } = JSON.parse(localStorage.getItem('booster.auth') ?? '{}');
      const res = await fetch(path, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: res.status, body: await res.json() };
    },
    { path, init },
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body as T;
}

const listed = (products: SandboxProduct[], status: string) =>
  products.find((p) => p.status === status && p.variants.length >= 1) as SandboxProduct;

// Every sandbox shop is some journey's; a shop is one account's per category, so this journey is the seller's,
// on the seller's third TikTok Shop (bulk-stock-price) and third Lazada shop (phone-lists, order-notification),
// with a master SKU of its own: it changes no stock those journeys read and deletes its rule at the end.
it('a seller locks a nearly sold-out SKU to one shop, checks it in the simulator, and the shops get it', async () => {
  const { page } = session;
  const tiktokShop = (await sandboxShops(baseURL, 'tiktok'))[2];
  const lazadaShop = (await sandboxShops(baseURL, 'lazada'))[2];
  await logInWithShops(page, 'seller@booster.test', ['tiktok', tiktokShop], ['lazada', lazadaShop]);

  const tiktokProduct = listed(await sandboxProducts(baseURL, 'tiktok', tiktokShop.id), 'ACTIVATE');
  const lazadaProduct = listed(await sandboxProducts(baseURL, 'lazada', lazadaShop.id), 'Active');
  const tiktokSku = tiktokProduct.variants[0].sku;
  const lazadaSku = lazadaProduct.variants[0].sku;

  // A master SKU of 3 units linked to one listing variant in each shop (once the imports brought them in).
  type Candidate = { variantId: string; sku: string; shopname: string };
  const candidate = async (sku: string, shopname: string) =>
    (await waitUntil(
      async () =>
        (
          await callAsSeller<Candidate[]>(
            `/api/app/master-product/link-candidates?search=${encodeURIComponent(sku)}&limit=50`,
          )
        ).find((c) => c.sku === sku && c.shopname === shopname),
      (found) => found !== undefined,
      { what: `${sku} imported` },
    )) as Candidate;
  const tiktokVariant = await candidate(tiktokSku, tiktokShop.name);
  const lazadaVariant = await candidate(lazadaSku, lazadaShop.name);
  const master = await callAsSeller<{ skus: { _id: string }[] }>('/api/app/master-product', {
    method: 'POST',
    body: {
      name: 'Sepatu Lari Aturan',
      skus: [{ sku: `RULE-${tiktokSku}`, name: 'L', price: 250_000, stock: 3 }],
    },
  });
  const skuId = master.skus[0]._id;
  await callAsSeller('/api/app/master-product/links', {
    method: 'POST',
    body: {
      links: [
        { variantId: tiktokVariant.variantId, masterSkuId: skuId },
        { variantId: lazadaVariant.variantId, masterSkuId: skuId },
      ],
    },
  });
  const stockOf = async (platform: 'tiktok' | 'lazada', shopId: string, product: SandboxProduct) =>
    (await sandboxProduct(baseURL, platform, shopId, product.id)).variants[0].stock;
  const lazadaHolds = (units: number) =>
    waitUntil(
      () => stockOf('lazada', lazadaShop.id, lazadaProduct),
      (stock) => stock === units,
      { what: `Lazada stock ${units}` },
    );
  await lazadaHolds(3);

  // The rules page from the stock list; a SKU rule with a sell-out lock below 5 keeping the TikTok shop.
  await page.goto('/panel/product/stock');
  await page
    .getByRole('navigation', { name: 'Menu produk' })
    .getByRole('link', { name: 'Aturan Stok', exact: true })
    .click();
  await page.getByText('Belum ada aturan', { exact: false }).waitFor();
  // The browser-notification prompt shows once after signing in; answer it when it shows.
  const later = page.getByRole('button', { name: 'Nanti saja' });
  await later.waitFor({ timeout: 5000 }).then(
    () => later.click(),
    () => undefined,
  );
  await page.getByRole('button', { name: 'Tambah Aturan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Aturan Stok' });
  await dialog.getByRole('combobox', { name: 'SKU master' }).fill(`RULE-${tiktokSku}`);
  await page.getByRole('option', { name: new RegExp(`RULE-${tiktokSku}`) }).click();
  await expect
    .poll(() => dialog.getByRole('combobox', { name: 'SKU master' }).inputValue())
    .toMatch(/^RULE-/);
  await dialog.getByRole('switch', { name: 'Kunci stok hampir habis' }).check({ force: true });
  await expect
    .poll(() => dialog.getByRole('switch', { name: 'Kunci stok hampir habis' }).isChecked())
    .toBe(true);
  await dialog.getByRole('textbox', { name: 'Batas stok' }).fill('5');
  await dialog.getByRole('checkbox', { name: new RegExp(tiktokShop.name) }).check();

  // The simulator shows both listings now (3 each) and under the draft (TikTok 3, Lazada 0) before saving.
  await dialog.getByRole('button', { name: 'Simulasikan' }).click();
  const rows = dialog.getByTestId('simulated-listing');
  await expect.poll(() => rows.count()).toBe(2);
  const tiktokRow = rows.filter({ hasText: tiktokShop.name });
  const lazadaRow = rows.filter({ hasText: lazadaShop.name });
  await expect.poll(() => tiktokRow.textContent()).toMatch(/Sekarang3.*Dengan draf3Tetap dijual/);
  await expect.poll(() => lazadaRow.textContent()).toMatch(/Sekarang3.*Dengan draf0Terkunci/);
  await shoot(page, 'stock-rules-simulator');

  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Aturan stok berhasil disimpan', { exact: false }).waitFor();
  const card = page.getByTestId('stock-rule');
  await expect.poll(() => card.textContent()).toMatch(/Kunci jika stok di bawah 5: hanya/);
  await shoot(page, 'stock-rules');

  // Saving pushed again: Lazada is told 0, the TikTok shop keeps the 3 units.
  await lazadaHolds(0);
  expect(await stockOf('tiktok', tiktokShop.id, tiktokProduct)).toBe(3);

  // Deleting (after confirming) pushes the whole stock to Lazada again.
  await card.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('dialog', { name: 'Hapus aturan stok?' }).getByRole('button', { name: 'Ya' }).click();
  await page.getByText('Aturan stok berhasil dihapus').waitFor();
  await lazadaHolds(3);
}, 180_000);
