import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatRupiah, formatRupiahRange } from '@booster/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { shoot, useBrowser } from './support/browser.ts';
import {
  logInWithShops,
  openShopListings,
  type SandboxProduct,
  sandboxPlatform,
  waitUntil,
} from './support/sandbox.ts';

const { baseURL, session } = useBrowser();

const PLATFORM = 'lazada';
const sandbox = sandboxPlatform(baseURL, PLATFORM);
/** The template's columns (sheet-columns.ts LISTING_COLUMNS): product name, SKU, price, stock. */
const COLUMN = { name: 4, sku: 7, price: 8, stock: 9 } as const;
const PRICE_UP = 1_100;
const STOCK_UP = 5;
const BAD_STOCK = -4;

type SheetRow = { row: number; name: string; sku: string; price: number; stock: number };

async function readSheet(path: string): Promise<{ book: ExcelJS.Workbook; rows: SheetRow[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  const rows: SheetRow[] = [];
  sheet.eachRow((r, row) => {
    if (row === 1) return;
    rows.push({
      row,
      name: String(r.getCell(COLUMN.name).value ?? ''),
      sku: String(r.getCell(COLUMN.sku).value ?? ''),
      price: Number(r.getCell(COLUMN.price).value),
      stock: Number(r.getCell(COLUMN.stock).value),
    });
  });
  return { book, rows };
}

/** What the product table shows: per row its name, SKUs, price range and total stock. */
async function tableRows(page: Page) {
  const cells = await page
    .getByRole('table', { name: 'Daftar produk' })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.querySelectorAll('td')).map((td) => (td as HTMLElement).innerText.trim()),
      ),
    );
  return cells.map(([, product, price, stock]) => {
    const lines = (product ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const skus = (lines.find((l) => l.startsWith('SKU: ')) ?? '').replace(/^SKU: /, '');
    return { name: lines[0], skus: skus.split(', ').sort(), price, stock, text: product };
  });
}

/**
 * A word of the shop's product names that picks a few products and no SKU of another one, leaving out
 * the product another journey (stock-rules) links and pushes.
 */
function filterWord(products: SandboxProduct[], avoid: SandboxProduct) {
  const byName = (word: string) => products.filter((p) => p.name.toLowerCase().includes(word));
  const bySku = (word: string) =>
    products.filter((p) => p.variants.some((v) => v.sku.toLowerCase().includes(word)));
  const words = new Set(products.flatMap((p) => p.name.toLowerCase().split(/[^a-z]+/)));
  for (const word of [...words].filter((w) => w.length >= 4).sort()) {
    const named = byName(word);
    if (named.length < 2 || named.length > 6 || named.includes(avoid)) continue;
    if (bySku(word).some((p) => !named.includes(p))) continue;
    if (named.some((p) => p.variants.length === 0)) continue;
    return { word, products: named };
  }
  throw new Error('no product-name word picks 2 to 6 products');
}

