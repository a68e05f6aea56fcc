import type { ApiError, LabelBatch, ShippingRun, Shop } from '@booster/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { drainJobs } from '../../test/builders.ts';
import { makeMember, makeRole, makeStaffWith, makeSubMember, menuWith } from '../../test/factories.ts';
import { byIndex, connectShop, sandboxControl } from '../../test/marketplace.ts';
import { A4_SIZE, A6_SIZE } from './labels-pdf.ts';
import { orderItems, orders } from './tables.ts';

const t = useTestApp({ listen: true, tempDataDir: 'booster-shipping-' });

type SandboxOrder = {
  id: string;
  status: string;
  trackingNumber: string | null;
  lines: { name: string; variantName: string; sku: string }[];
};
type ShippingOptions = {
  orderId: string;
  orderNumber: string;
  pickup: { addressId: string; address: string; slots: { id: string; label: string }[] } | null;
  error: string | null;
};

/** "Selasa, 24 Nov 2026 09.00–12.00 WIB": the Jakarta day and hours, never UTC or ISO text. */
const WIB_SLOT =
  /^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} 09\.00–12\.00 WIB$/;
const WIB_SLOT_EN =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]{2} \d{4} 09:00–12:00 WIB$/;

let token: string;
let owner: { id: string };
let shop: Shop;

const drain = () => drainJobs(t.current);

async function sandboxOrders(): Promise<SandboxOrder[]> {
  const res = await fetch(
    `${t.current.config.appUrl}/sandbox/_control/orders?platform=shopee&shopId=${shop.shopid}`,
  );
  return (await res.json()) as SandboxOrder[];
}

const ourOrders = (orderIds: string[]) =>
  t.current.database.db.select().from(orders).where(inArray(orders.id, orderIds));

