import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { shoot, useBrowser } from './support/browser.ts';
import { logInWithShops, openShopListings, sandboxShopNamed } from './support/sandbox.ts';

const { baseURL, session } = useBrowser();

/** WCAG 2 A/AA rules axe finds broken on the page, each with the elements that break it. */
const axeRules = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

type Held = { itemId: string; via: string };
const held = async (shopId: string) =>
  (await (await fetch(`${baseURL}/sandbox/_control/shopee/boosts?shopId=${shopId}`)).json()) as Held[];

/**
 * Naikkan Produk: the seller sets up a Shopee shop's queue (5 per 4 hours, three products, one moved
 * up), the scheduler job boosts them through Shopee at the next minute (the sandbox holds them
 * boosted), the page shows them boosted and in the history; pause, resume and delete ask first.
 */
it('a seller queues products, the next minute Shopee holds them boosted, then pauses, resumes and deletes', async () => {
  const { page } = session;
  // A shop is one account's per category (SHOP_TAKEN): the platinum seller's product shop of order-money
  // and product-frames; "Warung Rezeki Makmur" is connect-limit's, "Pusat Sinar Abadi" connect-shop's.
  const shop = await sandboxShopNamed(baseURL, 'shopee', 'Grosir Bintang Jaya');
  await logInWithShops(page, 'platinum@booster.test', ['shopee', shop]);
  await openShopListings(page, 'shopee', shop.name, { min: 5 });

  await page.goto('/panel/product/boost');
  const card = page.getByRole('region', { name: shop.name });
  await card.getByText('Belum diatur').waitFor();
  await shoot(page, 'boost-shops');
  expect(await axeRules(page)).toEqual([]);
  await card.getByRole('link', { name: 'Atur antrian' }).click();
  await page.waitForURL('**/panel/product/boost/*/setting');
  await page.getByText('Antrian masih kosong. Tambahkan produk dari daftar di bawah.').waitFor();

  await page.getByRole('radio', { name: '5 produk per 4 jam' }).check();
  const picker = page.getByRole('region', { name: 'Tambah produk' });
  const adds = picker.getByRole('button', { name: /^Tambah / });
  await adds.first().waitFor();
  const queue = page.getByRole('region', { name: 'Antrian produk' });
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const button = picker.getByRole('button', { name: /^Tambah /, disabled: false }).first();
    names.push(((await button.getAttribute('aria-label')) ?? '').replace(/^Tambah /, ''));
    await button.click();
    // Queued before the next pick: until then the same product is still the first one offered.
    await queue.getByText(`${i + 1}/30`, { exact: true }).waitFor();
  }
  // The third product first.
  await queue.getByRole('button', { name: `Naikkan prioritas ${names[2]}` }).click();
  await queue.getByRole('button', { name: `Naikkan prioritas ${names[2]}` }).click();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Antrian disimpan').waitFor();
  await expect
    .poll(async () =>
      (await queue.getByRole('listitem').allTextContents()).map((text) =>
        names.find((n) => text.includes(n)),
      ),
    )
    .toEqual([names[2], names[0], names[1]]);
  await page.getByText('Aktif', { exact: true }).waitFor();

  // The scheduler job runs every minute: the queue's first run is the next one.
  await expect.poll(async () => (await held(shop.id)).length, { timeout: 100_000, interval: 2000 }).toBe(3);
  await page.reload();
  const boosted = page.getByRole('region', { name: 'Sedang naik di Shopee' });
  await boosted.getByText('3/5').waitFor();
  for (const name of names) await boosted.getByText(name).waitFor();
  const history = page.getByRole('region', { name: 'Riwayat' });
  await expect.poll(() => history.getByText('Dinaikkan', { exact: true }).count()).toBe(3);
  await shoot(page, 'boost-setting');
  expect(await axeRules(page)).toEqual([]);

  await page.getByRole('button', { name: 'Jeda' }).click();
  await page.getByRole('dialog', { name: 'Jeda antrian?' }).getByRole('button', { name: 'Ya' }).click();
  await page.getByText('Dijeda', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await page.getByText('Antrian dilanjutkan').waitFor();
  await page.getByText('Aktif', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Hapus antrian' }).click();
  await page
    .getByRole('dialog', { name: 'Hapus antrian?' })
    .getByRole('button', { name: 'Ya, Hapus' })
    .click();
  await page.waitForURL('**/panel/product/boost');
  await page.getByRole('region', { name: shop.name }).getByText('Belum diatur').waitFor();
}, 240_000);
