import { masterRoutes, type StockPush, stockRoutes } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import {
  drainJobs,
  sandboxStock as sandboxStockOf,
  setAutoPush,
  sharedSeller,
  type Target,
  takeVariants,
} from '../../test/builders.ts';
import { sandboxCall, sandboxControl, sandboxFetch } from '../../test/marketplace.ts';

const t = useTestApp({ listen: true, tempDataDir: 'booster-batch-push-' });

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

/**
 * The seller with a Shopee, Lazada and TikTok Shop shop, made by whichever test needs it first (a sandbox
 * shop belongs to one account per app). Each test links SKUs of its own to listings no other test took.
 */
const theSeller = sharedSeller(t, 'Sari Penjual', PLATFORMS);

/**
 * A master product of SKUS SKUs holding `stocks`, SKU i linked to variant i of a fresh multi-variant
 * listing in each shop and pushed (the link's push runs whatever `autoPush` says; the setting keeps it).
 */
async function linkedBatch(stocks: number[], { autoPush = false } = {}) {
  const seller = await theSeller();
  const { token } = seller;
  const created = await t.current.api.route(masterRoutes.create, {
    body: {
      name: 'Kemeja Batik',
      skus: stocks.map((stock, i) => ({
        sku: `BATIK-${batchNo}-${i}`,
        name: `Ukuran ${i}`,
        price: 80_000,
        stock,
      })),
    },
    token,
  });
  batchNo += 1;
  expect(created.status).toBe(200);
  const skuIds = created.body.skus.map((s) => s._id);
  await setAutoPush(t.current, seller, autoPush);
  const targets = {} as Record<Platform, Target[]>;
  for (const platform of PLATFORMS)
    targets[platform] = await takeVariants(t.current, seller, seller[platform], SKUS);
  await resetCalls();
  const links = PLATFORMS.flatMap((p) =>
    targets[p].map((target, i) => ({ variantId: target.variantId, masterSkuId: skuIds[i] })),
  );
  const linked = await t.current.api.route(masterRoutes.link, { body: { links }, token });
  expect(linked.body).toEqual({ linked: SKUS * PLATFORMS.length });
  await drain();
  return { token, skuIds, targets };
}
let batchNo = 0;

const sandboxStock = (target: Target) => sandboxStockOf(t.current, target);

/** Stock calls each platform received since the last reset. */
async function stockCalls() {
  const counts = {} as Record<Platform, number>;
  for (const platform of PLATFORMS) {
    const rows = await sandboxCall<{ count: number }[]>(
      t.current,
      `calls?platform=${platform}&pathContains=${STOCK_CALL[platform]}`,
    );
    counts[platform] = rows.reduce((sum, r) => sum + r.count, 0);
  }
  return counts;
}

async function resetCalls() {
  expect((await sandboxFetch(t.current, 'calls', undefined, 'DELETE')).status).toBe(200);
}

const drain = () => drainJobs(t.current);

/** Sets each SKU's count (no push while autoPush is off). */
async function setStocks(token: string, skuIds: string[], stocks: number[]) {
  for (const [i, id] of skuIds.entries()) {
    const res = await t.current.api.route(stockRoutes.edit, {
      params: { id },
      body: { stock: stocks[i] },
      token,
    });
    expect(res.status).toBe(200);
  }
  await drain();
}

describe('stock pushes batched per shop', () => {
  it('linking many SKUs updates every variant of a shop in one stock call per platform', async () => {
    const { targets } = await linkedBatch([20, 21, 22]);
    for (const p of PLATFORMS)
      expect(await Promise.all(targets[p].map(sandboxStock)), p).toEqual([20, 21, 22]);
    expect(await stockCalls()).toEqual({ shopee: 1, lazada: 1, tiktok: 1 });
  });

  it('"push now" of many SKUs sends each SKU its own quantity, one call per shop', async () => {
    const { token, skuIds, targets } = await linkedBatch([20, 21, 22]);
    await setStocks(token, skuIds, [5, 6, 7]);
    await resetCalls();
    const pushed = await t.current.api.route(stockRoutes.push, { body: { skuIds }, token });
    expect(pushed.body).toEqual({ queued: SKUS * PLATFORMS.length });
    await drain();
    for (const p of PLATFORMS) expect(await Promise.all(targets[p].map(sandboxStock)), p).toEqual([5, 6, 7]);
    expect(await stockCalls()).toEqual({ shopee: 1, lazada: 1, tiktok: 1 });
  });

  it("a SKU Shopee refuses in the batch's failure_list fails alone; the others land", async () => {
    const { token, skuIds, targets } = await linkedBatch([5, 6, 7]);
    // Shopee takes at most 999,999 a model; Booster's central stock allows more.
    await setStocks(token, skuIds, [1_000_000, 8, 9]);
    await resetCalls();
    await t.current.api.route(stockRoutes.push, { body: { skuIds }, token });
    await drain();
    expect(await Promise.all(targets.shopee.map(sandboxStock))).toEqual([5, 8, 9]);
    expect((await stockCalls()).shopee).toBe(1);
    const failed = await t.current.api.get<Paged<StockPush>>('/api/app/stock/pushes?status=failed', {
      token,
    });
    const ours = new Set(PLATFORMS.flatMap((p) => targets[p].map((target) => target.variantId)));
    const refused = failed.body.docs.filter((p) => ours.has(p.listing.variantId));
    expect(refused.map((p) => [p.listing.variantId, p.quantity])).toEqual([
      [targets.shopee[0].variantId, 1_000_000],
    ]);
    expect(refused[0].error).toContain('Invalid stock.');
  });

  it('a batch whose call fails (503) is retried as a whole and then lands, still one call an attempt', async () => {
    const { token, skuIds, targets } = await linkedBatch([20, 21, 22]);
    await setStocks(token, skuIds, [11, 12, 13]);
    await sandboxControl(t.current, 'faults', {
      platform: 'lazada',
      pathContains: STOCK_CALL.lazada,
      status: 503,
      // The adapter tries 3 times per job attempt: the first attempt fails, the second lands.
      times: 3,
      retryAfterSeconds: 0,
    });
    await resetCalls();
    await t.current.api.route(stockRoutes.push, { body: { skuIds }, token });
    await drain();
    expect(await Promise.all(targets.lazada.map(sandboxStock))).toEqual([11, 12, 13]);
    expect((await stockCalls()).lazada).toBe(4);
    const pushes = await t.current.api.get<Paged<StockPush>>('/api/app/stock/pushes?limit=50', { token });
    const ours = new Set(targets.lazada.map((target) => target.variantId));
    const lazada = pushes.body.docs.filter(
      (p) => ours.has(p.listing.variantId) && [11, 12, 13].includes(p.quantity),
    );
    expect(lazada.map((p) => [p.status, p.attempts])).toEqual([
      ['done', 2],
      ['done', 2],
      ['done', 2],
    ]);
  });
});