// Every sandbox shop is some journey's: this one is the seller's third Lazada shop (stock-rules,
// phone-lists, order-notification), on products none of them reads; it only raises prices and stock.
it('a seller exports a filtered list to Excel, imports it back filled with one bad row, previews and applies it', async () => {
  const { page } = session;
  const shop = (await sandbox.shops())[2];
  const all = await sandbox.products(shop.id);
  const stockRules = all.find((p) => p.status === 'Active' && p.variants.length >= 1) as SandboxProduct;
  const { word, products } = filterWord(all, stockRules);
  const variantCount = products.reduce((n, p) => n + p.variants.length, 0);

  await logInWithShops(page, 'seller@booster.test', [PLATFORM, shop]);
  await openShopListings(page, PLATFORM, shop.name, { min: shop.productCount });

  // The filter: the shop and a word of the products' names.
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(word);
  await page.waitForURL(new RegExp(`[?&]q=${word}`));
  const table = page.getByRole('table', { name: 'Daftar produk' });
  await waitUntil(
    async () => (await tableRows(page)).map((r) => r.name).sort(),
    (names) => JSON.stringify(names) === JSON.stringify(products.map((p) => p.name).sort()),
    { what: `the products named "${word}"` },
  );
  await waitUntil(
    () => table.locator('tbody').evaluate((body) => getComputedStyle(body).opacity),
    (opacity) => opacity === '1',
    { what: 'the filtered rows' },
  );
  const shown = await tableRows(page);

  // Export: the file downloads and holds one row per variant of exactly what the page shows.
  const dir = await mkdtemp(join(tmpdir(), 'booster-sheets-'));
  await page.getByRole('button', { name: 'Ekspor' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^booster-products-lazada-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const exported = join(dir, 'export.xlsx');
  await download.saveAs(exported);
  const { book, rows } = await readSheet(exported);
  expect(rows).toHaveLength(variantCount);
  for (const product of shown) {
    const own = rows.filter((r) => r.name === product.name);
    const label = `export row of ${product.name}`;
    expect(own.map((r) => r.sku).sort(), `${label}: ${product.text}`).toEqual(product.skus);
    const prices = own.map((r) => r.price);
    expect(formatRupiahRange(Math.min(...prices), Math.max(...prices)), label).toBe(product.price);
    expect(own.reduce((n, r) => n + r.stock, 0).toLocaleString('id-ID'), label).toBe(product.stock);
  }
  await shoot(page, 'spreadsheets-list');
  // On a phone the list is cards: every field's value fits its half of the card (a price range used to
  // run into the stock beside it).
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('article', { name: shown[0].name }).waitFor();
  const overflowing = await page.locator('article').evaluateAll((cards) =>
    cards.flatMap((card) =>
      Array.from(card.querySelectorAll<HTMLElement>('div[style*="overflow-wrap"]'))
        .filter((value) => value.scrollWidth > value.clientWidth + 1)
        .map((value) => value.innerText),
    ),
  );
  expect(overflowing).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Fill it in: every price and stock up, one row with a negative stock.
  const bad = rows[rows.length - 1];
  const sheet = book.worksheets[0];
  for (const r of rows) {
    sheet.getRow(r.row).getCell(COLUMN.price).value = r.price + PRICE_UP;
    sheet.getRow(r.row).getCell(COLUMN.stock).value = r === bad ? BAD_STOCK : r.stock + STOCK_UP;
  }
  const filled = join(dir, 'harga-stok.xlsx');
  await book.xlsx.writeFile(filled);

  await page.getByRole('button', { name: 'Impor Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor Harga & Stok dari Excel' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByLabel('File Excel (.xlsx, maks. 5 MB)').click(),
  ]);
  await chooser.setFiles(filled);
  await dialog.getByRole('button', { name: 'Pratinjau' }).click();

  // The preview: every change old → new, the refused row with its reason, nothing applied yet.
  const good = rows.filter((r) => r !== bad);
  const changes = good.length * 2;
  await dialog
    .getByText(`${rows.length} baris dibaca: ${changes} perubahan, 1 baris ditolak, 0 tanpa perubahan.`)
    .waitFor();
  await dialog
    .getByText('Belum ada yang diubah. Perubahan baru diterapkan setelah anda menekan Terapkan.')
    .waitFor();
  const changeRows = dialog.getByRole('table', { name: 'Perubahan' }).locator('tbody tr');
  expect(await changeRows.count()).toBe(changes);
  const changeTexts = (await changeRows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
  for (const r of good) {
    const price = `${formatRupiah(r.price)} → ${formatRupiah(r.price + PRICE_UP)}`.replace(/\s+/g, ' ');
    const stock = `${r.stock} → ${r.stock + STOCK_UP}`;
    const mine = changeTexts.filter((t) => t.startsWith(`${r.row} ${r.sku} `));
    expect(
      mine.some((t) => t.includes('Harga') && t.includes(price)),
      `price of ${r.sku}`,
    ).toBe(true);
    expect(
      mine.some((t) => t.includes('Stok') && t.endsWith(stock)),
      `stock of ${r.sku}`,
    ).toBe(true);
  }
  const refused = dialog.getByRole('table', { name: 'Baris yang ditolak' }).locator('tbody tr');
  expect((await refused.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual([
    `${bad.row} Tidak boleh negatif Stok ${BAD_STOCK}`,
  ]);
  await shoot(page, 'spreadsheets-preview');
  const untouched = await sandbox.products(shop.id);
  for (const r of rows) {
    const variant = untouched.flatMap((p) => p.variants).find((v) => v.sku === r.sku);
    expect(variant, `${r.sku} before confirming`).toMatchObject({ price: r.price, stock: r.stock });
  }

  // Apply: the rest goes to the shop as one bulk run; the refused row stays as it was.
  await dialog.getByRole('button', { name: `Terapkan ${changes} Perubahan` }).click();
  const result = page.getByRole('dialog', { name: 'Hasil Impor Harga & Stok' }).last();
  await result.getByRole('status', { name: 'Gagal: 0' }).waitFor({ timeout: 60_000 });
  await result.getByRole('status', { name: /^Berhasil: [1-9]\d*$/ }).waitFor();
  const applied = await waitUntil(
    () => sandbox.products(shop.id),
    (now) =>
      good.every((r) => {
        const v = now.flatMap((p) => p.variants).find((x) => x.sku === r.sku);
        return v?.price === r.price + PRICE_UP && v.stock === r.stock + STOCK_UP;
      }),
    { what: 'the imported prices and stock in the shop' },
  );
  const badVariant = applied.flatMap((p) => p.variants).find((v) => v.sku === bad.sku);
  expect(badVariant).toMatchObject({ price: bad.price, stock: bad.stock });
  await result.getByRole('button', { name: 'Tutup' }).click();
}, 120_000);
