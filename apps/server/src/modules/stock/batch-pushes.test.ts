import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ListingDetail, ListingSummary, MasterProduct, StockPush } from '@booster/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';
import { byIndex, connectShop, sandboxControl } from '../../test/marketplace.ts';

const t = useTestApp({
  listen: true,
  env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'booster-batch-push-')) },
});

const PLATFORMS = ['shopee', 'lazada', 'tiktok'] as const;
type Platform = (typeof PLATFORMS)[number];
/** Each platform's batch stock call, as a part of its path. */
const STOCK_CALL: Record<Platform, string> = {
  shopee: 'product/update_stock',
  lazada: 'product/price_quantity/update',
  tiktok: 'inventory/update',
};
/** How many SKUs each test links, all variants of one listing per shop. */
const SKUS = 3;

type Paged<T> = { docs: T[]; totalDocs: number };
type SandboxProduct = { id: string; variants: { id: string; stock: number }[] };
/** One Booster variant and where the sandbox keeps it. */
type Target = {
  platform: Platform;
  shopId: string;
  productId: string;
  sandboxVariantId: string;
  variantId: string;
};

let token: string;
let skuIds: string[];
const targets = {} as Record<Platform, Target[]>;

const app = () => t.current.config.appUrl;

async function sandboxStock(target: Target) {
  const res = await fetch(
    `${app()}/sandbox/_control/products/${target.platform}/${target.shopId}/${target.productId}`,
  );
  const product = (await res.json()) as SandboxProduct;
  return product.variants.find((v) => v.id === target.sandboxVariantId)?.stock;
}

/** Stock calls each platform received since the last reset. */
async function stockCalls() {
  const counts = {} as Record<Platform, number>;
  for (const platform of PLATFORMS) {
    const res = await fetch(
      `${app()}/sandbox/_control/calls?platform=${platform}&pathContains=${STOCK_CALL[platform]}`,
    );
    const rows = (await res.json()) as { count: number }[];
    counts[platform] = rows.reduce((sum, r) => sum + r.count, 0);
  }
  return counts;
}

async function resetCalls() {
  expect((await fetch(`${app()}/sandbox/_control/calls`, { method: 'DELETE' })).status).toBe(200);
}

async function drain() {
  expect((await t.current.jobs.drain()).failed).toEqual([]);
}

/** The variants of the shop's first live listing that has at least SKUS of them. */
async function multiVariantTargets(platform: Platform, shopId: string): Promise<Target[]> {
  const list = await t.current.api.get<Paged<ListingSummary>>(
    `/api/app/product/${platform}?tab=live&limit=50`,
    { token },
  );
  for (const summary of list.body.docs) {
    const detail = await t.current.api.get<ListingDetail>(`/api/app/product/${platform}/${summary._id}`, {
      token,
    });
    if (detail.body.variants.length < SKUS) continue;
    return detail.body.variants.slice(0, SKUS).map((v) => ({
      platform,
      shopId,
      productId: summary.externalId,
      sandboxVariantId: v.externalId,
      variantId: v._id,
    }));
  }
  throw new Error(`no ${platform} listing with ${SKUS} variants`);
}

const setStocks = (stocks: number[]) =>
  Promise.all(
    skuIds.map((id, i) => t.current.api.put(`/api/app/stock/${id}`, { stock: stocks[i] }, { token })),
  );

