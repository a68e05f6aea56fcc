import { expect, it } from 'vitest';
import { gotoUntilShown, shoot, useBrowser } from './support/browser.ts';
import { logInWithShops, openShopListings, sandboxPlatform } from './support/sandbox.ts';

const { baseURL, session } = useBrowser();
const PLATFORM = 'lazada';
const sandbox = sandboxPlatform(baseURL, PLATFORM);

const fitsSideways = (page: typeof session.page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * On a 390 px phone the product and order lists are cards (a list item with a heading, status, price/total
 * and the main action) with no sideways scroll; at 1280 px they stay tables.
 * Set SCREENSHOT_DIR to keep pictures of each list at 1280 and 390 px.
 */
it('a seller on a phone reads products and orders as cards without sideways scrolling', async () => {
  const { page } = session;
  // The last Lazada shop: order-notification takes the third, shop-reconnect "Galeri Mitra Jaya".
  const shop = (await sandbox.shops()).filter((s) => !/Galeri Mitra Jaya/.test(s.name)).at(-1);
  if (!shop) throw new Error('no free Lazada shop in the sandbox');

  await logInWithShops(page, 'seller@booster.test', [PLATFORM, shop]);
  await openShopListings(page, PLATFORM, shop.name, { min: shop.productCount });

  await page.setViewportSize({ width: 390, height: 844 });
  const products = page.getByRole('list', { name: 'Daftar produk' });
  const firstProduct = products.getByRole('article').first();
  await firstProduct.waitFor();
  expect(await page.getByRole('table', { name: 'Daftar produk' }).count()).toBe(0);
  const productName = await firstProduct.getByRole('heading', { level: 3 }).textContent();
  expect(await firstProduct.getByRole('checkbox', { name: `Pilih ${productName}` }).count()).toBe(1);
  expect(await firstProduct.getByText(/^Rp/).count()).toBeGreaterThan(0);
  expect(await fitsSideways(page)).toBe(true);
  await shoot(page, 'phone-products');

  const product = (await sandbox.products(shop.id)).find((p) => p.variants.some((v) => v.stock > 1));
  const variant = product?.variants.find((v) => v.stock > 1);
  if (!product || !variant) throw new Error('no Lazada product with stock');
  const placed = await sandbox.placeOrder(shop.id, [
    { productId: product.id, variantId: variant.id, quantity: 1 },
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('article', { name: placed.id });
  await gotoUntilShown(
    page,
    `/panel/order/mp/${PLATFORM}?q=${placed.id}`,
    card,
    'the order is listed as a card',
  );
  expect(await page.getByRole('list', { name: 'Daftar order' }).count()).toBe(1);
  expect(await card.getByRole('checkbox', { name: `Pilih order ${placed.id}` }).count()).toBe(1);
  expect(await card.getByRole('link', { name: `Lihat detail order ${placed.id}` }).count()).toBe(1);
  expect(await fitsSideways(page)).toBe(true);
  await shoot(page, 'phone-orders');
  // Back on a desktop the same order is a table row again.
  await page
    .getByRole('table', { name: 'Daftar order' })
    .getByRole('row', { name: new RegExp(placed.id) })
    .waitFor();

  for (const [path, name] of [
    ['/panel/product/master', 'phone-masters'],
    ['/panel/product/stock', 'phone-stock'],
    ['/panel/notification', 'phone-notifications'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await shoot(page, name);
  }
});
