import type { LoadResult } from './lib/load.ts';
import { connectShop, session, withLiveBooster } from './support-live.ts';

/**
 * Clone shop: 1,000 products (BENCH_CLONE_PRODUCTS) copied from Shopee and TikTok Shop shops into a
 * Lazada shop through `POST /api/app/marketplace/copy`, timed until the run is done, against the
 * sandbox's rate limits (the adapters' own). The baseline is the floor of the same adapter calls made
 * directly through the same rate-limited shop calls (read the photo, re-encode, upload, create, read
 * back) into a second Lazada shop, 8 at a time. Printed as products per second.
 */
const OWNER = 'platinum@booster.test';
const SOURCES = [
  { platform: 'shopee', pick: 0 },
  { platform: 'shopee', pick: 1 },
  { platform: 'shopee', pick: 2 },
  { platform: 'tiktok', pick: 0 },
  { platform: 'tiktok', pick: 1 },
] as const;
const PRODUCTS = Number(process.env.BENCH_CLONE_PRODUCTS ?? 1000);
const BASELINE_CONCURRENCY = 8;

type Preview = {
  products: { _id: string; categoryId: string }[];
  categories: { sourceCategoryId: string; suggestedCategoryId: string | null }[];
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function productCloneBench() {
  return withLiveBooster(async (booster, db) => {
    const api = await session(booster.baseURL, OWNER);
    const sources = [];
    for (const s of SOURCES) sources.push(await connectShop(api, s.platform, s.pick));
    const [target, floorTarget] = [await connectShop(api, 'lazada', 0), await connectShop(api, 'lazada', 1)];
    const shopIds = [...sources, target, floorTarget];
    await waitFor('imports', async () => {
      const { rows } = await db.query(
        "select count(*)::int as n from shop_imports where status = 'done' and shop_id = any($1)",
        [shopIds],
      );
      return rows[0].n === shopIds.length;
    });

    // How many products of each source shop make up the total.
    let left = PRODUCTS;
    const plans: { from: string; listingIds: string[]; body: Record<string, unknown> }[] = [];
    for (const from of sources) {
      if (left <= 0) break;
      const preview = await api<Preview>(
        'GET',
        `/api/app/marketplace/copy/preview?from=${from}&shopDestinationId=${target}`,
      );
      const listingIds = preview.products.slice(0, left).map((p) => p._id);
      left -= listingIds.length;
      const categories = preview.categories
        .filter((c) => c.suggestedCategoryId)
        .map((c) => ({ sourceCategoryId: c.sourceCategoryId, categoryId: c.suggestedCategoryId as string }));
      const attributes = [];
      for (const categoryId of new Set(categories.map((c) => c.categoryId))) {
        const attrs = await api<{ id: string; name: string; suggested: string; values: string[] }[]>(
          'GET',
          `/api/app/marketplace/copy/attributes?from=${from}&shopDestinationId=${target}&categoryId=${categoryId}`,
        );
        attributes.push({
          categoryId,
          values: attrs.map((a) => ({
            id: a.id,
            name: a.name,
            value: a.suggested || a.values[0] || 'Tanpa Merek',
          })),
        });
      }
      const priceRule = { kind: 'percent', value: 10, roundTo: 1000 };
      plans.push({ from, listingIds, body: { from, listingIds, categories, attributes, priceRule } });
    }
    const total = plans.reduce((n, p) => n + p.listingIds.length, 0);
    console.log(`  cloning ${total} products from ${plans.length} shops…`);

    // Booster: one run per source shop, all at once, until every run is done.
    const t0 = performance.now();
    const runs = await Promise.all(
      plans.map((p) =>
        api<{ _id: string }>('POST', '/api/app/marketplace/copy', { ...p.body, shopDestinationId: target }),
      ),
    );
    let failed = 0;
    await waitFor(
      'clone runs',
      async () => {
        const states = await Promise.all(
          runs.map((r) =>
            api<{ status: string; failed: number }>('GET', `/api/app/marketplace/copy/runs/${r._id}`),
          ),
        );
        failed = states.reduce((n, s) => n + s.failed, 0);
        return states.every((s) => s.status === 'done');
      },
      3_600_000,
    );
    const oursSeconds = (performance.now() - t0) / 1000;
    if (failed > 0) console.log(`  Booster: ${failed} products failed`);

    // Floor: the same adapter calls, made directly through the same rate-limited shop calls.
    const { rows: owner } = await db.query('select id from users where email = $1', [OWNER]);
    const accountId = owner[0].id as string;
    const c = booster.container;
    const destination = await c.shops.service.owned(accountId, floorTarget);
    const { photoForUpload, readSourceImage } = await import(
      '../apps/server/src/modules/product-clone/source-images.ts'
    );
    const { destinationDraft } = await import('../apps/server/src/modules/product-clone/copy-item.ts');
    const logistics = (await c.shops.tokens.callShop(destination, (a, cr) => a.getLogisticsChannels(cr))).map(
      (l) => l.id,
    );
    const work: (() => Promise<void>)[] = [];
    for (const plan of plans) {
      const sourceShop = await c.shops.service.owned(accountId, plan.from);
      const listings = await c.products.forClone.shopListings(accountId, plan.from, plan.listingIds);
      const categories = new Map(
        (plan.body.categories as { sourceCategoryId: string; categoryId: string }[]).map((x) => [
          x.sourceCategoryId,
          x.categoryId,
        ]),
      );
      const answers = new Map(
        (
          plan.body.attributes as {
            categoryId: string;
            values: { id: string; name: string; value: string }[];
          }[]
        ).map((a) => [a.categoryId, a.values]),
      );
      for (const listing of listings)
        work.push(async () => {
          const categoryId = categories.get(listing.categoryId) as string;
          const payload = {
            sourceShopId: plan.from,
            destinationShopId: floorTarget,
            sourceListingId: listing.id,
            categoryId,
            required: [],
            logistics,
            priceRule: { kind: 'percent' as const, value: 10, roundTo: 1000 as const },
          };
          const draft = destinationDraft('lazada', listing, payload);
          await c.shops.tokens.callShop(destination, async (adapter, credentials) => {
            const images = [];
            for (const image of draft.images) {
              const file = await readSourceImage(fetch, image.url, sourceShop.marketplace);
              images.push(await adapter.uploadImage(credentials, await photoForUpload(file)));
            }
            const { productId } = await adapter.createProduct(credentials, {
              name: draft.name,
              description: draft.description,
              categoryId,
              attributes: answers.get(categoryId) ?? [],
              images,
              weightGrams: draft.weightGrams,
              dimensions: listing.dimensions,
              condition: listing.condition,
              logistics,
              tiers: draft.tiers,
              variants: draft.variants.map((v) => ({
                sku: v.sku,
                options: v.options,
                price: v.price,
                stock: v.stock,
              })),
            });
            await adapter.getProduct(credentials, productId);
          });
        });
    }
    const t1 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: BASELINE_CONCURRENCY }, async () => {
        while (next < work.length) await work[next++]();
      }),
    );
    const floorSeconds = (performance.now() - t1) / 1000;
    const row = (name: string, seconds: number): LoadResult => ({
      name,
      requests: total,
      seconds,
      rps: total / seconds,
      p50: 0,
      p95: 0,
    });
    console.log(`  Booster ${oursSeconds.toFixed(1)} s, direct adapter floor ${floorSeconds.toFixed(1)} s`);
    return [
      {
        label: `clone ${total} products Shopee/TikTok → Lazada (products/s)`,
        ours: row('clone (Booster)', oursSeconds),
        baseline: row('clone (floor)', floorSeconds),
      },
    ];
  });
}

async function waitFor(what: string, done: () => Promise<boolean>, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}
