import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, expect, inject } from 'vitest';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DEMO_PASSWORD = 'booster123';

export type Session = { context: BrowserContext; page: Page; errors: string[] };

/**
 * One Chromium per test file, a fresh context per test. Any page error or console error
 * fails the test.
 */
export function useBrowser(options: { viewport?: { width: number; height: number } } = {}) {
  const baseURL = inject('baseURL');
  let browser: Browser;
  const session = {} as Session;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    session.context = await browser.newContext({ baseURL, viewport: options.viewport ?? { width: 1280, height: 800 }, locale: 'id-ID' });
    await dismissPopupBanner(session.context, baseURL);
    session.page = await session.context.newPage();
    session.errors = [];
    session.page.on('pageerror', (e) => session.errors.push(`pageerror: ${e.message}`));
    session.page.on('console', (m) => {
      // A 401/404 answer the app handles is logged by Chromium as a failed resource; not an app error.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) session.errors.push(`console: ${m.text()}`);
    });
  });
  afterEach(async () => {
    await session.context?.close();
    expect(session.errors).toEqual([]);
  });

  return { baseURL, session };
}

/** The popup banner covers the page on first visit; tests that are not about it set its cookie. */
async function dismissPopupBanner(context: BrowserContext, baseURL: string) {
  const cookies = [];
  for (const pkg of ['guest', 'free', 'premium', 'shopeeOptimization', 'medium', 'platinum']) {
    const res = await fetch(`${baseURL}/api/app/popup-banner?subscriptionPackage=${pkg}`);
    const banner = res.ok ? ((await res.json()) as { _id?: string } | null) : null;
    if (banner?._id) cookies.push(banner._id);
  }
  // One cookie holds one id; banners are per package, so the tests keep the guest one dismissed.
  if (cookies[0]) await context.addCookies([{ name: 'popupCookie', value: cookies[0], url: baseURL }]);
}

export async function readMailbox(baseURL: string, to: string) {
  const res = await fetch(`${baseURL}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { subject: string; text: string; links: string[] }[];
}
