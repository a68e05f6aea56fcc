import type { ListingDetail, ListingSummary, MasterProduct, Shop } from '@booster/contracts';
import { masterRoutes, stockRoutes } from '@booster/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import {
  drainJobs,
  makeConnectedShop,
  makeLinkedSku,
  makeLinkedSkuIn,
  placeSandboxOrder,
  sandboxProduct,
  sandboxStock as sandboxStockOf,
  sharedSeller,
  type Target,
  takeListing,
} from '../../test/builders.ts';
import { makeMember } from '../../test/factories.ts';
import { redeliverShopeeOrderPush, sandboxControl, waitForWebhookEvents } from '../../test/marketplace.ts';
import { webhookEvents } from '../shops/tables.ts';

const t = useTestApp({ listen: true, tempDataDir: 'booster-stock-' });

/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Paged<T> = { docs: T[]; totalDocs: number };

/**
 * The seller with a Shopee and a TikTok Shop shop. A sandbox shop can belong to one account per app, so
 * the tests share these shops; each test links listings of its own (makeLinkedSku never hands out a
 * listing twice), so no test sees another's stock.
 */
const theSeller = sharedSeller(t, 'Budi Penjual', ['shopee', 'tiktok']);

/** The seller's SKU with `stock` units, linked to a fresh Shopee and TikTok Shop listing (pushed). */
async function linkedSku(stock: number, sku?: string) {
  return makeLinkedSkuIn(t.current, await theSeller(), ['shopee', 'tiktok'], { stock, sku });
}

const sandboxStock = (target: Target) => sandboxStockOf(t.current, target);

const placeOrder = (target: Target, quantity: number, webhook = true) =>
  placeSandboxOrder(t.current, target, quantity, { webhook });

const waitForEvents = (orderIds: string[]) => waitForWebhookEvents(t.current, orderIds);

const drain = () => drainJobs(t.current);

/** TikTok Shop answers the next `times` stock updates with a 503. */
const tiktokStockPushFails = (times: number) =>
  sandboxControl(t.current, 'faults', {
    platform: 'tiktok',
    pathContains: 'inventory/update',
    status: 503,
    times,
    retryAfterSeconds: 0,
  });

const stockOf = async (skuId: string, token: string) =>
  (await t.current.api.route(stockRoutes.detail, { params: { id: skuId }, token })).body;

const orderLog = async (skuId: string, reason: 'order' | 'cancellation', token: string) =>
  (await t.current.api.route(stockRoutes.log, { query: { masterSkuId: skuId, reason }, token })).body.docs;

/** Moves a Shopee order to a status and delivers its push; the push names whole seconds, so wait for the next one. */
async function moveShopeeOrder(shop: Shop, orderId: string, status: string) {
  await new Promise((r) => setTimeout(r, 1005 - (Date.now() % 1000)));
  await sandboxControl(t.current, 'orders/status', {
    platform: 'shopee',
    shopId: shop.shopid,
    orderId,
    status,
  });
  await drain();
}

