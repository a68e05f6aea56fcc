import { readFile } from 'node:fs/promises';
import type { PopularAnswer } from '@booster/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, logIn, shoot, useBrowser } from './support/browser.ts';

const { baseURL, session } = useBrowser();

async function sellerToken(): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'seller@booster.test', password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

// A fresh sandbox installation takes a month of market snapshots at start (research sandbox-history.ts).
beforeAll(async () => {
  const token = await sellerToken();
  const deadline = Date.now() + 240_000;
  for (;;) {
    const filters = await api<{ days: number }>(token, '/api/research/popular/filters?marketplace=bukalapak');
    if (filters.days >= 4) break;
    if (Date.now() > deadline) throw new Error('no sandbox market history after 4 minutes');
    await new Promise((r) => setTimeout(r, 2000));
  }
}, 250_000);

describe('research: popular products', () => {
  it('a seller finds best sellers of a category, exports them, and sends one to Scrape and to keyword analysis', async () => {
    const { page } = session;
    await logIn(page, 'seller@booster.test');
    await page.waitForURL('**/panel/home');
    await page.goto('/panel/research/popular');
    const table = page.getByRole('table', { name: 'Daftar produk populer' });
    await table.waitFor();

    // The page shows what the API estimates from the snapshots (the API tests compare those with the catalogue).
    const token = await sellerToken();
    const shown = await api<PopularAnswer>(token, '/api/research/popular?marketplace=shopee&period=7');
    expect(shown.docs.length).toBeGreaterThan(0);
    const first = shown.docs[0];
    const firstRow = table.getByRole('row').nth(1);
    await expect.poll(() => firstRow.textContent()).toContain(first.name);
    expect(await firstRow.textContent()).toContain(first.units.toLocaleString('id-ID'));

    // A category, 30 days, by revenue.
    const filters = page.getByRole('form', { name: 'Filter' });
    await filters.getByLabel('Periode').click();
    await page.getByRole('option', { name: '30 hari' }).click();
    await filters.getByLabel('Kategori').click();
    const category = shown.docs[0].categoryName;
    await page.getByRole('option', { name: new RegExp(`› ${category}$`) }).click();
    await filters.getByLabel('Urutkan').click();
    await page.getByRole('option', { name: 'Estimasi omzet' }).click();
    await filters.getByRole('button', { name: 'Terapkan' }).click();
    await page.waitForURL(/period=30.*categoryId=|categoryId=.*period=30/);
    const filtered = await api<PopularAnswer>(
      token,
      `/api/research/popular?${new URL(page.url()).searchParams.toString()}`,
    );
    expect(filtered.docs.length).toBeGreaterThan(0);
    expect(filtered.docs.every((d) => d.categoryName === category)).toBe(true);
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toContain(filtered.docs[0].name);
    await page.getByRole('heading', { name: 'Grafik' }).waitFor();
    await shoot(page, 'research-popular');

    // Export: the filtered list as CSV, one line per product.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Ekspor CSV/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^produk-populer-shopee-30hari-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await file.path()) ?? '', 'utf8')).trim().split('\r\n');
    expect(csv[0]).toContain('Peringkat,Marketplace,Nama produk');
    expect(csv).toHaveLength(Math.min(filtered.totalDocs, 500) + 1);

    // Send the first product to keyword analysis, then to Scrape.
    const top = filtered.docs[0];
    await table
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /^Analisis kata kunci/ })
      .click();
    await page.waitForURL('**/panel/research/keyword-analysis?**');
    expect(new URL(page.url()).searchParams.get('marketplace')).toBe('shopee');
    await page.goBack();
    await table
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: `Scrape ${top.name}` })
      .click();
    await page.waitForURL('**/panel/product/scrape?**');
    expect(new URL(page.url()).searchParams.get('url')).toBe(top.url);
  });
});
