import { expect, it } from 'vitest';
import { shoot, useBrowser } from './support/browser.ts';
import { logInWithShops, sandboxProducts, sandboxShops } from './support/sandbox.ts';
import { pickFirstOption, pickOption } from './support/select.ts';

const { baseURL, session } = useBrowser();

type Found = { itemid: number; shopid: number; item_basic: { name: string; shop_name: string } };

/** Listings of the sandbox's public Shopee search, as Research shows them (the market catalogue). */
async function shopeeListings(keyword: string): Promise<Found[]> {
  const res = await fetch(`${baseURL}/sandbox/shopee/api/v4/search/search_items?keyword=${keyword}&limit=60`);
  return ((await res.json()) as { items: Found[] }).items;
}

/**
 * Research sends a Shopee product to Scrape (`?url=`): the seller scrapes it, sees the warning, edits
 * the name and publishes it to their Lazada shop, which then sells it; then a Shopee shop link reads
 * three products with progress into three more drafts; a foreign link is refused on the field.
 */
it('a seller scrapes a product into a draft, publishes it to their shop, then scrapes a shop', async () => {
  const { page } = session;
  // No other journey connects a Lazada shop.
  const [shop] = await sandboxShops(baseURL, 'lazada');
  await logInWithShops(page, 'platinum@booster.test', ['lazada', shop]);

  const listings = await shopeeListings('kaos');
  const source = listings.find((l) => l.item_basic.name.length >= 20) ?? listings[0];
  const url = `https://shopee.co.id/product/${source.shopid}/${source.itemid}`;
  await page.goto(`/panel/product/scrape?url=${encodeURIComponent(url)}`);
  await page.getByText('Hati-hati memakai foto dan teks penjual lain').waitFor();
  await page.getByText('Belum ada draft').waitFor();
  await expect.poll(() => page.getByLabel('Link produk atau toko').inputValue()).toBe(url);
  await shoot(page, 'product-scrape-empty');
  await page.getByRole('button', { name: 'Scrape', exact: true }).click();

  const editor = page.getByRole('dialog', { name: 'Ubah draft' });
  await expect.poll(() => editor.getByLabel('Nama produk').inputValue()).toBe(source.item_basic.name);
  const variantCount = await editor.getByTestId('draft-variant').count();
  expect(variantCount).toBeGreaterThan(0);
  expect(await editor.getByRole('img', { name: /^Foto \d/ }).count()).toBeGreaterThan(0);

  const name = `${source.item_basic.name} Toko Platinum`;
  await editor.getByLabel('Nama produk').fill(name);
  await editor.getByLabel('Berat (gram)').fill('450');
  // Shopee pages show no seller SKU; Lazada requires one per variant.
  const skus = editor.getByRole('textbox', { name: 'SKU' });
  for (let i = 0; i < variantCount; i++) await skus.nth(i).fill(`PLAT-${i + 1}`);
  // The seller's newest shop comes first, which depends on the journeys before: pick it by name.
  await pickOption(editor.getByPlaceholder('Pilih toko'), `${shop.name} (Lazada)`);
  await pickFirstOption(editor.getByPlaceholder('Pilih kategori'));
  // Lazada's one mandatory attribute.
  const brand = editor.getByLabel(/^Merek/);
  await brand.waitFor();
  await pickFirstOption(brand);
  await editor.getByRole('checkbox').first().check();
  await editor.getByRole('button', { name: 'Terbitkan' }).click();
  await page.getByText(`Produk diterbitkan ke ${shop.name}`).waitFor();
  await shoot(page, 'product-scrape-published');

  // Lazada itself now sells it, with the scraped variants.
  await expect
    .poll(
      async () =>
        (await sandboxProducts(baseURL, 'lazada', shop.id)).find((p) => p.name === name)?.variants.length,
    )
    .toBe(variantCount);
  await page.getByText('Diterbitkan', { exact: true }).click();
  await page.getByTestId('scrape-draft').filter({ hasText: name }).waitFor();

  // A shop link: three of its products, read one by one with progress.
  const other = listings.find((l) => l.shopid !== source.shopid) ?? listings[1];
  await page.getByLabel('Link produk atau toko').fill(`https://shopee.co.id/shop/${other.shopid}`);
  await page.getByLabel('Jumlah produk maksimal (link toko)').fill('3');
  await page.getByRole('button', { name: 'Scrape', exact: true }).click();
  const result = page.getByRole('dialog', { name: 'Hasil scrape toko' });
  await result.waitFor({ timeout: 30_000 });
  await result.getByRole('button').last().click();
  await page.getByText('Draft', { exact: true }).click();
  await expect
    .poll(() => page.getByTestId('scrape-draft').filter({ hasText: other.item_basic.shop_name }).count())
    .toBe(3);
  await shoot(page, 'product-scrape-drafts');

  // Anything but the four platforms is refused on the field.
  await page.getByLabel('Link produk atau toko').fill('https://example.com/produk/1');
  await page.getByRole('button', { name: 'Scrape', exact: true }).click();
  await page
    .getByText('Hanya link produk atau toko Shopee, Tokopedia, Lazada dan TikTok Shop yang bisa di-scrape')
    .waitFor();
}, 180_000);
