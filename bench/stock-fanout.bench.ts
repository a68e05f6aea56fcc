import type pg from 'pg';
import { withCpuProfile } from './lib/cpu-profile.ts';
import { printStageTrace } from './lib/stage-trace.ts';
import { type Api, connectShop, session, withLiveBooster } from './support-live.ts';

/**
 * Stock fan-out: a buyer orders in one shop, the platform pushes its order webhook, and Booster takes
 * the unit from the central stock and pushes the new quantity to the other four linked shops. We time
 * from the order (the control call that also delivers the webhook) to the moment every other shop's
 * sandbox listing shows the new stock — 1,000 SKUs linked across 5 shops, the adapters' own rate
 * limits in force. The baseline is the floor of the same work: the order without a webhook, then the
 * four stock updates sent straight through the same adapters, confirmed the same way.
 */
const SELLER = 'seller@booster.test';
const SHOPS = [
  { platform: 'shopee', pick: 0 },
  { platform: 'shopee', pick: 1 },
  { platform: 'lazada', pick: 0 },
  { platform: 'tiktok', pick: 0 },
  { platform: 'bukalapak', pick: 0 },
] as const;
const SKUS = 1000;
const ORDERS = 60;
const CONCURRENCY = 4;
const START_STOCK = 500;

type LinkedVariant = {
  variantId: string;
  shopRowId: string;
  platform: string;
  externalShopId: string;
  productId: string;
  externalVariantId: string;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function stockFanoutBench() {
  return withLiveBooster(async (booster, db) => {
    const api = await session(booster.baseURL, SELLER);
    const shopIds = await connectShops(api);
    const { rows: owner } = await db.query('select id from users where email = $1', [SELLER]);
    const shopRows = await Promise.all(
      shopIds.map(async (id) => ({ id, row: await booster.container.shops.service.owned(owner[0].id, id) })),
    );
    await waitFor('imports', async () => {
      const { rows } = await db.query(
        "select count(*)::int as n from shop_imports where status = 'done' and shop_id = any($1)",
        [shopRows.map((s) => s.id)],
      );
      return rows[0].n === shopRows.length;
    });
    const perShop = await variantsPerShop(db, shopRows);
    const skuCount = Math.min(SKUS, ...perShop.map((v) => v.length));
    const skuIds = await createMasters(api, skuCount);
    for (let from = 0; from < skuCount; from += 200) {
      const links = [];
      for (let i = from; i < Math.min(skuCount, from + 200); i++)
        for (const shop of perShop) links.push({ variantId: shop[i].variantId, masterSkuId: skuIds[i] });
      await api('POST', '/api/app/master-product/links', { links });
    }
    console.log(`  ${skuCount} SKUs linked across ${shopRows.length} shops; waiting for the first pushes…`);
    await waitFor(
      'link pushes',
      async () => {
        const { rows } = await db.query("select count(*)::int as n from stock_pushes where status <> 'done'");
        return rows[0].n === 0;
      },
      600_000,
    );

    const control = (path: string, body?: unknown) => sandboxControl(booster.baseURL, path, body);
    const placeAndWait = async (i: number, direct: boolean) => {
      const [source, ...others] = perShop.map((s) => s[i]);
      const expected = START_STOCK - 1;
      const t0 = performance.now();
      await control('orders', {
        platform: source.platform,
        shopId: source.externalShopId,
        lines: [{ productId: source.productId, variantId: source.externalVariantId, quantity: 1 }],
        status: readyStatus(source.platform),
        webhook: !direct,
      });
      if (direct) {
        await Promise.all(
          others.map((v) => {
            const shop = shopRows.find((s) => s.id === v.shopRowId);
            if (!shop) throw new Error('shop');
            return booster.container.shops.tokens.callShop(shop.row, (adapter, credentials) =>
              adapter.updateStock(credentials, {
                productId: v.productId,
                variantId: v.externalVariantId,
                stock: expected,
              }),
            );
          }),
        );
      }
      const waits = await Promise.all(others.map((v) => sandboxStockReached(booster.baseURL, v, expected)));
      if (!waits.every(Boolean)) throw new Error(`order ${i}: the stock never reached ${expected}`);
      return performance.now() - t0;
    };

    const { rows: started } = await db.query<{ at: Date }>('select now() as at');
    const ours = await withCpuProfile('fanout', () =>
      runOrders(ORDERS, CONCURRENCY, (k) => placeAndWait(k, false)),
    );
    if (process.env.BENCH_TRACE === '1') await printStageTrace(db, started[0].at);
    const floor = await runOrders(ORDERS, CONCURRENCY, (k) => placeAndWait(ORDERS + k, true));
    printLatency(skuCount, ours, floor);
    return [];
  });
}

function readyStatus(platform: string) {
  return { shopee: 'READY_TO_SHIP', lazada: 'pending', tiktok: 'AWAITING_SHIPMENT', bukalapak: 'paid' }[
    platform
  ];
}

async function runOrders(count: number, concurrency: number, one: (k: number) => Promise<number>) {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) latencies.push(await one(next++));
    }),
  );
  return latencies.sort((a, b) => a - b);
}

