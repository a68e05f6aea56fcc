import { formatRupiah } from '@booster/domain';
import { expect, it } from 'vitest';
import { gotoUntilShown, useBrowser } from './support/browser.ts';
import { logInWithShops, sandboxPlatform } from './support/sandbox.ts';

const { baseURL, session } = useBrowser();

const PLATFORM = 'shopee';
const sandbox = sandboxPlatform(baseURL, PLATFORM);
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * A Shopee order's detail shows what its buyer paid part by part, ending on the sandbox's own total,
 * and the seller's estimated income; the page fits a phone without sideways scrolling.
 * Set SCREENSHOT_DIR to keep pictures of the page at 1280 and 390 px.
 */
it('the order detail shows the payment details adding up to what the buyer paid', async () => {
  const { page } = session;
  // The last Shopee shop: connect-shop uses "Pusat Sinar Abadi", no other journey this one.
  const shop = (await sandbox.shops()).filter((s) => s.name !== 'Pusat Sinar Abadi').at(-1);
  if (!shop) throw new Error('no free Shopee shop in the sandbox');

  await logInWithShops(page, 'platinum@booster.test', [PLATFORM, shop]);

  const product = (await sandbox.products(shop.id)).find(
    (p) => p.status === 'NORMAL' && p.variants.some((v) => v.stock > 1),
  );
  const variant = product?.variants.find((v) => v.stock > 1);
  if (!product || !variant) throw new Error('no Shopee product with stock');
  const placed = await sandbox.placeOrder(shop.id, [
    { productId: product.id, variantId: variant.id, quantity: 2 },
  ]);
  expect(placed.webhook?.delivered).toBe(true);
  const own = (await sandbox.orders(shop.id)).find((o) => o.id === placed.id);

  // The webhook stores the order: find it by its number and open it.
  const link = page.getByRole('link', { name: `Lihat detail order ${placed.id}` });
  await gotoUntilShown(page, `/panel/order/mp/${PLATFORM}?q=${placed.id}`, link, 'the order is listed');
  await link.click();
  const card = page.getByRole('region', { name: 'Rincian Pembayaran' });
  await card.waitFor();
  const total = card.locator('[data-row="totalPaid"] dd');
  expect(plain(await total.textContent())).toBe(plain(formatRupiah(own?.total ?? -1)));
  // The seller's income comes from Shopee's escrow detail, a second call the order-money job makes after
  // the webhook's write: the open page picks it up on its own refresh; a reload shows it at once.
  const income = card.locator('[data-row="income"]');
  for (
    let tries = 0;
    !(await income.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    ));
    tries++
  ) {
    expect(tries, 'the income row appears once the escrow is read').toBeLessThan(10);
    await page.reload();
  }
  expect(await income.count()).toBe(1);
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/order-detail-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await card.waitFor();
  // Just after the resize the layout may still be the wide one: wait for it to settle.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'no sideways scroll at 390 px',
    })
    .toBeLessThanOrEqual(0);
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/order-detail-390.png`, fullPage: true });
});
