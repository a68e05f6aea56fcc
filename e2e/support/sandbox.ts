import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { logIn } from './browser.ts';

/** Marketplaces whose shops connect through a sandbox consent page (Tokopedia goes through a request). */
export type ConsentPlatform = 'shopee' | 'lazada' | 'tiktok' | 'bukalapak';

/** The tab of the integration modal for each platform. */
const TAB: Record<ConsentPlatform, string> = {
  shopee: 'Shopee',
  lazada: 'Lazada',
  tiktok: 'TikTok Shop',
  bukalapak: 'Bukalapak',
};

export type SandboxShop = { id: string; name: string; platform: string; productCount: number };
export type SandboxVariant = { id: string; sku: string; name: string; price: number; stock: number };
export type SandboxProduct = {
  id: string;
  name: string;
  status: string;
  images: string[];
  variants: SandboxVariant[];
};

/** A GET on the sandbox's control API (its own truth, not Booster's copy). */
export async function control<T>(baseURL: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL}/sandbox/_control${path}`);
  expect(res.status, `GET /sandbox/_control${path}`).toBe(200);
  return (await res.json()) as T;
}

/** The sandbox's seeded shops of one platform, in seed order. */
export const sandboxShops = (baseURL: string, platform: ConsentPlatform) =>
  control<SandboxShop[]>(baseURL, `/shops?platform=${platform}`);

/** The seeded shop of that name (journeys pick shops no other journey's account holds). */
export async function sandboxShopNamed(baseURL: string, platform: ConsentPlatform, name: string) {
  const shop = (await sandboxShops(baseURL, platform)).find((s) => s.name === name);
  if (!shop) throw new Error(`the sandbox has no ${platform} shop ${name}`);
  return shop;
}

/** The sandbox's own products of a shop (its truth, not Booster's copy). */
export const sandboxProducts = (baseURL: string, platform: ConsentPlatform, shopId: string) =>
  control<SandboxProduct[]>(baseURL, `/products?platform=${platform}&shopId=${encodeURIComponent(shopId)}`);

export const sandboxProduct = (
  baseURL: string,
  platform: ConsentPlatform,
  shopId: string,
  productId: string,
) =>
  control<SandboxProduct>(
    baseURL,
    `/products/${platform}/${encodeURIComponent(shopId)}/${encodeURIComponent(productId)}`,
  );

export type SandboxOrder = {
  id: string;
  status: string;
  packageId: string | null;
  courier: string;
  trackingNumber: string | null;
  /** What the buyer paid. */
  total: number;
  createdAt: string;
  updatedAt: string;
};

/** The sandbox's own orders of a shop. */
export const sandboxOrders = (baseURL: string, platform: ConsentPlatform, shopId: string) =>
  control<SandboxOrder[]>(baseURL, `/orders?platform=${platform}&shopId=${encodeURIComponent(shopId)}`);

export type SandboxOrderLine = { productId: string; variantId: string; quantity: number };

/**
 * A buyer orders the given variants in the sandbox shop (in the platform's new-paid-order status
 * unless `status` names another); the sandbox pushes the platform's signed order webhook to Booster.
 */
export async function placeSandboxOrder(
  baseURL: string,
  platform: ConsentPlatform,
  shopId: string,
  lines: SandboxOrderLine[],
  status?: string,
) {
  const res = await fetch(`${baseURL}/sandbox/_control/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform, shopId, lines, ...(status ? { status } : {}) }),
  });
  expect(res.status, 'POST /sandbox/_control/orders').toBe(201);
  return (await res.json()) as {
    id: string;
    status: string;
    webhook: { delivered: boolean; status: number | null } | null;
  };
}

/**
 * The sandbox's side of one platform, for a journey on that platform: its seeded shops, a shop's own
 * products and orders, and a buyer's order (`placeSandboxOrder`).
 */
export function sandboxPlatform(baseURL: string, platform: ConsentPlatform) {
  return {
    shops: () => sandboxShops(baseURL, platform),
    products: (shopId: string) => sandboxProducts(baseURL, platform, shopId),
    orders: (shopId: string) => sandboxOrders(baseURL, platform, shopId),
    placeOrder: (shopId: string, lines: SandboxOrderLine[], status?: string) =>
      placeSandboxOrder(baseURL, platform, shopId, lines, status),
  };
}