function printLatency(skus: number, ours: number[], floor: number[]) {
  const q = (l: number[], p: number) => l[Math.min(l.length - 1, Math.floor(p * l.length))];
  console.log(
    `\n| stock fan-out (${skus} SKUs × 5 shops, ${ours.length} orders, ${CONCURRENCY} at a time) | median ms | p95 ms |`,
  );
  console.log('|---|---|---|');
  console.log(
    `| order webhook → last push landed (Booster) | ${q(ours, 0.5).toFixed(0)} | ${q(ours, 0.95).toFixed(0)} |`,
  );
  console.log(
    `| order → 4 direct adapter pushes (floor) | ${q(floor, 0.5).toFixed(0)} | ${q(floor, 0.95).toFixed(0)} |`,
  );
  console.log(
    `| ratio (Booster/floor, lower is better) | ${(q(ours, 0.5) / q(floor, 0.5)).toFixed(2)} | ${(q(ours, 0.95) / q(floor, 0.95)).toFixed(2)} |`,
  );
}

async function connectShops(api: Api) {
  const connected: string[] = [];
  for (const { platform, pick } of SHOPS) connected.push(await connectShop(api, platform, pick));
  return connected;
}

async function variantsPerShop(db: pg.Client, shopRows: { id: string }[]) {
  const result: LinkedVariant[][] = [];
  for (const shop of shopRows) {
    const { rows } = await db.query(
      `select v.id as variant_id, l.marketplace, s.external_shop_id, l.external_id, v.external_id as external_variant_id
       from listing_variants v join listings l on l.id = v.listing_id join shops s on s.id = l.shop_id
       where l.shop_id = $1 and l.status = 'live' order by l.external_id, v.position`,
      [shop.id],
    );
    result.push(
      rows.map((r) => ({
        variantId: r.variant_id,
        shopRowId: shop.id,
        platform: r.marketplace,
        externalShopId: r.external_shop_id,
        productId: r.external_id,
        externalVariantId: r.external_variant_id,
      })),
    );
  }
  return result;
}

async function createMasters(api: Api, skuCount: number) {
  const ids: string[] = [];
  for (let from = 0; from < skuCount; from += 10) {
    const skus = [];
    for (let i = from; i < Math.min(skuCount, from + 10); i++)
      skus.push({ sku: `BENCH-${i}`, name: `Varian ${i}`, price: 10_000, stock: START_STOCK });
    const master = await api<{ skus: { _id: string }[] }>('POST', '/api/app/master-product', {
      name: `Produk Bench ${from / 10}`,
      skus,
    });
    ids.push(...master.skus.map((s) => s._id));
  }
  return ids;
}

async function sandboxControl(baseURL: string, path: string, body?: unknown) {
  const res = await fetch(`${baseURL}/sandbox/_control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Waits inside the sandbox for the variant's stock (one request per variant, looked at every 5 ms in
 * the emulator's memory): polling the product over HTTP every 10 ms cost the one shared process about
 * 1,600 requests a second at 4 orders at a time, and slowed what it measured.
 */
async function sandboxStockReached(baseURL: string, v: LinkedVariant, equals: number) {
  const body = await sandboxControl(baseURL, 'stock-wait', {
    platform: v.platform,
    shopId: v.externalShopId,
    productId: v.productId,
    variantId: v.externalVariantId,
    equals,
    timeoutMs: 120_000,
  });
  return (body as { reached: boolean }).reached;
}

async function waitFor(what: string, done: () => Promise<boolean>, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}