async function pdfOf(batch: LabelBatch, as = token) {
  const res = await t.current.app.inject({
    method: 'GET',
    url: batch.fileUrl as string,
    headers: { authorization: `Bearer ${as}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return PDFDocument.load(res.rawPayload);
}

const isSize = (page: { getSize(): { width: number; height: number } }, [width, height]: number[]) =>
  Math.abs(page.getSize().width - width) < 0.5 && Math.abs(page.getSize().height - height) < 0.5;

async function printLabels(body: unknown): Promise<{ started: LabelBatch; done: LabelBatch }> {
  const start = await t.current.api.post<LabelBatch>('/api/app/order/shopee/bulk/print-label', body, {
    token,
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  await drain();
  const done = await t.current.api.get<LabelBatch>(`/api/app/order/label-batches/${start.body._id}`, {
    token,
  });
  return { started: start.body, done: done.body };
}

/**
 * `count` new paid orders of the seller's Shopee shop, as our ids; the last one (`refusedId`) was
 * shipped in Seller Centre behind our back (no push), so Booster still thinks it waits. Each test makes
 * its own, so none depends on what another shipped or printed.
 */
async function freshOrders(count: number): Promise<{ ids: string[]; refusedId: string }> {
  const before = new Set((await sandboxOrders()).map((o) => o.id));
  await sandboxControl(t.current, 'simulate', { platform: 'shopee', shopId: shop.shopid, orders: count });
  await t.current.jobs.enqueue(t.current.container.orders.jobs.reconcileDue, {});
  await drain();
  const fresh = (await sandboxOrders()).filter((o) => !before.has(o.id));
  expect(fresh.map((o) => o.status)).toEqual(Array(count).fill('READY_TO_SHIP'));
  const rows = await t.current.database.db
    .select({ id: orders.id, externalId: orders.externalId, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, owner.id),
        inArray(
          orders.externalId,
          fresh.map((o) => o.id),
        ),
      ),
    );
  expect(rows.map((r) => r.status)).toEqual(Array(count).fill('ready_to_ship'));
  const idOf = new Map(rows.map((r) => [r.externalId, r.id]));
  const ids = fresh.map((o) => idOf.get(o.id) as string);
  await sandboxControl(t.current, 'orders/status', {
    platform: 'shopee',
    shopId: shop.shopid,
    orderId: fresh[count - 1].id,
    status: 'SHIPPED',
    webhook: false,
  });
  return { ids, refusedId: ids[count - 1] };
}

/** The orders shipped through Booster's bulk shipping (pickup, first slot), jobs drained. */
async function shipThroughBooster(ids: string[]) {
  const options = await t.current.api.get<ShippingOptions[]>(
    `/api/app/order/shopee/shipping-options?ids=${ids[0]}`,
    { token },
  );
  const pickup = options.body[0].pickup as NonNullable<ShippingOptions['pickup']>;
  const start = await t.current.api.post<ShippingRun>(
    '/api/app/order/shopee/bulk/shipping',
    {
      orders: ids.map((id) => ({
        id,
        method: 'pickup',
        addressId: pickup.addressId,
        slotId: pickup.slots[0].id,
      })),
    },
    { token },
  );
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  await drain();
  return start.body;
}

describe('bulk shipping and label printing of shopee orders', () => {
  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    owner = member;
    token = (await member.login()).accessToken;
    const connected = await connectShop(t.current, token, 'shopee', 'app', byIndex(0));
    if (connected.status !== 200) throw new Error(`connect failed: ${JSON.stringify(connected.body)}`);
    shop = connected.body;
  });

  it('offers pickup per order and says why the platform will not ship one', async () => {
    const { ids } = await freshOrders(20);
    const res = await t.current.api.get<ShippingOptions[]>(
      `/api/app/order/shopee/shipping-options?ids=${ids.join(',')}`,
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((o) => o.orderId)).toEqual(ids);
    for (const option of res.body.slice(0, 19)) {
      expect(option.error).toBeNull();
      expect(option.pickup?.slots.length).toBeGreaterThan(0);
      expect(option.pickup?.address).not.toBe('');
      for (const slot of option.pickup?.slots ?? []) expect(slot.label).toMatch(WIB_SLOT);
    }
    const english = await t.current.api.get<ShippingOptions[]>(
      `/api/app/order/shopee/shipping-options?ids=${ids[0]}`,
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(english.body[0].pickup?.slots[0].label).toMatch(WIB_SLOT_EN);
    expect(res.body[19]).toMatchObject({
      pickup: null,
      error: 'Shopee menolak pesanan: Order status is not READY_TO_SHIP.',
    });

    const lazada = await t.current.api.get<ApiError>(`/api/app/order/lazada/shipping-options?ids=${ids[0]}`, {
      token,
    });
    expect(lazada.status).toBe(404);
  });

  it('ships 20 orders, retrying a platform outage, and reports 19 shipped and 1 refused with the reason', async () => {
    const { ids, refusedId } = await freshOrders(20);
    await sandboxControl(t.current, 'faults', {
      platform: 'shopee',
      pathContains: 'ship_order',
      status: 503,
      times: 2,
    });

    const started = await shipThroughBooster(ids);
    expect(started).toMatchObject({ status: 'running', total: 20, succeeded: 0, failed: 0 });
    const faults = await fetch(`${t.current.config.appUrl}/sandbox/_control/faults`);
    expect(await faults.json(), 'the 503s were answered').toEqual([]);

    const run = await t.current.api.get<ShippingRun>(`/api/app/order/shipping-runs/${started._id}`, {
      token,
    });
    expect(run.body).toMatchObject({ status: 'done', total: 20, succeeded: 19, failed: 1 });
    expect(run.body.failures).toEqual([
      {
        subjectId: refusedId,
        label: (await ourOrders([refusedId]))[0].externalId,
        source: shop.shopname,
        failure: {
          code: 'orderRefused',
          params: { marketplace: 'Shopee', reason: 'Order status is not READY_TO_SHIP.' },
        },
        reconnect: false,
      },
    ]);

    const shipped = await ourOrders(ids.slice(0, 19));
    const platform = new Map((await sandboxOrders()).map((o) => [o.id, o]));
    for (const order of shipped) {
      expect(order.status).toBe('processed');
      expect(order.platformStatus).toBe('PROCESSED');
      expect(order.trackingNumber).toBe(platform.get(order.externalId)?.trackingNumber);
      expect(order.trackingNumber).toBeTruthy();
    }
  });

  it('merges one A6 page per printed label plus the picking list, and lists the order it could not print', async () => {
    const { ids, refusedId } = await freshOrders(20);
    await shipThroughBooster(ids.slice(0, 19));
    const { started, done } = await printLabels({ ids, layout: 'a6', pickingList: true });
    expect(started).toMatchObject({ status: 'running', total: 20, done: 0, fileUrl: null });
    expect(done).toMatchObject({ status: 'done', total: 20, done: 20 });
    expect(done.failures).toEqual([
      {
        orderId: refusedId,
        orderNumber: (await ourOrders([refusedId]))[0].externalId,
        reason: expect.stringMatching(/^Shopee menolak pesanan: /),
      },
    ]);
    // Stored as a code: a reader who prefers English reads the same failure in English.
    const inEnglish = await t.current.api.get<LabelBatch>(`/api/app/order/label-batches/${done._id}`, {
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(inEnglish.body.failures[0].reason).toMatch(/^Shopee refused the order: /);
    const pdf = await pdfOf(done);
    const pages = pdf.getPages();
    expect(pages).toHaveLength(19 + 1);
    expect(pages.slice(0, 19).every((p) => isSize(p, A6_SIZE))).toBe(true);
    expect(isSize(pages[19], A4_SIZE)).toBe(true);

    // The picking list reads the stored order lines: each names the variant the buyer chose, as
    // the sandbox's own order does ("Kaos Polos (Hitam, XL)").
    const platform = new Map((await sandboxOrders()).map((o) => [o.id, o]));
    const printed = await ourOrders(ids.slice(0, 19));
    const lines = await t.current.database.db
      .select({ orderId: orderItems.orderId, sku: orderItems.sku, name: orderItems.name })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids.slice(0, 19)));
    let withVariant = 0;
    for (const order of printed) {
      for (const line of platform.get(order.externalId)?.lines ?? []) {
        const stored = lines.find((l) => l.orderId === order.id && l.sku === line.sku);
        const expected = line.variantName ? `${line.name} (${line.variantName})` : line.name;
        expect(stored?.name).toBe(expected);
        if (line.variantName) withVariant += 1;
      }
    }
    expect(withVariant).toBeGreaterThan(0);
  });

  it('puts four labels on each A4 page', async () => {
    const { ids } = await freshOrders(20);
    await shipThroughBooster(ids.slice(0, 19));
    const { done } = await printLabels({ ids: ids.slice(0, 19), layout: 'a4', pickingList: false });
    expect(done).toMatchObject({ status: 'done', done: 19, failures: [] });
    const pages = (await pdfOf(done)).getPages();
    expect(pages).toHaveLength(Math.ceil(19 / 4));
    expect(pages.every((p) => isSize(p, A4_SIZE))).toBe(true);
  });

  it('prints the labels of another marketplace (Lazada) the same way', async () => {
    const lazada = await connectShop(t.current, token, 'lazada', 'app', byIndex(0));
    expect(lazada.status, JSON.stringify(lazada.body)).toBe(200);
    await t.current.jobs.enqueue(t.current.container.orders.jobs.reconcileDue, {});
    await drain();
    const withResi = (
      await t.current.database.db
        .select({ id: orders.id, trackingNumber: orders.trackingNumber })
        .from(orders)
        .where(eq(orders.shopId, lazada.body._id))
    ).filter((o) => o.trackingNumber);
    expect(withResi.length).toBeGreaterThan(0);

    const start = await t.current.api.post<LabelBatch>(
      '/api/app/order/lazada/bulk/print-label',
      { ids: withResi.map((o) => o.id), layout: 'a6', pickingList: false },
      { token },
    );
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    await drain();
    const done = await t.current.api.get<LabelBatch>(`/api/app/order/label-batches/${start.body._id}`, {
      token,
    });
    expect(done.body).toMatchObject({ status: 'done', total: withResi.length, failures: [] });
    expect((await pdfOf(done.body)).getPageCount()).toBe(withResi.length);
  });

  it('labels TikTok pickup slots in Jakarta time and names the warehouse the courier comes to', async () => {
    const tiktok = await connectShop(t.current, token, 'tiktok', 'app', byIndex(0));
    expect(tiktok.status, JSON.stringify(tiktok.body)).toBe(200);
    await sandboxControl(t.current, 'simulate', {
      platform: 'tiktok',
      shopId: tiktok.body.shopid,
      orders: 1,
    });
    await t.current.jobs.enqueue(t.current.container.orders.jobs.reconcileDue, {});
    await drain();
    const [waiting] = await t.current.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.shopId, tiktok.body._id), eq(orders.status, 'ready_to_ship')))
      .limit(1);
    expect(waiting).toBeDefined();
    const res = await t.current.api.get<ShippingOptions[]>(
      `/api/app/order/tiktok/shipping-options?ids=${waiting?.id}`,
      { token },
    );
    const pickup = res.body[0]?.pickup;
    expect(res.body[0]?.error).toBeNull();
    expect(pickup?.address).toContain(`Gudang ${tiktok.body.shopname}`);
    expect(pickup?.slots.length).toBeGreaterThan(0);
    for (const slot of pickup?.slots ?? []) expect(slot.label).toMatch(WIB_SLOT);
  });

  it("answers 404 for another tenant's runs, batches, files and orders", async () => {
    const { ids, refusedId } = await freshOrders(2);
    await shipThroughBooster(ids.slice(0, 1));
    const { done } = await printLabels({ ids: ids.slice(0, 1), layout: 'a6', pickingList: false });
    const run = await t.current.api.post<ShippingRun>(
      '/api/app/order/shopee/bulk/shipping',
      { orders: [{ id: refusedId, method: 'dropoff' }] },
      { token },
    );
    await drain();
    const stranger = (await (await makeMember(t.current, { package: 'premium' })).login()).accessToken;
    const asStranger = (url: string) => t.current.api.get<ApiError>(url, { token: stranger });

    expect((await asStranger(`/api/app/order/shipping-runs/${run.body._id}`)).status).toBe(404);
    expect((await asStranger(`/api/app/order/label-batches/${done._id}`)).status).toBe(404);
    expect((await asStranger(done.fileUrl as string)).status).toBe(404);
    expect((await asStranger(`/api/app/order/shopee/shipping-options?ids=${ids[0]}`)).status).toBe(404);
    const theirPrint = await t.current.api.post<ApiError>(
      '/api/app/order/shopee/bulk/print-label',
      { ids: [ids[0]] },
      { token: stranger },
    );
    expect(theirPrint.status).toBe(404);
  });

  it('refuses sub-members without the order menu or without the bulk feature', async () => {
    const { ids } = await freshOrders(1);
    const noOrders = await makeStaffWith(t.current, owner, 'product');
    const noOrdersToken = (await noOrders.login()).accessToken;
    for (const res of [
      await t.current.api.get<ApiError>(`/api/app/order/shopee/shipping-options?ids=${ids[0]}`, {
        token: noOrdersToken,
      }),
      await t.current.api.post<ApiError>(
        '/api/app/order/shopee/bulk/print-label',
        { ids: [ids[0]] },
        {
          token: noOrdersToken,
        },
      ),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FEATURE_NOT_ALLOWED');
    }

    const listOnly = menuWith('order').map((m) =>
      m.key === 'order' ? { ...m, features: m.features.map((f) => ({ ...f, enabled: false })) } : m,
    );
    const clerk = await makeSubMember(t.current, owner, await makeRole(t.current, owner, listOnly));
    const clerkToken = (await clerk.login()).accessToken;
    const bulk = await t.current.api.post<ApiError>(
      '/api/app/order/shopee/bulk/shipping',
      { orders: [{ id: ids[0], method: 'dropoff' }] },
      { token: clerkToken },
    );
    expect(bulk.status).toBe(403);
    const print = await t.current.api.post<ApiError>(
      '/api/app/order/shopee/bulk/print-label',
      { ids: [ids[0]] },
      {
        token: clerkToken,
      },
    );
    expect(print.status).toBe(403);
  });

  it("reports 'invalid access token' with re-integration when the shop lost its authorization", async () => {
    const before = new Set((await sandboxOrders()).map((o) => o.id));
    await sandboxControl(t.current, 'simulate', { platform: 'shopee', shopId: shop.shopid, orders: 1 });
    await drain();
    const newOrder = (await sandboxOrders()).find((o) => !before.has(o.id)) as SandboxOrder;
    const [row] = await t.current.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.shopId, shop._id), eq(orders.externalId, newOrder.id)));

    await sandboxControl(t.current, 'expire-tokens', {
      platform: 'shopee',
      shopId: shop.shopid,
      refresh: true,
    });
    const start = await t.current.api.post<ShippingRun>(
      '/api/app/order/shopee/bulk/shipping',
      { orders: [{ id: row.id, method: 'dropoff' }] },
      { token },
    );
    await drain();
    const run = await t.current.api.get<ShippingRun>(`/api/app/order/shipping-runs/${start.body._id}`, {
      token,
    });
    expect(run.body).toMatchObject({ succeeded: 0, failed: 1 });
    expect(run.body.failures[0]).toMatchObject({
      subjectId: row.id,
      failure: { code: 'invalidAccessToken', params: {} },
      reconnect: true,
    });
  });
});
