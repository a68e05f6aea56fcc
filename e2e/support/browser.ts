import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

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

export type Session = {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Contexts of the other people in the journey (`openSecondPage`), closed with the test's own. */
  others: BrowserContext[];
};

/**
 * One Chromium per test file, a fresh context per test. Any page error or console error
 * fails the test.
 */
export function useBrowser(
  options: { viewport?: { width: number; height: number }; withPopupBanner?: boolean } = {},
) {
  const baseURL = inject('baseURL');
  let browser: Browser;
  const session = {} as Session;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    session.context = await browser.newContext({
      baseURL,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      locale: 'id-ID',
    });
    if (!options.withPopupBanner) await withoutPopupBanner(session.context);
    session.page = await session.context.newPage();
    session.errors = [];
    session.others = [];
    session.page.on('pageerror', (e) => session.errors.push(`pageerror: ${e.message}`));
    session.page.on('console', (m) => {
      // A 401/404 answer the app handles is logged by Chromium as a failed resource; not an app error.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
        session.errors.push(`console: ${m.text()}`);
    });
  });
  afterEach(async () => {
    for (const other of session.others ?? []) await other.close();
    await session.context?.close();
    expect(session.errors).toEqual([]);
  });

  return { baseURL, session };
}

/**
 * The popup banner covers the page on first visit. Journeys that are not about it answer its call
 * with "no banner" inside the browser; popup-banner.e2e.ts drives the real one.
 */
async function withoutPopupBanner(context: BrowserContext) {
  await context.route('**/api/app/popup-banner*', (route) => route.fulfill({ json: null }));
}

/**
 * A second person in the same journey (an admin, a visitor in another browser): a context of its own
 * (own cookies and login), without the popup banner unless asked; its page errors fail the test like
 * the main page's. Closed after the test.
 */
export async function openSecondPage(
  session: Session,
  who: string,
  {
    viewport = { width: 1280, height: 800 },
    withPopupBanner = false,
  }: { viewport?: { width: number; height: number }; withPopupBanner?: boolean } = {},
) {
  const browser = session.context.browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ baseURL: inject('baseURL'), viewport, locale: 'id-ID' });
  session.others.push(context);
  if (!withPopupBanner) await withoutPopupBanner(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => session.errors.push(`${who} pageerror: ${e.message}`));
  return { context, page };
}

export async function readMailbox(baseURL: string, to: string) {
  const res = await fetch(`${baseURL}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { subject: string; text: string; links: string[] }[];
}

/** Logs in through the login form of the given page (/login or /login/admin). */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

/** Logs in through /login/admin as the seeded admin and waits for the admin dashboard. */
export async function logInAsAdmin(page: Page) {
  await logIn(page, 'admin@booster.test', undefined, '/login/admin');
  await page.waitForURL('**/admin/dashboard');
}

/** Registers an account over the API and returns its address: for journeys that start after sign-up. */
export async function registerByApi(baseURL: string, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@contoh.id`;
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return email;
}

/** Opens the verification link the sandbox mailbox holds for this address. */
export async function verifyFromMailbox(page: Page, baseURL: string, email: string) {
  const [mail] = await readMailbox(baseURL, email);
  await page.goto(String(mail?.links.find((l) => l.includes('/verify-email?token='))));
  await page.getByRole('heading', { name: 'Email berhasil diverifikasi' }).waitFor();
}

/** A fresh member: registered over the API, verified through the mailed link, logged in on /panel/home. */
export async function signUpVerified(page: Page, baseURL: string, name: string) {
  const email = await registerByApi(baseURL, name);
  await verifyFromMailbox(page, baseURL, email);
  await logIn(page, email);
  await page.waitForURL('**/panel/home');
  return email;
}

/**
 * Opens `path` again until `target` shows: for a row a webhook or job stores a moment after the
 * action (the list does not refresh itself). Fails, saying `what`, after ten loads.
 */
export async function gotoUntilShown(page: Page, path: string, target: Locator, what: string) {
  for (let tries = 0; ; tries++) {
    await page.goto(path);
    const shown = await target.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
    expect(tries, what).toBeLessThan(10);
  }
}

/** Screenshots for a reviewer when SCREENSHOT_DIR is set (desktop and phone widths), never sideways scroll. */
export async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const dir = process.env.SCREENSHOT_DIR;
    if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    // Just after a resize the layout may still be the wider one (media queries, modals re-measuring):
    // wait for it to settle instead of reading the first frame.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), {
        message: `${name} scrolls sideways at ${width}px`,
      })
      .toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
