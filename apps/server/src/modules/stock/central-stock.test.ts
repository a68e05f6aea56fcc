import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  ListingDetail,
  ListingSummary,
  MasterProduct,
  Shop,
  StockDetail,
  StockLogEntry,
  StockPush,
} from '@booster/contracts';
import { SANDBOX_CREDENTIALS, shopeeWebhookSignature } from '@booster/marketplaces';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';
import { byIndex, connectShop, sandboxControl } from '../../test/marketplace.ts';
import { webhookEvents } from '../shops/tables.ts';

const t = useTestApp({
  listen: true,
  env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'booster-stock-')) },
});

/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Platform = 'shopee' | 'tiktok' | 'bukalapak';
type Paged<T> = { docs: T[]; totalDocs: number };
type SandboxProduct = { id: string; variants: { id: string; sku: string; stock: number }[] };
/** A listing variant in Booster and the same variant in the sandbox shop. */
type Target = {
  platform: Platform;
  shop: Shop;
  productId: string;
  sandboxVariantId: string;
  variantId: string;
};

let token: string;
const shops = {} as Record<Platform, Shop>;

async function sandboxProduct(platform: Platform, shop: Shop, productId: string): Promise<SandboxProduct> {
  const res = await fetch(
    `${t.current.config.appUrl}/sandbox/_control/products/${platform}/${shop.shopid}/${productId}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as SandboxProduct;
}

async function sandboxStock(target: Target) {
  const product = await sandboxProduct(target.platform, target.shop, target.productId);
  return product.variants.find((v) => v.id === target.sandboxVariantId)?.stock;
}

/** The n-th live listing of the shop with the Booster variant that stands for sandbox variant 0. */
async function pickTarget(platform: Platform, n: number): Promise<Target> {
  const list = await t.current.api.get<Paged<ListingSummary>>(
    `/api/app/product/${platform}?tab=live&limit=20`,
    {
      token,
    },
  );
  const summary = list.body.docs[n];
  const detail = await t.current.api.get<ListingDetail>(`/api/app/product/${platform}/${summary._id}`, {
    token,
  });
  const platformProduct = await sandboxProduct(platform, shops[platform], summary.externalId);
  const sandboxVariant = platformProduct.variants[0];
  const variant =
    detail.body.variants.find((v) => v.externalId === sandboxVariant.id) ??
    (detail.body.variants.length === 1 ? detail.body.variants[0] : undefined);
  if (!variant) throw new Error(`no Booster variant for ${platform} ${summary.externalId}`);
  return {
    platform,
    shop: shops[platform],
    productId: summary.externalId,
    sandboxVariantId: sandboxVariant.id,
    variantId: variant._id,
  };
}

async function placeOrder(target: Target, quantity: number, webhook = true): Promise<string> {
  const res = await fetch(`${t.current.config.appUrl}/sandbox/_control/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      platform: target.platform,
      shopId: target.shop.shopid,
      lines: [{ productId: target.productId, variantId: target.sandboxVariantId, quantity }],
      webhook,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function waitForEvents(orderIds: string[], timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const events = await t.current.database.db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(inArray(webhookEvents.subjectId, orderIds));
    if (events.length >= orderIds.length || Date.now() > until) return events;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function drain() {
  expect((await t.current.jobs.drain()).failed).toEqual([]);
}

const stockOf = async (skuId: string) =>
  (await t.current.api.get<StockDetail>(`/api/app/stock/${skuId}`, { token })).body;

const orderLog = async (skuId: string, reason: 'order' | 'cancellation') =>
  (
    await t.current.api.get<Paged<StockLogEntry>>(
      `/api/app/stock/log?masterSkuId=${skuId}&reason=${reason}`,
      { token },
    )
  ).body.docs;

/** Delivers Shopee's last order push again as a new event (a later timestamp), signed like Shopee. */
async function redeliverShopeeOrderPush(orderId: string, secondsLater: number) {
  const res = await fetch(`${t.current.config.appUrl}/sandbox/_control/webhooks`);
  const log = (await res.json()) as { platform: string; url: string; body: string }[];
  const delivery = log.filter((d) => d.platform === 'shopee' && d.body.includes(orderId)).at(-1);
  if (!delivery) throw new Error('no Shopee push for the order');
  const payload = JSON.parse(delivery.body) as { timestamp: number };
  const body = JSON.stringify({ ...payload, timestamp: payload.timestamp + secondsLater });
  const sent = await t.current.app.inject({
    method: 'POST',
    url: '/api/webhook/shopee',
    headers: {
      'content-type': 'application/json',
      authorization: shopeeWebhookSignature(SANDBOX_CREDENTIALS.shopee.partnerKey, delivery.url, body),
    },
    payload: body,
  });
  expect(sent.statusCode).toBe(200);
}

/** Moves a Shopee order to a status and delivers its push; the push names whole seconds, so wait for the next one. */
async function moveShopeeOrder(orderId: string, status: string) {
  await new Promise((r) => setTimeout(r, 1005 - (Date.now() % 1000)));
  await sandboxControl(t.current, 'orders/status', {
    platform: 'shopee',
    shopId: shops.shopee.shopid,
    orderId,
    status,
  });
  await drain();
}

describe('one central stock pushed to listings in two sandbox shops', () => {
  let shopee: Target;
  let tiktok: Target;
  let skuId: string;

  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium', name: 'Budi Penjual' });
    token = (await member.login()).accessToken;
    for (const platform of ['shopee', 'tiktok'] as const) {
      const connected = await connectShop(t.current, token, platform, 'app', byIndex(0));
      if (connected.status !== 200) throw new Error(`connect failed: ${JSON.stringify(connected.body)}`);
      shops[platform] = connected.body;
      await t.current.api.post(
        `/api/app/marketplace/${platform}/import`,
        { id: connected.body._id },
        { token },
      );
    }
    await drain();
    shopee = await pickTarget('shopee', 0);
    tiktok = await pickTarget('tiktok', 0);

    const created = await t.current.api.post<MasterProduct>(
      '/api/app/master-product',
      { name: 'Kaos Hitam', skus: [{ sku: 'KAOS-HITAM-L', name: 'L', price: 50_000, stock: 10 }] },
      { token },
    );
    expect(created.status).toBe(200);
    skuId = created.body.skus[0]._id;
  });

  it('links a listing from each shop and pushes the central stock to both', async () => {
    const linked = await t.current.api.post<{ linked: number }>(
      '/api/app/master-product/links',
      {
        links: [
          { variantId: shopee.variantId, masterSkuId: skuId },
          { variantId: tiktok.variantId, masterSkuId: skuId },
        ],
      },
      { token },
    );
    expect(linked.body).toEqual({ linked: 2 });
    await drain();
    expect(await sandboxStock(shopee)).toBe(10);
    expect(await sandboxStock(tiktok)).toBe(10);
    const detail = await stockOf(skuId);
    expect(detail.links.map((l) => [l.marketplace, l.pushStatus, l.stock])).toEqual(
      expect.arrayContaining([
        ['shopee', 'done', 10],
        ['tiktok', 'done', 10],
      ]),
    );
  });

  it('a stock edit is logged with its author and lands in both sandbox shops', async () => {
    const edited = await t.current.api.put<StockDetail>(
      `/api/app/stock/${skuId}`,
      { stock: 7, note: 'Stok opname' },
      { token },
    );
    expect(edited.body).toMatchObject({ stock: 7, oversold: 0, linkedCount: 2 });
    await drain();
    expect(await sandboxStock(shopee)).toBe(7);
    expect(await sandboxStock(tiktok)).toBe(7);
    const log = await t.current.api.get<Paged<StockLogEntry>>(
      `/api/app/stock/log?masterSkuId=${skuId}&reason=manual`,
      {
        token,
      },
    );
    expect(log.body.docs[0]).toMatchObject({
      before: 10,
      after: 7,
      change: -3,
      reason: 'manual',
      reference: 'Stok opname',
      actor: 'Budi Penjual',
      sku: 'KAOS-HITAM-L',
    });
  });

  it('an order takes its units once even when its push arrives three times, and the other shop follows', async () => {
    const orderId = await placeOrder(shopee, 2);
    await redeliverShopeeOrderPush(orderId, 1);
    await redeliverShopeeOrderPush(orderId, 2);
    const events = await t.current.database.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.marketplace, 'shopee'), eq(webhookEvents.subjectId, orderId)));
    expect(events).toHaveLength(3);
    await drain();
    expect((await stockOf(skuId)).stock).toBe(5);
    const taken = await orderLog(skuId, 'order');
    expect(taken.filter((e) => e.reference === orderId)).toEqual([
      expect.objectContaining({
        before: 7,
        after: 5,
        shopname: shops.shopee.shopname,
        marketplace: 'shopee',
        actor: null,
      }),
    ]);
    expect(await sandboxStock(tiktok)).toBe(5);
  });

  it('a cancellation gives the units back once and the other shop follows', async () => {
    const orderId = await placeOrder(tiktok, 3);
    await drain();
    expect((await stockOf(skuId)).stock).toBe(2);
    expect(await sandboxStock(shopee)).toBe(2);
    for (let i = 0; i < 2; i++) {
      await sandboxControl(t.current, 'orders/status', {
        platform: 'tiktok',
        shopId: tiktok.shop.shopid,
        orderId,
        status: 'CANCELLED',
      });
      await drain();
    }
    expect((await stockOf(skuId)).stock).toBe(5);
    expect((await orderLog(skuId, 'cancellation')).filter((e) => e.reference === orderId)).toEqual([
      expect.objectContaining({ before: 2, after: 5, change: 3, marketplace: 'tiktok' }),
    ]);
    expect(await sandboxStock(shopee)).toBe(5);
  });

  it('a cancellation request keeps the units; turned down they stay taken once, accepted they come back once', async () => {
    await t.current.api.put(`/api/app/stock/${skuId}`, { stock: 19 }, { token });
    await drain();
    const orderId = await placeOrder(shopee, 2);
    await drain();
    const seen = [(await stockOf(skuId)).stock];
    for (const status of ['IN_CANCEL', 'READY_TO_SHIP', 'IN_CANCEL']) {
      await moveShopeeOrder(orderId, status);
      seen.push((await stockOf(skuId)).stock);
    }
    expect(seen).toEqual([17, 17, 17, 17]);
    expect(await sandboxStock(tiktok)).toBe(17);
    await moveShopeeOrder(orderId, 'CANCELLED');
    expect((await stockOf(skuId)).stock).toBe(19);
    expect(await sandboxStock(tiktok)).toBe(19);
    expect((await orderLog(skuId, 'order')).filter((e) => e.reference === orderId)).toHaveLength(1);
    expect((await orderLog(skuId, 'cancellation')).filter((e) => e.reference === orderId)).toEqual([
      expect.objectContaining({ before: 17, after: 19, change: 2 }),
    ]);
  });

  it('a TikTok Shop cancellation request (the order keeps its status, flagged) holds the units until accepted', async () => {
    const before = (await stockOf(skuId)).stock;
    const orderId = await placeOrder(tiktok, 1);
    await drain();
    const booster = async () =>
      (
        await t.current.api.get<Paged<{ status: string; cancelRequested: boolean }>>(
          `/api/app/order/tiktok?search=${orderId}`,
          { token },
        )
      ).body.docs[0];
    const cancellation = async (path: string, extra: object = {}) => {
      await sandboxControl(t.current, path, {
        platform: 'tiktok',
        shopId: tiktok.shop.shopid,
        orderId,
        ...extra,
      });
      await drain();
    };
    expect((await stockOf(skuId)).stock).toBe(before - 1);

    await cancellation('orders/cancel-request');
    expect(await booster()).toMatchObject({ status: 'cancel_requested', cancelRequested: true });
    await cancellation('orders/cancel-request/answer', { accept: false });
    expect(await booster()).toMatchObject({ status: 'ready_to_ship', cancelRequested: false });
    expect((await stockOf(skuId)).stock).toBe(before - 1);

    await cancellation('orders/cancel-request');
    await cancellation('orders/cancel-request/answer', { accept: true });
    expect((await booster()).status).toBe('cancelled');
    expect((await stockOf(skuId)).stock).toBe(before);
    expect(await sandboxStock(shopee)).toBe(before);
  });

  it('an order whose webhook never came takes its units once when reconciliation stores it; replays change nothing', async () => {
    const before = (await stockOf(skuId)).stock;
    const orderId = await placeOrder(shopee, 1, false);
    await drain();
    expect((await stockOf(skuId)).stock).toBe(before);
    for (let i = 0; i < 2; i++) {
      await t.current.jobs.enqueue(t.current.container.orders.jobs.reconcileShop, {
        shopId: shops.shopee._id,
      });
      await drain();
    }
    expect((await stockOf(skuId)).stock).toBe(before - 1);
    expect(await sandboxStock(tiktok)).toBe(before - 1);
    // The "order stored" event delivered again (a worker retry, a replay) takes nothing more.
    const [stored] = (
      await t.current.api.get<Paged<{ _id: string }>>(`/api/app/order/shopee?search=${orderId}`, { token })
    ).body.docs;
    for (let i = 0; i < 2; i++) {
      await t.current.jobs.enqueue(t.current.container.orders.jobs.orderStored, { orderId: stored._id });
    }
    await drain();
    expect((await stockOf(skuId)).stock).toBe(before - 1);
    expect((await orderLog(skuId, 'order')).filter((e) => e.reference === orderId)).toHaveLength(1);
  });

  it('two orders for the last unit from two shops at the same moment: 0 left, 1 oversold, both logged', async () => {
    await t.current.api.put(`/api/app/stock/${skuId}`, { stock: 1 }, { token });
    await drain();
    const [fromShopee, fromTiktok] = await Promise.all([placeOrder(shopee, 1), placeOrder(tiktok, 1)]);
    // Each control call returns once its webhook was answered; on a busy machine a delivery may have
    // needed the sandbox's retry, so wait for both stored events.
    const events = await waitForEvents([fromShopee, fromTiktok]);
    expect(events).toHaveLength(2);
    // Both pushes handled at once (what two workers do), then the queued jobs run them once more.
    await Promise.all(events.map((e) => t.current.container.shops.webhooks.dispatch(e.id)));
    await drain();
    expect(await stockOf(skuId)).toMatchObject({ stock: 0, oversold: 1 });
    const logged = (await orderLog(skuId, 'order')).filter((e) =>
      [fromShopee, fromTiktok].includes(e.reference ?? ''),
    );
    expect(logged).toHaveLength(2);
    expect(logged.map((e) => [e.after, e.change])).toEqual([
      [0, -1],
      [0, -1],
    ]);
    const flagged = await t.current.api.get<Paged<{ _id: string }>>('/api/app/stock?filter=oversold', {
      token,
    });
    expect(flagged.body.docs.map((d) => d._id)).toEqual([skuId]);
  });

  it('a push that fails with a 503 is retried and then lands', async () => {
    await sandboxControl(t.current, 'faults', {
      platform: 'tiktok',
      pathContains: 'inventory/update',
      status: 503,
      // The adapter tries 3 times per job attempt: the first attempt fails, the second lands.
      times: 3,
      retryAfterSeconds: 0,
    });
    await t.current.api.put(`/api/app/stock/${skuId}`, { stock: 9 }, { token });
    await drain();
    expect(await sandboxStock(tiktok)).toBe(9);
    const pushes = await t.current.api.get<Paged<StockPush>>('/api/app/stock/pushes', { token });
    expect(pushes.body.docs.find((p) => p.listing.variantId === tiktok.variantId)).toMatchObject({
      quantity: 9,
      status: 'done',
      attempts: 2,
      error: null,
    });
  });

  it('a push still failing after its last attempt waits for the seller: give up, or retry and land', async () => {
    await sandboxControl(t.current, 'faults', {
      platform: 'tiktok',
      pathContains: 'inventory/update',
      status: 503,
      times: 1000,
      retryAfterSeconds: 0,
    });
    await t.current.api.put(`/api/app/stock/${skuId}`, { stock: 4 }, { token });
    await drain();
    const failed = await t.current.api.get<Paged<StockPush>>('/api/app/stock/pushes?status=failed', {
      token,
    });
    expect(failed.body.docs).toHaveLength(1);
    const push = failed.body.docs[0];
    expect(push).toMatchObject({ quantity: 4, attempts: 6, listing: { variantId: tiktok.variantId } });
    expect(push.error).toBe('TikTok Shop sedang tidak dapat dihubungi, coba lagi nanti');
    expect((await stockOf(skuId)).failedPushes).toBe(1);
    expect(await sandboxStock(tiktok)).toBe(9);

    const stopped = await t.current.api.post<StockPush>(
      `/api/app/stock/pushes/${push._id}/give-up`,
      {},
      { token },
    );
    expect(stopped.body.status).toBe('given_up');

    const res = await fetch(`${t.current.config.appUrl}/sandbox/_control/faults`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    const retried = await t.current.api.post<StockPush>(
      `/api/app/stock/pushes/${push._id}/retry`,
      {},
      { token },
    );
    expect(retried.body).toMatchObject({ status: 'pending', attempts: 0 });
    await drain();
    expect(await sandboxStock(tiktok)).toBe(4);
    const done = await t.current.api.get<Paged<StockPush>>('/api/app/stock/pushes?status=done', { token });
    expect(done.body.docs.map((p) => p._id)).toContain(push._id);
  });

  it('respects the settings: no automatic push when off, the buffer kept back when pushing by hand', async () => {
    const saved = await t.current.api.put(
      '/api/app/stock/setting',
      { autoPush: false, buffer: 2, shopIds: null },
      { token },
    );
    expect(saved.body).toEqual({ autoPush: false, buffer: 2, shopIds: null });
    await t.current.api.put(`/api/app/stock/${skuId}`, { stock: 8 }, { token });
    await drain();
    expect(await sandboxStock(shopee)).toBe(4);
    const queued = await t.current.api.post<{ queued: number }>(
      '/api/app/stock/push',
      { skuIds: [skuId] },
      { token },
    );
    expect(queued.body).toEqual({ queued: 2 });
    await drain();
    expect(await sandboxStock(shopee)).toBe(6);
    expect(await sandboxStock(tiktok)).toBe(6);
    await t.current.api.put(
      '/api/app/stock/setting',
      { autoPush: true, buffer: 0, shopIds: null },
      { token },
    );
  });

  it('unlinks a listing: it keeps its stock and no longer follows', async () => {
    const res = await t.current.api.delete<{ message: string }>(
      `/api/app/master-product/links/${tiktok.variantId}`,
      {
        token,
      },
    );
    expect(res.body.message).toBe('Produk berhasil dilepas dari SKU master');
    await t.current.api.put(`/api/app/stock/${skuId}`, { stock: 3 }, { token });
    await drain();
    expect(await sandboxStock(shopee)).toBe(3);
    expect(await sandboxStock(tiktok)).toBe(6);
    expect((await stockOf(skuId)).links.map((l) => l.variantId)).toEqual([shopee.variantId]);
  });

  it('creates a master product from a listing with its variants, stock and links', async () => {
    const list = await t.current.api.get<Paged<ListingSummary>>('/api/app/product/tiktok?tab=live&limit=20', {
      token,
    });
    const listing = list.body.docs[1];
    const detail = await t.current.api.get<ListingDetail>(`/api/app/product/tiktok/${listing._id}`, {
      token,
    });
    const res = await t.current.api.post<MasterProduct[]>(
      '/api/app/master-product/from-listings',
      { listingIds: [listing._id] },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [master] = res.body;
    expect(master.name).toBe(listing.name);
    expect(master.skus.map((s) => s.stock)).toEqual(detail.body.variants.map((v) => v.stock));
    expect(master.skus.flatMap((s) => s.links.map((l) => l.variantId))).toEqual(
      detail.body.variants.map((v) => v._id),
    );
    const imported = await t.current.api.get<Paged<StockLogEntry>>('/api/app/stock/log?reason=import', {
      token,
    });
    expect(imported.body.totalDocs).toBe(detail.body.variants.filter((v) => v.stock > 0).length);
  });
  it('publishes a master product to a shop as a new listing, linked by SKU code', async () => {
    const upload = await t.current.api.post<{ url: string }>(
      '/api/app/product/images',
      { fileName: 'tas.png', contentType: 'image/png', data: PNG },
      { token },
    );
    const master = await t.current.api.post<MasterProduct>(
      '/api/app/master-product',
      {
        name: 'Tas Selempang Kanvas Booster Edisi Baru',
        description: 'Tas selempang bahan kanvas tebal, muat tablet dan botol minum.',
        images: [upload.body.url],
        weightGrams: 400,
        skus: [{ sku: 'TAS-KANVAS-01', price: 89_000, stock: 6 }],
      },
      { token },
    );
    const live = await t.current.api.get<Paged<ListingSummary>>('/api/app/product/shopee?tab=live&limit=1', {
      token,
    });
    // The category, its attributes and the channels of a listing the shop already sells.
    const template = await t.current.api.get<ListingDetail>(
      `/api/app/product/shopee/${live.body.docs[0]._id}`,
      {
        token,
      },
    );
    const res = await t.current.api.post<{ listingId: string }>(
      `/api/app/master-product/${master.body._id}/publish`,
      {
        shopId: shops.shopee._id,
        categoryId: template.body.categoryId,
        attributes: template.body.attributes,
        logistics: template.body.logistics.length ? template.body.logistics : ['1'],
      },
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const listing = await t.current.api.get<ListingDetail>(`/api/app/product/shopee/${res.body.listingId}`, {
      token,
    });
    const platform = await sandboxProduct('shopee', shops.shopee, listing.body.externalId);
    expect(platform.variants).toMatchObject([{ sku: 'TAS-KANVAS-01', stock: 6 }]);
    const detail = await stockOf(master.body.skus[0]._id);
    expect(detail.links.map((l) => l.variantId)).toEqual([listing.body.variants[0]._id]);
  });

  it('a Bukalapak order (Bukalapak sends no webhooks) takes its units at the next poll, every poll', async () => {
    const connected = await connectShop(t.current, token, 'bukalapak', 'app', byIndex(0));
    expect(connected.status).toBe(200);
    shops.bukalapak = connected.body;
    await t.current.api.post('/api/app/marketplace/bukalapak/import', { id: connected.body._id }, { token });
    await drain();
    const bukalapak = await pickTarget('bukalapak', 0);
    const created = await t.current.api.post<MasterProduct>(
      '/api/app/master-product',
      { name: 'Sandal Jepit', skus: [{ sku: 'SANDAL-42', name: '42', price: 25_000, stock: 8 }] },
      { token },
    );
    const sandalId = created.body.skus[0]._id;
    await t.current.api.post(
      '/api/app/master-product/links',
      { links: [{ variantId: bukalapak.variantId, masterSkuId: sandalId }] },
      { token },
    );
    await drain();
    // What the scheduler does every minute.
    const poll = async () => {
      await t.current.jobs.enqueue(t.current.container.orders.jobs.reconcileDue, {});
      await drain();
    };
    await poll();

    const first = await placeOrder(bukalapak, 2, false);
    await poll();
    expect((await stockOf(sandalId)).stock).toBe(6);
    // Just reconciled, yet polled again at the next minute: a platform without webhooks has no other way in.
    const second = await placeOrder(bukalapak, 1, false);
    await poll();
    await poll();
    expect((await stockOf(sandalId)).stock).toBe(5);
    const taken = await orderLog(sandalId, 'order');
    expect(taken.map((e) => [e.reference, e.change, e.marketplace])).toEqual(
      expect.arrayContaining([
        [first, -2, 'bukalapak'],
        [second, -1, 'bukalapak'],
      ]),
    );
    expect(taken).toHaveLength(2);
  });
});
