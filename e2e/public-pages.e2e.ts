import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

const PAGES = [
  '/',
  '/optimasi-shopee',
  '/pricing',
  '/login',
  '/login/chat',
  '/login/admin',
  '/register',
  '/reset-password/request',
  '/privacy-policy',
  '/halaman-yang-tidak-ada',
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  describe(`public pages at ${viewport.width} px`, () => {
    const { session } = useBrowser({ viewport });
    it.each(PAGES)('%s renders a heading, fits the width and passes axe', async (path) => {
      const { page } = session;
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  });
}
