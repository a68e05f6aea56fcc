import { type ListingDetail, type ListingSummary, masterRoutes, type Shop } from '@booster/contracts';
import type { TestApp } from './app.ts';
import { type Category, connectShop } from './marketplace.ts';

/** Whoever the builders act for: a logged-in member's access token. */
export type Account = { token: string };
export type Platform = 'shopee' | 'tiktok' | 'bukalapak' | 'lazada' | 'tokopedia';
type Paged<T> = { docs: T[]; totalDocs: number };
export type SandboxProduct = { id: string; variants: { id: string; sku: string; stock: number }[] };

/** A listing variant in Booster and the same variant in the sandbox shop. */
export type Target = {
  platform: Platform;
  shop: Shop;
  productId: string;
  sandboxVariantId: string;
  variantId: string;
};

async function drain(t: TestApp) {
  const { failed } = await t.jobs.drain();
  if (failed.length) throw new Error(`jobs failed: ${JSON.stringify(failed)}`);
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
  await drain(t);
  return connected.body;
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
const listingsTaken = new WeakMap<TestApp, Map<string, number>>();

/** A live listing of the shop no other builder call has taken, as a Booster variant + its sandbox twin. */
export async function takeListing(t: TestApp, account: Account, shop: Shop): Promise<Target> {
  const taken = listingsTaken.get(t) ?? new Map<string, number>();
  listingsTaken.set(t, taken);
  const n = taken.get(shop._id) ?? 0;
  taken.set(shop._id, n + 1);
  const platform = shop.marketplace as Platform;
  const list = await t.api.get<Paged<ListingSummary>>(`/api/app/product/${platform}?tab=live&limit=100`, {
    token: account.token,
  });
  const summary = list.body.docs[n];
  if (!summary) throw new Error(`${platform} shop has no live listing #${n}`);
  const detail = await t.api.get<ListingDetail>(`/api/app/product/${platform}/${summary._id}`, {
    token: account.token,
  });
  const target = { platform, shop, productId: summary.externalId };
  const sandboxVariant = (await sandboxProduct(t, target)).variants[0];
  const variant =
    detail.body.variants.find((v) => v.externalId === sandboxVariant.id) ??
    (detail.body.variants.length === 1 ? detail.body.variants[0] : undefined);
  if (!variant) throw new Error(`no Booster variant for ${platform} ${summary.externalId}`);
  return { ...target, sandboxVariantId: sandboxVariant.id, variantId: variant._id };
}

type LinkedSkuOptions = { sku?: string; name?: string; productName?: string; stock?: number; price?: number };

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
  await drain(t);
  return { skuId, sku, targets };
}
