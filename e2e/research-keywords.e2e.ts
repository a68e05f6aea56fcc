import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, shoot, useBrowser } from './support/browser.ts';
import {
  connectShopThroughConsent,
  openShopListings,
  sandboxProducts,
  sandboxShops,
  waitUntil,
} from './support/sandbox.ts';

const { baseURL, session } = useBrowser();
/** An analysis reads ~20 public-search pages of the emulators (each a scan of the catalogue). */
const ANALYSIS_TIMEOUT = 90_000;
const JOURNEY_TIMEOUT = 240_000;

/** The sandbox's public Shopee search, as any shopper would call it: the platform's own result count. */
async function shopeeResultCount(keyword: string): Promise<number> {
  const url = `${baseURL}/sandbox/shopee/api/v4/search/search_items?${new URLSearchParams({ keyword, by: 'sales', limit: '1' })}`;
  const body = (await (await fetch(url)).json()) as { total_count: number };
  return body.total_count;
}

async function noAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

const tile = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

describe('research: keyword analysis and titles', () => {
  it(
    'a seller analyses a keyword from a link, follows a related one, compares both from the saved list',
    async () => {
      const { page } = session;
      await logIn(page, 'seller@booster.test');
      await page.waitForURL('**/panel/home');

      await page.goto('/panel/research/keyword-analysis?keyword=kaos%20polos&marketplace=shopee');
      await page.getByRole('heading', { name: 'Sebaran Harga' }).waitFor({ timeout: ANALYSIS_TIMEOUT });
      const total = await shopeeResultCount('kaos polos');
      expect(await tile(page, 'Hasil pencarian').textContent()).toBe(total.toLocaleString('id-ID'));
      expect(await page.getByRole('textbox', { name: 'Kata kunci' }).inputValue()).toBe('kaos polos');
      await noAxeViolations(page);
      await shoot(page, 'research-keyword-analysis');

      // A related keyword opens its own analysis.
      const related = page.getByRole('region', { name: 'Kata Kunci Terkait' });
      const firstRelated = (await related.locator('li').first().locator('p').first().textContent()) ?? '';
      await related.getByRole('link', { name: `Analisis ${firstRelated}` }).click();
      // The first analysis's address has a keyword too: wait for the related one's.
      await page.waitForURL((url) => url.searchParams.get('keyword') === firstRelated);
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Kata kunci' }).inputValue(), {
          timeout: ANALYSIS_TIMEOUT,
        })
        .toBe(firstRelated);
      await page.getByRole('heading', { name: 'Sebaran Harga' }).waitFor({ timeout: ANALYSIS_TIMEOUT });
      expect(await tile(page, 'Hasil pencarian').textContent()).toBe(
        (await shopeeResultCount(firstRelated)).toLocaleString('id-ID'),
      );

      // The saved list: both analyses, compared side by side, one analysed again.
      await page.getByRole('link', { name: 'Daftar analisis' }).click();
      await page.getByRole('heading', { name: 'Daftar Analisis Kata Kunci' }).waitFor();
      await page.getByRole('checkbox', { name: 'Pilih kaos polos untuk dibandingkan' }).check();
      await page.getByRole('checkbox', { name: `Pilih ${firstRelated} untuk dibandingkan` }).check();
      await page.getByRole('button', { name: 'Bandingkan (2)' }).click();
      const table = page.getByRole('table');
      await expect
        .poll(() => table.getByRole('columnheader').allTextContents())
        .toEqual(expect.arrayContaining(['kaos polos (Shopee)', `${firstRelated} (Shopee)`]));
      const counts = await table
        .getByRole('row', { name: /Hasil pencarian/ })
        .getByRole('cell')
        .allTextContents();
      expect(counts).toContain(total.toLocaleString('id-ID'));
      await noAxeViolations(page);
      await shoot(page, 'research-keyword-list');

      const row = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('checkbox', { name: 'Pilih kaos polos untuk dibandingkan' }) });
      await row.getByRole('button', { name: 'Analisis ulang' }).click();
      await page.getByText('Analisis "kaos polos" diperbarui').waitFor({ timeout: ANALYSIS_TIMEOUT });
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'a seller makes titles within each platform limit, copies one and puts one on a Bukalapak product',
    async () => {
      const { page, context } = session;
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const shop = (await sandboxShops(baseURL, 'bukalapak')).at(-1);
      if (!shop) throw new Error('no Bukalapak shop in the sandbox');
      await logIn(page, 'seller@booster.test');
      await page.waitForURL('**/panel/home');
      await connectShopThroughConsent(page, 'bukalapak', shop.name);
      await openShopListings(page, 'bukalapak', shop.name);

      await page.goto('/panel/research/generate-title');
      await page
        .getByLabel('Deskripsi produk')
        .fill('Kaos polos bahan cotton combed 30s, adem dan nyaman dipakai.');
      await page.getByLabel('Kategori').fill('Pakaian Pria');
      const keywords = page.getByRole('combobox', { name: 'Kata kunci' });
      for (const k of ['kaos polos', 'kaos polos premium', 'cotton combed 30s']) {
        await keywords.fill(k);
        await keywords.press('Enter');
      }
      await page.getByRole('button', { name: 'Buat judul' }).click();
      const titles = page.getByRole('tabpanel');
      await titles.getByRole('listitem').first().waitFor({ timeout: ANALYSIS_TIMEOUT });

      for (const [tab, max] of [
        ['Shopee', 120],
        ['Tokopedia', 70],
        ['Bukalapak', 150],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        const all = await titles
          .getByRole('listitem')
          .evaluateAll((items) => items.map((li) => li.querySelector('p')?.textContent ?? ''));
        expect(all.length).toBeGreaterThan(0);
        for (const title of all) expect(title.length).toBeLessThanOrEqual(max);
      }
      await page.getByRole('tab', { name: 'Shopee' }).click();
      const best = (await titles.getByRole('listitem').first().locator('p').first().textContent()) ?? '';
      await titles.getByRole('button', { name: 'Salin' }).first().click();
      await page.getByText('Judul disalin').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(best);
      await noAxeViolations(page);
      await shoot(page, 'research-generate-title');

      // Apply the best Bukalapak title to the first listing: the platform's product gets the new name.
      await page.getByRole('tab', { name: 'Bukalapak' }).click();
      const chosenTitle =
        (await titles.getByRole('listitem').first().locator('p').first().textContent()) ?? '';
      await titles.getByRole('button', { name: 'Pakai di produk' }).first().click();
      const dialog = page.getByRole('dialog');
      const firstListing = dialog.getByRole('radio').first();
      await firstListing.waitFor();
      const before = await sandboxProducts(baseURL, 'bukalapak', shop.id);
      await firstListing.check();
      await dialog.getByRole('button', { name: 'Ganti judul' }).click();
      await page.getByText('Judul produk diperbarui').waitFor({ timeout: ANALYSIS_TIMEOUT });
      await waitUntil(
        () => sandboxProducts(baseURL, 'bukalapak', shop.id),
        (after) =>
          after.some(
            (p) => p.name === chosenTitle && !before.some((b) => b.id === p.id && b.name === chosenTitle),
          ),
        { what: 'the Bukalapak product renamed to the generated title' },
      );
    },
    JOURNEY_TIMEOUT,
  );
});