describe('stock pushes batched per shop', () => {
  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium', name: 'Sari Penjual' });
    token = (await member.login()).accessToken;
    for (const platform of PLATFORMS) {
      const connected = await connectShop(t.current, token, platform, 'app', byIndex(0));
      if (connected.status !== 200) throw new Error(`connect failed: ${JSON.stringify(connected.body)}`);
      await t.current.api.post(
        `/api/app/marketplace/${platform}/import`,
        { id: connected.body._id },
        { token },
      );
      await drain();
      targets[platform] = await multiVariantTargets(platform, connected.body.shopid);
    }
    const created = await t.current.api.post<MasterProduct>(
      '/api/app/master-product',
      {
        name: 'Kemeja Batik',
        skus: Array.from({ length: SKUS }, (_, i) => ({
          sku: `BATIK-${i}`,
          name: `Ukuran ${i}`,
          price: 80_000,
          stock: 20 + i,
        })),
      },
      { token },
    );
    expect(created.status).toBe(200);
    skuIds = created.body.skus.map((s) => s._id);
  });

  it('linking many SKUs updates every variant of a shop in one stock call per platform', async () => {
    await resetCalls();
    const links = PLATFORMS.flatMap((p) =>
      targets[p].map((target, i) => ({ variantId: target.variantId, masterSkuId: skuIds[i] })),
    );
    const linked = await t.current.api.post('/api/app/master-product/links', { links }, { token });
    expect(linked.body).toEqual({ linked: SKUS * PLATFORMS.length });
    await drain();
    for (const p of PLATFORMS)
      expect(await Promise.all(targets[p].map(sandboxStock)), p).toEqual([20, 21, 22]);
    expect(await stockCalls()).toEqual({ shopee: 1, lazada: 1, tiktok: 1 });
  });

  it('"push now" of many SKUs sends each SKU its own quantity, one call per shop', async () => {
    await t.current.api.put(
      '/api/app/stock/setting',
      { autoPush: false, buffer: 0, shopIds: null },
      { token },
    );
    await setStocks([5, 6, 7]);
    await drain();
    await resetCalls();
    const pushed = await t.current.api.post('/api/app/stock/push', { skuIds }, { token });
    expect(pushed.body).toEqual({ queued: SKUS * PLATFORMS.length });
    await drain();
    for (const p of PLATFORMS) expect(await Promise.all(targets[p].map(sandboxStock)), p).toEqual([5, 6, 7]);
    expect(await stockCalls()).toEqual({ shopee: 1, lazada: 1, tiktok: 1 });
  });

  it("a SKU Shopee refuses in the batch's failure_list fails alone; the others land", async () => {
    // Shopee takes at most 999,999 a model; Booster's central stock allows more.
    await setStocks([1_000_000, 8, 9]);
    await drain();
    await resetCalls();
    await t.current.api.post('/api/app/stock/push', { skuIds }, { token });
    await drain();
    expect(await Promise.all(targets.shopee.map(sandboxStock))).toEqual([5, 8, 9]);
    expect((await stockCalls()).shopee).toBe(1);
    const failed = await t.current.api.get<Paged<StockPush>>('/api/app/stock/pushes?status=failed', {
      token,
    });
    expect(failed.body.docs.map((p) => [p.listing.variantId, p.quantity])).toEqual([
      [targets.shopee[0].variantId, 1_000_000],
    ]);
    expect(failed.body.docs[0].error).toContain('Invalid stock.');
  });

  it('a batch whose call fails (503) is retried as a whole and then lands, still one call an attempt', async () => {
    await setStocks([11, 12, 13]);
    await drain();
    await sandboxControl(t.current, 'faults', {
      platform: 'lazada',
      pathContains: STOCK_CALL.lazada,
      status: 503,
      // The adapter tries 3 times per job attempt: the first attempt fails, the second lands.
      times: 3,
      retryAfterSeconds: 0,
    });
    await resetCalls();
    await t.current.api.post('/api/app/stock/push', { skuIds }, { token });
    await drain();
    expect(await Promise.all(targets.lazada.map(sandboxStock))).toEqual([11, 12, 13]);
    expect((await stockCalls()).lazada).toBe(4);
    const pushes = await t.current.api.get<Paged<StockPush>>('/api/app/stock/pushes?limit=50', { token });
    const lazada = pushes.body.docs.filter((p) => p.listing.marketplace === 'lazada');
    expect(lazada.map((p) => [p.status, p.attempts])).toEqual([
      ['done', 2],
      ['done', 2],
      ['done', 2],
    ]);
  });
});
