import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Screenshots for a reviewer when SCREENSHOT_DIR is set (desktop and phone widths); never sideways scroll. */
export async function shootWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const dir = process.env.SCREENSHOT_DIR;
    if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways, `${name} scrolls sideways at ${width}px`).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
