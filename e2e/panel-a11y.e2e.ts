import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { logInWithShops, openShopListings, sandboxShops } from './support/sandbox.ts';

const { baseURL, session } = useBrowser();
const PLATFORM = 'lazada';

/** The panel's everyday pages, each with what shows that its data is there. */
const PAGES: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/panel/home', ready: (p) => p.getByRole('table', { name: 'Daftar toko terhubung' }).waitFor() },
  {
    path: `/panel/product/mp/${PLATFORM}`,
    ready: (p) => p.getByRole('tab', { name: /^Semua \(\d+\)$/ }).waitFor(),
  },
  {
    path: `/panel/order/mp/${PLATFORM}`,
    ready: (p) =>
      p
        .getByRole('tab', { name: /^Semua/ })
        .first()
        .waitFor(),
  },
  { path: '/panel/product/stock', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { path: '/panel/product/stock/log', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { path: '/panel/product/master', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { path: '/panel/notification', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
];

async function violations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('; ')}`,
  );
}

/**
 * A seller with a connected shop (its products and orders in every status imported) reads the panel's
 * everyday pages at 1280 and 390 px: axe finds no WCAG 2 A/AA violation (badge contrast, the avatar
 * button's name, scrolling tables reachable by keyboard), and no page scrolls sideways on a phone.
 */
it('the panel pages pass axe on a desktop and on a phone', async () => {
  const { page } = session;
  const [shop] = await sandboxShops(baseURL, PLATFORM);
  if (!shop) throw new Error('no Lazada shop in the sandbox');
  await logInWithShops(page, 'platinum@booster.test', [PLATFORM, shop]);
  await openShopListings(page, PLATFORM, shop.name, { min: 1 });

  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { path, ready } of PAGES) {
      await page.goto(path);
      await ready(page);
      await page.waitForLoadState('networkidle');
      for (const v of await violations(page)) found.push(`${width}px ${path} ${v}`);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      if (sideways) found.push(`${width}px ${path} scrolls sideways`);
    }
  }
  expect(found).toEqual([]);

  // On a phone the browser-notification prompt sits above the bottom bar and leaves room below the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/panel/home');
  await page.getByRole('button', { name: 'Nanti saja' }).waitFor({ timeout: 20_000 });
  const layout = await page.evaluate(() => ({
    barTop: document.querySelector('.bottom-bar')?.getBoundingClientRect().top ?? 0,
    cardBottom: Math.max(
      ...[...document.querySelectorAll('.mantine-Notifications-root')].map(
        (e) => e.getBoundingClientRect().bottom,
      ),
    ),
    room: Number.parseFloat(getComputedStyle(document.body).paddingBottom),
  }));
  expect(layout.cardBottom).toBeLessThanOrEqual(layout.barTop);
  expect(layout.room).toBeGreaterThan(0);

  // A dialog's buttons are never under the prompt: it steps aside while the dialog is open.
  const later = page.getByRole('button', { name: 'Nanti saja' });
  await page.getByRole('button', { name: 'Hubungkan Toko' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Integrasi Marketplace' });
  await dialog.waitFor();
  await expect.poll(() => later.isVisible()).toBe(false);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => later.isVisible()).toBe(true);

  // On a wide screen the floating help button leaves room below the page's last action.
  await page.setViewportSize({ width: 1280, height: 800 });
  const help = page.getByRole('link', { name: 'Butuh bantuan?' });
  await help.waitFor();
  const helpHeight = (await help.boundingBox())?.height ?? 0;
  const mainRoom = await page.evaluate(() =>
    Number.parseFloat(getComputedStyle(document.querySelector('.panel-main') as Element).paddingBottom),
  );
  expect(helpHeight).toBeGreaterThan(0);
  expect(mainRoom).toBeGreaterThanOrEqual(helpHeight + 20);
}, 300_000);
