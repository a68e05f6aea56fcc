import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { logInWithShops, sandboxPlatform } from './support/sandbox.ts';

const { baseURL, session } = useBrowser();

const PLATFORM = 'tiktok';
const sandbox = sandboxPlatform(baseURL, PLATFORM);
/**
 * TikTok prints a package's shipping label once it has a resi; an order on its way to the buyer
 * ('IN_TRANSIT', Booster's "Dikirim") has one. (Bukalapak pushes no webhooks: its orders arrive only
 * with the periodic reconciliation.)
 */
const SHIPPED = 'IN_TRANSIT';
const ORDERS = 3;

// The first TikTok shop: no other journey connects it (products-stock and bulk-stock-price use the others).
it('a seller prints the labels of several shipped orders in one PDF', async () => {
  const { page } = session;
  const [shop] = (await sandbox.shops()).slice(0, 1);

  await logInWithShops(page, 'seller@booster.test', [PLATFORM, shop]);

  // Three buyers' orders already handed to the courier; each is pushed as TikTok's signed order webhook.
  // (The shop's history arrives with its first reconciliation, up to a minute after connecting.)
  const products = (await sandbox.products(shop.id)).filter(
    (p) => p.status === 'ACTIVATE' && p.variants.some((v) => v.stock > 0),
  );
  expect(products.length).toBeGreaterThanOrEqual(ORDERS);
  const placed: string[] = [];
  for (const product of products.slice(0, ORDERS)) {
    const variant = product.variants.find((v) => v.stock > 0);
    const order = await sandbox.placeOrder(
      shop.id,
      [{ productId: product.id, variantId: variant?.id ?? '', quantity: 1 }],
      SHIPPED,
    );
    expect(order.webhook?.delivered).toBe(true);
    placed.push(order.id);
  }
  const resi = new Map(
    (await sandbox.orders(shop.id)).filter((o) => placed.includes(o.id)).map((o) => [o.id, o.trackingNumber]),
  );
  expect([...resi.values()].every(Boolean)).toBe(true);

  // The shop's orders on the "Dikirim" tab.
  await page.goto(`/panel/order/mp/${PLATFORM}`);
  await page.getByRole('combobox', { name: 'Toko', exact: true }).click();
  await page.getByRole('option', { name: shop.name, exact: true }).click();
  await page.waitForURL(/[?&]shop=/);
  await page.getByRole('tab', { name: /^Dikirim \(\d+\)$/ }).click();
  await page.waitForURL(/[?&]tab=shipped/);
  const table = page.getByRole('table', { name: 'Daftar order' });
  for (const id of placed) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: `Pilih order ${id}` }) });
    // The list follows the webhooks by itself (realtime); no reload.
    await row.waitFor();
    expect(await row.textContent()).toContain(resi.get(id));
    await row.getByRole('checkbox', { name: `Pilih order ${id}` }).check();
  }
  await page.getByText(`${ORDERS} order dipilih`).waitFor();

  await page.getByRole('button', { name: 'Cetak Label Massal' }).click();
  await page.waitForURL(`**/panel/order/mp/${PLATFORM}/bulk/print-label?ids=*`);
  await page.getByRole('heading', { name: 'Cetak Label Massal' }).waitFor();
  await page.getByText(`${ORDERS} order dipilih`).waitFor();
  await page.getByRole('radio', { name: 'A4 (4 label per halaman)' }).check();
  await page.getByRole('checkbox', { name: /Sertakan picking list/ }).check();

  // The PDF is fetched with the seller's token as soon as the batch is done. Chromium keeps no copy of
  // a body the page reads as a blob (the response's body() is empty), so the call passes through a
  // route that keeps the bytes the server sent.
  const FILE = /\/api\/app\/order\/label-batches\/[^/]+\/file$/;
  let served: Buffer | undefined;
  await page.route(FILE, async (route) => {
    const response = await route.fetch();
    served = await response.body();
    await route.fulfill({ response });
  });
  const fileResponse = page.waitForResponse((r) => r.request().method() === 'GET' && FILE.test(r.url()), {
    timeout: 45_000,
  });
  await page.getByRole('button', { name: 'Mulai Cetak' }).click();
  await page.getByText('Label siap dicetak').waitFor({ timeout: 45_000 });
  await page
    .getByRole('status')
    .filter({ hasText: `${ORDERS} dari ${ORDERS} label` })
    .waitFor();
  expect(
    await page.getByRole('progressbar', { name: 'Progres cetak label' }).getAttribute('aria-valuenow'),
  ).toBe('100');
  expect(await page.getByText(/label gagal$/).count()).toBe(0);

  const file = await fileResponse;
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^application\/pdf/);
  expect(served?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(served?.length).toBe(Number(file.headers()['content-length']));

  // Three labels fill one A4 sheet (four to a sheet); the picking list follows on its own page(s).
  const pdf = await PDFDocument.load(served as Buffer);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  const { width, height } = pdf.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

  // The page offers the merged PDF to open in a tab and to save.
  const open = page.getByRole('link', { name: 'Buka PDF' });
  const download = page.getByRole('link', { name: 'Unduh PDF' });
  expect(await open.getAttribute('href')).toMatch(/^blob:/);
  expect(await open.getAttribute('target')).toBe('_blank');
  expect(await download.getAttribute('download')).toMatch(/^label-.+\.pdf$/);
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(saved.suggestedFilename()).toMatch(/^label-.+\.pdf$/);
  // What the seller saves is the PDF the server built.
  expect((await readFile(await saved.path())).equals(served as Buffer)).toBe(true);
});
