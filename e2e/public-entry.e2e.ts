import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from './support/browser.ts';

/** The scripts a page load fetches (decision 010: a public page loads its small entry, not the app). */
function scriptsOf(page: Page) {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') urls.push(new URL(req.url()).pathname);
  });
  return urls;
}

describe('public pages at 390 px', () => {
  const { session } = useBrowser({ viewport: { width: 390, height: 844 } });

  it('the landing page is drawn by the server with its small entry; the menu opens the app', async () => {
    const { page } = session;
    const scripts = scriptsOf(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('heading', { level: 1, name: 'Semua toko online Anda, cukup satu dashboard.' })
      .waitFor();
    expect(scripts.some((s) => /\/assets\/public-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.length).toBeLessThanOrEqual(3);

    // The menu is the app's: the first tap hands over and the drawer opens.
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Harga' }).waitFor();
    expect(scripts.length).toBeGreaterThan(3);
    await drawer.getByRole('link', { name: 'Harga' }).click();
    await page.waitForURL('**/pricing');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
});

describe('public pages at 1280 px', () => {
  const { session } = useBrowser({ viewport: { width: 1280, height: 800 } });

  it('the language switch hands over to the app; the server then draws the pages in English', async () => {
    const { page } = session;
    await page.goto('/pricing');
    await page.getByText('EN', { exact: true }).first().click();
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Pricing' }).first().waitFor();

    const scripts = scriptsOf(page);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in to Booster' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.every((s) => !/\/assets\/index-/.test(s))).toBe(true);
  });

  it('typing into the server-drawn login form carries over into the app, which signs in', async () => {
    const { page } = session;
    await logIn(page, 'seller@booster.test');
    await page.waitForURL('**/panel/home');
    // A signed-in visitor of the landing page gets the app's header with the way back to the panel.
    await page.goto('/');
    await page.getByRole('link', { name: 'Buka Panel' }).first().waitFor();
  });
});