/** Polls `read` until `done` holds for its value; fails with the last value after `timeoutMs`. */
export async function waitUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 20_000, intervalMs = 250, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}; last value: ${JSON.stringify(value)}`,
      );
    }
    await new Promise((r) => setTimeout(r, intervalMs));
    value = await read();
  }
  return value;
}

/** "Hubungkan Toko" on /panel/home, the platform's card, the sandbox consent page, back on /panel/home. */
async function consentThroughIntegrationModal(
  page: Page,
  platform: ConsentPlatform,
  card: 'Kelola Produk' | 'Kelola Chat',
  shopName: string | RegExp,
) {
  await page.goto('/panel/home');
  await page.getByRole('button', { name: 'Hubungkan Toko' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Integrasi Marketplace' });
  await modal.getByRole('tab', { name: TAB[platform] }).click();
  await modal.getByRole('button', { name: `Hubungkan ${TAB[platform]}: ${card}` }).click();
  await page.waitForURL(`**/sandbox/${platform}/**`);
  await page.getByRole('radio', { name: shopName }).check();
  await page.getByRole('button', { name: 'Izinkan' }).click();
  await backHomeFromCallback(page);
}

/**
 * The callback page connects the shop and goes on to /panel/home; a refusal (a shop another account
 * holds, a limit) stays there as its error card (role alert, with "Hubungkan ulang"), which fails the
 * journey with the page's words at once instead of a bare navigation timeout. (The success toast is an
 * alert too: only the card with its retry button counts.)
 */
async function backHomeFromCallback(page: Page) {
  const home = page.waitForURL('**/panel/home', { timeout: 60_000 });
  const card = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Hubungkan ulang' }) });
  const refusal = card.waitFor({ timeout: 60_000 }).then(
    () => card.innerText(),
    () => null,
  );
  const refused = await Promise.race([
    home.then(() => null),
    refusal.then((text) => text ?? home.then(() => null)),
  ]);
  if (refused) throw new Error(`The shop was not connected: ${refused.replace(/\s+/g, ' ')}`);
}

/** Connects a sandbox shop's chat the way a seller does (the platform's "Kelola Chat" card). */
async function connectChatThroughConsent(page: Page, platform: ConsentPlatform, shopName: string) {
  await consentThroughIntegrationModal(page, platform, 'Kelola Chat', new RegExp(shopName));
}

/**
 * A chat journey's start: `email` logs in through `loginPath` ('/login/chat' lands on /panel/chat, '/login'
 * on /panel/home) and connects the `nth` (from 0) seeded shop of `platform` for chat through its consent
 * page. Answers that shop.
 */
export async function logInWithChatShop(
  page: Page,
  baseURL: string,
  email: string,
  [platform, nth]: [platform: ConsentPlatform, nth: number],
  loginPath: '/login/chat' | '/login' = '/login/chat',
) {
  const shop = (await sandboxShops(baseURL, platform))[nth];
  if (!shop) throw new Error(`the sandbox has no ${platform} shop number ${nth + 1}`);
  await logIn(page, email, undefined, loginPath);
  await page.waitForURL(loginPath === '/login/chat' ? '**/panel/chat' : '**/panel/home');
  await connectChatThroughConsent(page, platform, shop.name);
  return shop;
}

/**
 * Connects a sandbox shop the way a seller does: "Hubungkan Toko" on /panel/home, the platform's
 * "Kelola Produk" card, the sandbox consent page (shop radio, "Izinkan"), back on /panel/home with
 * the shop listed as connected. The page must be logged in.
 */
export async function connectShopThroughConsent(page: Page, platform: ConsentPlatform, shopName: string) {
  await consentThroughIntegrationModal(page, platform, 'Kelola Produk', shopName);
  const rows = page
    .getByRole('table', { name: 'Daftar toko terhubung' })
    .getByRole('row', { name: shopName });
  // The same shop may already be listed once more as a chat account (the chat journeys connect seeded
  // Shopee shops for chat on the same seller); the caller's next steps prove the product connection.
  await rows.getByText('Toko Terhubung').first().waitFor();
}

/**
 * Logs `email` in on /login and connects each sandbox shop in turn through its consent page
 * (`connectShopThroughConsent`), ending on /panel/home with every one of them listed as connected.
 */
export async function logInWithShops(
  page: Page,
  email: string,
  ...shops: [platform: ConsentPlatform, shop: { name: string }][]
) {
  await logIn(page, email);
  await page.waitForURL('**/panel/home');
  for (const [platform, shop] of shops) await connectShopThroughConsent(page, platform, shop.name);
}

/**
 * Opens /panel/product/mp/<platform> on one shop (the "Toko" picker) and reloads until the import that
 * connecting started has brought in at least `min` products ("Semua (n)" tab).
 */
export async function openShopListings(
  page: Page,
  platform: ConsentPlatform,
  shopName: string,
  { min = 1, timeoutMs = 30_000 } = {},
) {
  await page.goto(`/panel/product/mp/${platform}`);
  await page.getByRole('combobox', { name: 'Toko' }).click();
  await page.getByRole('option', { name: shopName, exact: true }).click();
  await page.waitForURL(/[?&]shop=/);
  const allTab = page.getByRole('tab', { name: /^Semua \(\d+\)$/ });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await allTab.waitFor();
    const count = Number((await allTab.textContent())?.match(/\((\d+)\)/)?.[1] ?? 0);
    if (count >= min) return count;
    if (Date.now() > deadline) throw new Error(`${shopName}: only ${count} products imported, wanted ${min}`);
    await page.waitForTimeout(500);
    await page.reload();
  }
}