describe('one central stock pushed to listings in two sandbox shops', () => {
  it('links a listing from each shop and pushes the central stock to both', async () => {
    const seller = await theSeller();
    const created = await t.current.api.route(masterRoutes.create, {
      body: { name: 'Kaos Hitam', skus: [{ sku: 'KAOS-HITAM-M', name: 'M', price: 50_000, stock: 10 }] },
      token: seller.token,
    });
    expect(created.status).toBe(200);
    const skuId = created.body.skus[0]._id;
    const shopee = await takeListing(t.current, seller, seller.shopee);
    const tiktok = await takeListing(t.current, seller, seller.tiktok);
    const linked = await t.current.api.route(masterRoutes.link, {
      body: {
        links: [
          { variantId: shopee.variantId, masterSkuId: skuId },
          { variantId: tiktok.variantId, masterSkuId: skuId },
        ],
      },
      token: seller.token,
    });
    expect(linked.body).toEqual({ linked: 2 });
    await drain();
    expect(await sandboxStock(shopee)).toBe(10);
    expect(await sandboxStock(tiktok)).toBe(10);
    const detail = await stockOf(skuId, seller.token);
    expect(detail.links.map((l) => [l.marketplace, l.pushStatus, l.stock])).toEqual(
      expect.arrayContaining([
        ['shopee', 'done', 10],
        ['tiktok', 'done', 10],
      ]),
    );
  });

  it('a stock edit is logged with its author and lands in both sandbox shops', async () => {
    const { token, skuId, shopee, tiktok } = await linkedSku(10, 'KAOS-HITAM-L');
    const edited = await t.current.api.route(stockRoutes.edit, {
      params: { id: skuId },
      body: { stock: 7, note: 'Stok opname' },
      token,
    });
    expect(edited.body).toMatchObject({ stock: 7, oversold: 0, linkedCount: 2 });
    await drain();
    expect(await sandboxStock(shopee)).toBe(7);
    expect(await sandboxStock(tiktok)).toBe(7);
    const log = await t.current.api.route(stockRoutes.log, {
      query: { masterSkuId: skuId, reason: 'manual' },
      token,
    });
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
    const { seller, token, skuId, shopee, tiktok } = await linkedSku(7);
    const orderId = await placeOrder(shopee, 2);
    await redeliverShopeeOrderPush(t.current, orderId, 1);
    await redeliverShopeeOrderPush(t.current, orderId, 2);
    const events = await t.current.database.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.marketplace, 'shopee'), eq(webhookEvents.subjectId, orderId)));
    expect(events).toHaveLength(3);
    await drain();
    expect((await stockOf(skuId, token)).stock).toBe(5);
    const taken = await orderLog(skuId, 'order', token);
    expect(taken.filter((e) => e.reference === orderId)).toEqual([
      expect.objectContaining({
        before: 7,
        after: 5,
        shopname: seller.shopee.shopname,
        marketplace: 'shopee',
        actor: null,
      }),
    ]);
    expect(await sandboxStock(tiktok)).toBe(5);
  });

  it('a cancellation gives the units back once and the other shop follows', async () => {
    const { token, skuId, shopee, tiktok } = await linkedSku(5);
    const orderId = await placeOrder(tiktok, 3);
    await drain();
    expect((await stockOf(skuId, token)).stock).toBe(2);
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
    expect((await stockOf(skuId, token)).stock).toBe(5);
    expect((await orderLog(skuId, 'cancellation', token)).filter((e) => e.reference === orderId)).toEqual([
      expect.objectContaining({ before: 2, after: 5, change: 3, marketplace: 'tiktok' }),
    ]);
    expect(await sandboxStock(shopee)).toBe(5);
  });

  it('a cancellation request keeps the units; turned down they stay taken once, accepted they come back once', async () => {
    const { token, skuId, shopee, tiktok } = await linkedSku(19);
    const orderId = await placeOrder(shopee, 2);
    await drain();
    const seen = [(await stockOf(skuId, token)).stock];
    for (const status of ['IN_CANCEL', 'READY_TO_SHIP', 'IN_CANCEL']) {
      await moveShopeeOrder(shopee.shop, orderId, status);
      seen.push((await stockOf(skuId, token)).stock);
    }
    expect(seen).toEqual([17, 17, 17, 17]);
    expect(await sandboxStock(tiktok)).toBe(17);
    await moveShopeeOrder(shopee.shop, orderId, 'CANCELLED');
    expect((await stockOf(skuId, token)).stock).toBe(19);
    expect(await sandboxStock(tiktok)).toBe(19);
    expect((await orderLog(skuId, 'order', token)).filter((e) => e.reference === orderId)).toHaveLength(1);
    expect((await orderLog(skuId, 'cancellation', token)).filter((e) => e.reference === orderId)).toEqual([
      expect.objectContaining({ before: 17, after: 19, change: 2 }),
    ]);
  });

  it('a TikTok Shop cancellation request (the order keeps its status, flagged) holds the units until accepted', async () => {
    const { token, skuId, shopee, tiktok } = await linkedSku(6);
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
    expect((await stockOf(skuId, token)).stock).toBe(5);

    await cancellation('orders/cancel-request');
    expect(await booster()).toMatchObject({ status: 'cancel_requested', cancelRequested: true });
    await cancellation('orders/cancel-request/answer', { accept: false });
    expect(await booster()).toMatchObject({ status: 'ready_to_ship', cancelRequested: false });
    expect((await stockOf(skuId, token)).stock).toBe(5);

    await cancellation('orders/cancel-request');
    await cancellation('orders/cancel-request/answer', { accept: true });
    expect((await booster()).status).toBe('cancelled');
    expect((await stockOf(skuId, token)).stock).toBe(6);
    expect(await sandboxStock(shopee)).toBe(6);
  });

  it('an order whose webhook never came takes its units once when reconciliation stores it; replays change nothing', async () => {
    const { token, skuId, shopee, tiktok } = await linkedSku(8);
    const orderId = await placeOrder(shopee, 1, false);
    await drain();
    expect((await stockOf(skuId, token)).stock).toBe(8);
    for (let i = 0; i < 2; i++) {
      await t.current.jobs.enqueue(t.current.container.orders.jobs.reconcileShop, {
        shopId: shopee.shop._id,
      });
      await drain();
    }
    expect((await stockOf(skuId, token)).stock).toBe(7);
    expect(await sandboxStock(tiktok)).toBe(7);
    expect((await orderLog(skuId, 'order', token)).filter((e) => e.reference === orderId)).toHaveLength(1);
  });

  it('the order webhook takes the units as it stores the order and pushes them itself, with no job after it', async () => {
    const { token, skuId, shopee, tiktok } = await linkedSku(9);
    const orderId = await placeOrder(shopee, 2);
    const [event] = await waitForEvents([orderId]);
    // What the order webhook's job does, and no job after it.
    await t.current.container.shops.webhooks.dispatch(event.id);
    expect((await stockOf(skuId, token)).stock).toBe(7);
    expect(await sandboxStock(tiktok)).toBe(7);
    const calls = async () => {
      const res = await fetch(
        `${t.current.config.appUrl}/sandbox/_control/calls?platform=tiktok&pathContains=inventory/update`,
      );
      return ((await res.json()) as { count: number }[]).reduce((sum, r) => sum + r.count, 0);
    };
    const before = await calls();
    // Its safety-net job went once the pushes landed.
    expect(t.current.jobs.pending().map((j) => j.name)).not.toContain('stock.push-to-shop.v1');
    await drain();
    expect(await calls()).toBe(before);
    expect(await sandboxStock(tiktok)).toBe(7);
    expect((await orderLog(skuId, 'order', token)).filter((e) => e.reference === orderId)).toHaveLength(1);
  });

  it('two orders for the last unit from two shops at the same moment: 0 left, 1 oversold, both logged', async () => {
    const { token, skuId, shopee, tiktok } = await linkedSku(1);
    const [fromShopee, fromTiktok] = await Promise.all([placeOrder(shopee, 1), placeOrder(tiktok, 1)]);
    // Each control call returns once its webhook was answered; on a busy machine a delivery may have
    // needed the sandbox's retry, so wait for both stored events.
    const events = await waitForEvents([fromShopee, fromTiktok]);
    expect(events).toHaveLength(2);
    // Both pushes handled at once (what two workers do), then the queued jobs run them once more.
    await Promise.all(events.map((e) => t.current.container.shops.webhooks.dispatch(e.id)));
    await drain();
    expect(await stockOf(skuId, token)).toMatchObject({ stock: 0, oversold: 1 });
    const logged = (await orderLog(skuId, 'order', token)).filter((e) =>
      [fromShopee, fromTiktok].includes(e.reference ?? ''),
    );
    expect(logged).toHaveLength(2);
    expect(logged.map((e) => [e.after, e.change])).toEqual([
      [0, -1],
      [0, -1],
    ]);
    const flagged = await t.current.api.route(stockRoutes.list, { query: { filter: 'oversold' }, token });
    expect(flagged.body.docs.map((d) => d._id)).toEqual([skuId]);
  });

  it('a push that fails with a 503 is retried and then lands', async () => {
    const { token, skuId, tiktok } = await linkedSku(5);
    // The adapter tries 3 times per job attempt: the first attempt fails, the second lands.
    await tiktokStockPushFails(3);
    await t.current.api.route(stockRoutes.edit, { params: { id: skuId }, body: { stock: 9 }, token });
    await drain();
    expect(await sandboxStock(tiktok)).toBe(9);
    const pushes = await t.current.api.route(stockRoutes.pushes, { query: { limit: 100 }, token });
    expect(pushes.body.docs.find((p) => p.listing.variantId === tiktok.variantId)).toMatchObject({
      quantity: 9,
      status: 'done',
      attempts: 2,
      error: null,
    });
  });

  it('a push still failing after its last attempt waits for the seller: give up, or retry and land', async () => {
    const { token, skuId, tiktok } = await linkedSku(9);
    await tiktokStockPushFails(1000);
    await t.current.api.route(stockRoutes.edit, { params: { id: skuId }, body: { stock: 4 }, token });
    await drain();
    const failed = await t.current.api.route(stockRoutes.pushes, { query: { status: 'failed' }, token });
    const mine = failed.body.docs.filter((p) => p.listing.variantId === tiktok.variantId);
    expect(mine).toHaveLength(1);
    const push = mine[0];
    expect(push).toMatchObject({ quantity: 4, attempts: 6 });
    expect(push.error).toBe('TikTok Shop sedang tidak dapat dihubungi, coba lagi nanti');
    expect((await stockOf(skuId, token)).failedPushes).toBe(1);
    expect(await sandboxStock(tiktok)).toBe(9);
    const failing = () =>
      t.current.api.get<Paged<{ _id: string }>>('/api/app/stock?filter=failed', { token });
    expect((await failing()).body).toMatchObject({ docs: [{ _id: skuId }], totalDocs: 1 });

    const stopped = await t.current.api.route(stockRoutes.giveUpPush, { params: { id: push._id }, token });
    expect(stopped.body.status).toBe('given_up');
    expect((await failing()).body).toMatchObject({ docs: [], totalDocs: 0 });

    const res = await fetch(`${t.current.config.appUrl}/sandbox/_control/faults`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    const retried = await t.current.api.route(stockRoutes.retryPush, { params: { id: push._id }, token });
    expect(retried.body).toMatchObject({ status: 'pending', attempts: 0 });
    await drain();
    expect(await sandboxStock(tiktok)).toBe(4);
    const done = await t.current.api.route(stockRoutes.pushes, {
      query: { status: 'done', limit: 100 },
      token,
    });
    expect(done.body.docs.map((p) => p._id)).toContain(push._id);
  });

  it('respects the settings: no automatic push when off, the buffer kept back when pushing by hand', async () => {
    const { token, skuId, shopee, tiktok } = await linkedSku(4);
    const saved = await t.current.api.route(stockRoutes.saveSetting, {
      body: { autoPush: false, buffer: 2, shopIds: null },
      token,
    });
    expect(saved.body).toEqual({ autoPush: false, buffer: 2, shopIds: null });
    try {
      await t.current.api.route(stockRoutes.edit, { params: { id: skuId }, body: { stock: 8 }, token });
      await drain();
      expect(await sandboxStock(shopee)).toBe(4);
      const queued = await t.current.api.route(stockRoutes.push, { body: { skuIds: [skuId] }, token });
      expect(queued.body).toEqual({ queued: 2 });
      await drain();
      expect(await sandboxStock(shopee)).toBe(6);
      expect(await sandboxStock(tiktok)).toBe(6);
    } finally {
      // The seller is shared with the other tests.
      await t.current.api.route(stockRoutes.saveSetting, {
        body: { autoPush: true, buffer: 0, shopIds: null },
        token,
      });
    }
  });

  it('unlinks a listing: it keeps its stock and no longer follows', async () => {
    const { token, skuId, shopee, tiktok } = await linkedSku(6);
    const res = await t.current.api.route(masterRoutes.unlink, {
      params: { variantId: tiktok.variantId },
      token,
    });
    expect(res.body.message).toBe('Produk berhasil dilepas dari SKU master');
    await t.current.api.route(stockRoutes.edit, { params: { id: skuId }, body: { stock: 3 }, token });
    await drain();
    expect(await sandboxStock(shopee)).toBe(3);
    expect(await sandboxStock(tiktok)).toBe(6);
    expect((await stockOf(skuId, token)).links.map((l) => l.variantId)).toEqual([shopee.variantId]);
  });

  it('creates a master product from a listing with its variants, stock and links', async () => {
    const seller = await theSeller();
    const { token } = seller;
    const { productId } = await takeListing(t.current, seller, seller.tiktok);
    const list = await t.current.api.get<Paged<ListingSummary>>(
      '/api/app/product/tiktok?tab=live&limit=100',
      { token },
    );
    const listing = list.body.docs.find((l) => l.externalId === productId);
    if (!listing) throw new Error('taken listing not listed');
    const detail = await t.current.api.get<ListingDetail>(`/api/app/product/tiktok/${listing._id}`, {
      token,
    });
    const res = await t.current.api.route(masterRoutes.fromListings, {
      body: { listingIds: [listing._id] },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [master] = res.body;
    expect(master.name).toBe(listing.name);
    expect(master.skus.map((s) => s.stock)).toEqual(detail.body.variants.map((v) => v.stock));
    expect(master.skus.flatMap((s) => s.links.map((l) => l.variantId))).toEqual(
      detail.body.variants.map((v) => v._id),
    );
    const imported = await t.current.api.route(stockRoutes.log, {
      query: { reason: 'import', limit: 100 },
      token,
    });
    const skuIds = new Set(master.skus.map((s) => s._id));
    expect(imported.body.docs.filter((e) => skuIds.has(e.masterSkuId)).length).toBe(
      detail.body.variants.filter((v) => v.stock > 0).length,
    );
  });

  it('publishes a master product to a shop as a new listing, linked by SKU code', async () => {
    const seller = await theSeller();
    const { token } = seller;
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
      { token },
    );
    const res = await t.current.api.post<{ listingId: string }>(
      `/api/app/master-product/${master.body._id}/publish`,
      {
        shopId: seller.shopee._id,
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
    const platform = await sandboxProduct(t.current, {
      platform: 'shopee',
      shop: seller.shopee,
      productId: listing.body.externalId,
    });
    expect(platform.variants).toMatchObject([{ sku: 'TAS-KANVAS-01', stock: 6 }]);
    const detail = await stockOf(master.body.skus[0]._id, token);
    expect(detail.links.map((l) => l.variantId)).toEqual([listing.body.variants[0]._id]);
  });

  it('a Bukalapak order (Bukalapak sends no webhooks) takes its units at the next poll, every poll', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const account = { token: (await member.login()).accessToken };
    const { token } = account;
    const shop = await makeConnectedShop(t.current, account, 'bukalapak');
    const {
      skuId: sandalId,
      targets: [bukalapak],
    } = await makeLinkedSku(t.current, account, [shop], { sku: 'SANDAL-42', stock: 8 });
    // What the scheduler does every minute.
    const poll = async () => {
      await t.current.jobs.enqueue(t.current.container.orders.jobs.reconcileDue, {});
      await drain();
    };
    await poll();

    const first = await placeOrder(bukalapak, 2, false);
    await poll();
    expect((await stockOf(sandalId, token)).stock).toBe(6);
    // Just reconciled, yet polled again at the next minute: a platform without webhooks has no other way in.
    const second = await placeOrder(bukalapak, 1, false);
    await poll();
    await poll();
    expect((await stockOf(sandalId, token)).stock).toBe(5);
    const taken = await orderLog(sandalId, 'order', token);
    expect(taken.map((e) => [e.reference, e.change, e.marketplace])).toEqual(
      expect.arrayContaining([
        [first, -2, 'bukalapak'],
        [second, -1, 'bukalapak'],
      ]),
    );
    expect(taken).toHaveLength(2);
  });
});
