import {
  billingRoutes,
  type ListingDetail,
  listingRoutes,
  masterRoutes,
  type Shop,
  stockRoutes,
} from '@booster/contracts';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { makeMember } from './factories.ts';
import { type Category, connectShop, sandboxCall } from './marketplace.ts';

/** Whoever the builders act for: a logged-in member's access token. */
export type Account = { token: string };
export type Platform = 'shopee' | 'tiktok' | 'bukalapak' | 'lazada' | 'tokopedia';
export type SandboxProduct = { id: string; variants: { id: string; sku: string; stock: number }[] };

/** A listing variant in Booster and the same variant in the sandbox shop. */
export type Target = {
  platform: Platform;
  shop: Shop;
  productId: string;
  sandboxVariantId: string;
  variantId: string;
};

/** Runs the queued jobs; a job that failed fails the test. */
export async function drainJobs(t: TestApp) {
  expect((await t.jobs.drain()).failed).toEqual([]);
}

/**
 * A shop of `marketplace` connected through the sandbox's consent page and its listings imported.
 * A sandbox shop belongs to one account per app: `index` picks which of the seeded shops.
 */
export async function makeConnectedShop(
  t: TestApp,
  account: Account,
  marketplace: Platform,
  { index = 0, category = 'app' as Category } = {},
): Promise<Shop> {
  const connected = await connectShop(t, account.token, marketplace, category, (o) => o[index]);
  if (connected.status !== 200) throw new Error(`connect ${marketplace}: ${JSON.stringify(connected.body)}`);
  const imported = await t.api.post(
    `/api/${category}/marketplace/${marketplace}/import`,
    { id: connected.body._id },
    { token: account.token },
  );
  if (imported.status !== 200) throw new Error(`import ${marketplace}: ${JSON.stringify(imported.body)}`);
  await drainJobs(t);
  return connected.body;
}

export type SellerWithShops<P extends Platform> = Account & { id: string } & Record<P, Shop>;

/**
 * A premium member named `name`, signed in, with one shop of each of `platforms` connected and its
 * products imported (slow: a test file makes it once and shares it, see `sharedSeller`).
 */
export async function makeSellerWithShops<P extends Platform>(
  t: TestApp,
  name: string,
  platforms: readonly P[],
): Promise<SellerWithShops<P>> {
  const member = await makeMember(t, { package: 'premium', name });
  const account = { id: member.id, token: (await member.login()).accessToken };
  const shops = {} as Record<P, Shop>;
  for (const platform of platforms) shops[platform] = await makeConnectedShop(t, account, platform);
  return { ...account, ...shops };
}

/**
 * The file's one seller with shops, made (and then `prepare`d) by whichever test asks first: a sandbox
 * shop belongs to one account per app, so a file's tests share it and each takes listings of its own.
 */
export function sharedSeller<P extends Platform>(
  app: { current: TestApp },
  name: string,
  platforms: readonly P[],
  prepare?: (seller: SellerWithShops<P>) => Promise<void>,
): () => Promise<SellerWithShops<P>> {
  let made: Promise<SellerWithShops<P>> | undefined;
  return () =>
    (made ??= (async () => {
      const seller = await makeSellerWithShops(app.current, name, platforms);
      await prepare?.(seller);
      return seller;
    })());
}

/**
 * A buyer orders `quantity` of the target variant in the sandbox shop (its webhook pushed unless
 * `webhook: false`); the platform's order id.
 */
export async function placeSandboxOrder(
  t: TestApp,
  target: Pick<Target, 'platform' | 'shop' | 'productId' | 'sandboxVariantId'>,
  quantity: number,
  { webhook = true } = {},
): Promise<string> {
  const placed = await sandboxCall<{ id: string }>(t, 'orders', {
    platform: target.platform,
    shopId: target.shop.shopid,
    lines: [{ productId: target.productId, variantId: target.sandboxVariantId, quantity }],
    webhook,
  });
  return placed.id;
}

/** The product as the sandbox platform holds it (its own stock, not Booster's). */
export async function sandboxProduct(
  t: TestApp,
  target: { platform: Platform; shop: Shop; productId: string },
) {
  const res = await fetch(
    `${t.config.appUrl}/sandbox/_control/products/${target.platform}/${target.shop.shopid}/${target.productId}`,
  );
  if (res.status !== 200) throw new Error(`sandbox product ${target.productId}: ${res.status}`);
  return (await res.json()) as SandboxProduct;
}

export async function sandboxStock(t: TestApp, target: Target) {
  const product = await sandboxProduct(t, target);
  return product.variants.find((v) => v.id === target.sandboxVariantId)?.stock;
}

// Each builder call takes listings no earlier call took, so tests sharing a shop never share a listing.
const listingsTaken = new WeakMap<TestApp, Set<string>>();

/**
 * The first live listing of the shop no other builder call has taken and that `fits`, with its detail;
 * it is taken from then on.
 */
async function takeFirst(
  t: TestApp,
  account: Account,
  shop: Shop,
  fits: (detail: ListingDetail) => boolean = () => true,
) {
  const taken = listingsTaken.get(t) ?? new Set<string>();
  listingsTaken.set(t, taken);
  const platform = shop.marketplace as Platform;
  const list = await t.api.route(listingRoutes.list, {
    params: { marketplace: platform },
    query: { tab: 'live', limit: 100, shopId: shop._id },
    token: account.token,
  });
  for (const summary of list.body.docs) {
    if (taken.has(summary._id)) continue;
    const detail = await t.api.route(listingRoutes.detail, {
      params: { marketplace: platform, id: summary._id },
      token: account.token,
    });
    if (!fits(detail.body)) continue;
    taken.add(summary._id);
    return { platform, detail: detail.body };
  }
  throw new Error(`${platform} shop has no live listing left that fits`);
}

/** A live listing of the shop no other builder call has taken, as a Booster variant + its sandbox twin. */
export async function takeListing(t: TestApp, account: Account, shop: Shop): Promise<Target> {
  const { platform, detail } = await takeFirst(t, account, shop);
  const target = { platform, shop, productId: detail.externalId };
  const sandboxVariant = (await sandboxProduct(t, target)).variants[0];
  const variant =
    detail.variants.find((v) => v.externalId === sandboxVariant.id) ??
    (detail.variants.length === 1 ? detail.variants[0] : undefined);
  if (!variant) throw new Error(`no Booster variant for ${platform} ${detail.externalId}`);
  return { ...target, sandboxVariantId: sandboxVariant.id, variantId: variant._id };
}

/** `count` variants of one live listing no other builder call has taken (a listing with that many). */
export async function takeVariants(
  t: TestApp,
  account: Account,
  shop: Shop,
  count: number,
): Promise<Target[]> {
  const { platform, detail } = await takeFirst(t, account, shop, (d) => d.variants.length >= count);
  return detail.variants.slice(0, count).map((v) => ({
    platform,
    shop,
    productId: detail.externalId,
    sandboxVariantId: v.externalId,
    variantId: v._id,
  }));
}

type LinkedSkuOptions = {
  sku?: string;
  name?: string;
  productName?: string;
  stock?: number;
  price?: number;
  /** Saves the account's stock setting first: automatic push on or off, no buffer, every shop. */
  autoPush?: boolean;
};

/** The account's stock setting: automatic push on or off, no buffer, every shop. */
export async function setAutoPush(t: TestApp, account: Account, autoPush: boolean) {
  const saved = await t.api.route(stockRoutes.saveSetting, {
    body: { autoPush, buffer: 0, shopIds: null },
    token: account.token,
  });
  if (saved.status !== 200) throw new Error(`stock setting: ${JSON.stringify(saved.body)}`);
}

/** The seller edits a master SKU's stock to `stock` (Stok Pusat), and the pushes it starts are drained. */
export async function setSkuStock(t: TestApp, account: Account, skuId: string, stock: number) {
  const edited = await t.api.route(stockRoutes.edit, {
    params: { id: skuId },
    body: { stock },
    token: account.token,
  });
  if (edited.status !== 200) throw new Error(`stock edit: ${JSON.stringify(edited.body)}`);
  await drainJobs(t);
}

/**
 * A master SKU with `stock` units, linked to a fresh listing in each of `shops` and pushed (jobs drained):
 * the sandbox listings hold `stock` too when it returns.
 */
export async function makeLinkedSku(
  t: TestApp,
  account: Account,
  shops: Shop[],
  options: LinkedSkuOptions = {},
): Promise<{ skuId: string; sku: string; targets: Target[] }> {
  if (options.autoPush !== undefined) await setAutoPush(t, account, options.autoPush);
  const sku = options.sku ?? `SKU-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const created = await t.api.route(masterRoutes.create, {
    body: {
      name: options.productName ?? `Produk ${sku}`,
      skus: [{ sku, name: options.name ?? 'L', price: options.price ?? 50_000, stock: options.stock ?? 10 }],
    },
    token: account.token,
  });
  if (created.status !== 200) throw new Error(`master product: ${JSON.stringify(created.body)}`);
  const skuId = created.body.skus[0]._id;
  const targets: Target[] = [];
  for (const shop of shops) targets.push(await takeListing(t, account, shop));
  const linked = await t.api.route(masterRoutes.link, {
    body: { links: targets.map((target) => ({ variantId: target.variantId, masterSkuId: skuId })) },
    token: account.token,
  });
  if (linked.status !== 200) throw new Error(`link: ${JSON.stringify(linked.body)}`);
  await drainJobs(t);
  return { skuId, sku, targets };
}

/**
 * `makeLinkedSku` in the seller's shops of `platforms`: the seller, its token, the SKU and each
 * platform's target (`shopee`, `tiktok`…).
 */
export async function makeLinkedSkuIn<P extends Platform>(
  t: TestApp,
  seller: SellerWithShops<P>,
  platforms: readonly P[],
  options: LinkedSkuOptions = {},
) {
  const made = await makeLinkedSku(
    t,
    seller,
    platforms.map((p) => seller[p]),
    options,
  );
  const targets = Object.fromEntries(platforms.map((p, i) => [p, made.targets[i]])) as Record<P, Target>;
  return { seller, token: seller.token, skuId: made.skuId, ...targets };
}

/** An unpaid invoice of the member for a package and a number of months (default Premium, 1 month). */
export async function makeInvoice(
  t: TestApp,
  token: string,
  packageName: 'premium' | 'medium' = 'premium',
  months: 1 | 3 | 6 | 12 = 1,
) {
  const res = await t.api.route(billingRoutes.createInvoice, { token, body: { packageName, months } });
  expect(res.status).toBe(200);
  return res.body;
}
