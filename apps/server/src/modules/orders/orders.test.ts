import {
  type ApiError,
  type OrderDetail,
  type OrderStats,
  type OrderSummary,
  orderRoutes,
  orderSummarySchema,
  type Shop,
} from '@booster/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { drainJobs } from '../../test/builders.ts';
import { makeMember, makeStaffWith } from '../../test/factories.ts';
import { byIndex, connectShop, redeliverShopeeOrderPush, sandboxAnswer } from '../../test/marketplace.ts';
import { expectCursorWalkMatchesPages } from '../../test/paging.ts';
import { notifications } from '../notifications/tables.ts';
import { orders } from './tables.ts';

const t = useTestApp({ listen: true });

type Platform = 'shopee' | 'lazada';
type Paged<T> = { docs: T[]; totalDocs: number };
type CursorPaged = Paged<OrderSummary> & { page: number; totalPages: number; nextCursor: string | null };
type MonitorItem = OrderSummary & { risk: string };

let token: string;
let accountId: string;
const shops = {} as Record<Platform, Shop>;

const drain = () => drainJobs(t.current);

const control = <T>(path: string, body?: unknown) => sandboxAnswer<T>(t.current, path, body);

/** A new paid order in the sandbox shop for its first orderable product; its platform id. */
async function placeOrder(platform: Platform, options: { webhook: boolean }): Promise<string> {
  const shopId = shops[platform].shopid;
  const products = await control<{ id: string; variants: { id: string; stock: number }[] }[]>(
    `products?platform=${platform}&shopId=${shopId}`,
  );
  for (const product of products.body) {
    const variant = product.variants.find((v) => v.stock > 0);
    if (!variant) continue;
    const placed = await control<{ id: string }>('orders', {
      platform,
      shopId,
      lines: [{ productId: product.id, variantId: variant.id, quantity: 1 }],
      webhook: options.webhook,
    });
    if (placed.status === 201) return placed.body.id;
  }
  throw new Error(`no orderable product in the ${platform} sandbox shop`);
}

const list = async (platform: Platform, query: string, as = token) =>
  t.current.api.get<Paged<OrderSummary>>(`/api/app/order/${platform}?${query}`, { token: as });

const findByNumber = async (platform: Platform, orderNumber: string) =>
  (await list(platform, `search=${encodeURIComponent(orderNumber)}`)).body;

describe('orders synced from the sandbox', () => {
  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium', name: 'Sari Penjual' });
    accountId = member.id;
    token = (await member.login()).accessToken;
    for (const platform of ['shopee', 'lazada'] as const) {
      const connected = await connectShop(t.current, token, platform, 'app', byIndex(0));
      if (connected.status !== 200) throw new Error(`connect failed: ${JSON.stringify(connected.body)}`);
      shops[platform] = connected.body;
    }
    // The first reconciliation of a new shop backfills its recent orders.
    await t.current.jobs.enqueue(t.current.container.orders.jobs.reconcileDue, {});
    await drain();
  });

  it('backfills the seeded orders of each new shop on its first reconciliation', async () => {
    for (const platform of ['shopee', 'lazada'] as const) {
      const all = await list(platform, 'limit=100');
      expect(all.status).toBe(200);
      expect(all.body.totalDocs).toBeGreaterThan(0);
      expect(all.body.docs.every((o) => o.shopId === shops[platform]._id)).toBe(true);
    }
  });

  it('stores an order once and one timeline entry per status, however often its webhook comes', async () => {
    const orderNumber = await placeOrder('shopee', { webhook: true });
    await redeliverShopeeOrderPush(t.current, orderNumber, 1);
    await redeliverShopeeOrderPush(t.current, orderNumber, 2);
    await drain();

    const found = await findByNumber('shopee', orderNumber);
    expect(found.totalDocs).toBe(1);
    const order = found.docs[0];
    expect(order).toMatchObject({ orderNumber, status: 'ready_to_ship', marketplace: 'shopee' });
    expect(order.shipBy).not.toBeNull();

    const moved = await control('orders/status', {
      platform: 'shopee',
      shopId: shops.shopee.shopid,
      orderId: orderNumber,
      status: 'PROCESSED',
    });
    expect(moved.status).toBe(200);
    await redeliverShopeeOrderPush(t.current, orderNumber, 3);
    await drain();

    const detail = await t.current.api.get<OrderDetail>(`/api/app/order/shopee/${order._id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.timeline.map((h) => [h.status, h.platformStatus])).toEqual([
      ['ready_to_ship', 'READY_TO_SHIP'],
      ['processed', 'PROCESSED'],
    ]);
    expect(detail.body.items.length).toBeGreaterThan(0);
    expect(detail.body.recipient.name).not.toBe('');

    const alerts = await t.current.database.db
      .select({ title: notifications.title, detail: notifications.detail })
      .from(notifications)
      .where(eq(notifications.accountId, accountId));
    const aboutOrder = alerts.filter((n) => n.detail?.orderId === order._id);
    expect(aboutOrder).toEqual([
      {
        title: 'Pesanan Baru',
        detail: { orderId: order._id, shopname: order.shopname, orderStatus: 'ready_to_ship' },
      },
    ]);
  });

  it("stores a Shopee webhook's order after its one order read, and fills the escrow money in its own job", async () => {
    const escrowDown = () =>
      control('faults', {
        platform: 'shopee',
        pathContains: 'get_escrow_detail',
        status: 429,
        times: 1000,
        // Longer than the client waits: each money job fails at once.
        retryAfterSeconds: 3600,
      });
    const escrowUp = () => fetch(`${t.current.config.appUrl}/sandbox/_control/faults`, { method: 'DELETE' });
    const sandboxMoney = async (orderNumber: string) => {
      const own = await control<{ id: string; total: number; money: { sellerIncome: number } }[]>(
        `orders?platform=shopee&shopId=${shops.shopee.shopid}`,
      );
      return own.body.find((o) => o.id === orderNumber) as { total: number; money: { sellerIncome: number } };
    };
    const detailOf = async (id: string) =>
      (await t.current.api.get<OrderDetail>(`/api/app/order/shopee/${id}`, { token })).body;

    await escrowDown();
    try {
      const orderNumber = await placeOrder('shopee', { webhook: true });
      const run = await t.current.jobs.drain();
      // Only the money waits on the escrow: the order, its alert and its stored event went through.
      expect(run.failed.length).toBeGreaterThan(0);
      expect(new Set(run.failed.map((f) => f.name))).toEqual(new Set(['orders.order-money.v1']));
      const [order] = (await findByNumber('shopee', orderNumber)).docs;
      const own = await sandboxMoney(orderNumber);
      expect(order).toMatchObject({ status: 'ready_to_ship', totalAmount: own.total });
      expect(order.money.seller).toBeNull();

      await escrowUp();
      await t.current.jobs.enqueue(t.current.container.orders.jobs.orderMoney, {
        shopId: shops.shopee._id,
        orderId: orderNumber,
      });
      await drain();
      expect((await detailOf(order._id)).money.seller?.income).toBe(own.money.sellerIncome);

      // A later push read without the escrow keeps the stored money.
      await escrowDown();
      await redeliverShopeeOrderPush(t.current, orderNumber, 5);
      await t.current.jobs.drain();
      const after = await detailOf(order._id);
      expect(after.money.seller?.income).toBe(own.money.sellerIncome);
      expect(after.totalAmount).toBe(own.total);
    } finally {
      await escrowUp();
    }
  });

  it('catches an order whose webhook never came on the next reconciliation', async () => {
    const orderNumber = await placeOrder('shopee', { webhook: false });
    await drain();
    expect((await findByNumber('shopee', orderNumber)).totalDocs).toBe(0);

    await t.current.jobs.enqueue(t.current.container.orders.jobs.reconcileShop, {
      shopId: shops.shopee._id,
    });
    await drain();
    const found = await findByNumber('shopee', orderNumber);
    expect(found.docs.map((o) => o.orderNumber)).toEqual([orderNumber]);
  });

  it('filters by tab, buyer and date, and counts every tab', async () => {
    const tabs = await t.current.api.get<Record<string, number>>('/api/app/order/shopee/tabs', { token });
    expect(tabs.status).toBe(200);
    const { all, ...perStatus } = tabs.body;
    expect(Object.values(perStatus).reduce((a, b) => a + b, 0)).toBe(all);
    expect((await list('shopee', 'limit=1')).body.totalDocs).toBe(all);

    const ready = await list('shopee', 'tab=ready_to_ship&limit=100');
    expect(ready.body.totalDocs).toBe(tabs.body.ready_to_ship);
    expect(ready.body.docs.every((o) => o.status === 'ready_to_ship')).toBe(true);

    const buyer = ready.body.docs[0].buyerName;
    const byBuyer = await list('shopee', `search=${encodeURIComponent(buyer.toUpperCase())}&limit=100`);
    expect(byBuyer.body.totalDocs).toBeGreaterThan(0);
    expect(byBuyer.body.docs.every((o) => o.buyerName.toLowerCase().includes(buyer.toLowerCase()))).toBe(
      true,
    );

    const today = await list('shopee', 'date=today&limit=100');
    const week = await list('shopee', 'date=last7days&limit=1');
    const since = Date.now() - 24 * 3_600_000;
    expect(today.body.totalDocs).toBeGreaterThanOrEqual(2);
    expect(today.body.docs.every((o) => Date.parse(o.createdAt) > since)).toBe(true);
    expect(week.body.totalDocs).toBeGreaterThanOrEqual(today.body.totalDocs);
    const todayTabs = await t.current.api.get<Record<string, number>>(
      '/api/app/order/shopee/tabs?date=today',
      {
        token,
      },
    );
    expect(todayTabs.body.all).toBe(today.body.totalDocs);

    const future = await list('shopee', 'date=custom&from=2099-01-01&to=2099-01-31');
    expect(future.body.totalDocs).toBe(0);
    const oldestFirst = await list('shopee', 'sort=created_asc&limit=100');
    const times = oldestFirst.body.docs.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('writes the list (compiled from the contract) as the contract schema would through zod, every field of a row', async () => {
    const res = await list('shopee', 'limit=5&tab=ready_to_ship');
    expect(res.body.docs.length).toBeGreaterThan(0);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(orderRoutes.list.response.parse(res.body))));
    expect(Object.keys(res.body.docs[0]).sort()).toEqual(Object.keys(orderSummarySchema.shape).sort());
  });

  it('walks every sort by cursor as by page number, orders without a ship-by last', async () => {
    const { db } = t.current.database;
    // Two orders without a ship-by: the sort puts them after every dated one, and a cursor passes them.
    const [a, b] = (await list('shopee', 'limit=2&sort=created_asc')).body.docs;
    await db.update(orders).set({ shipBy: null }).where(sql`${orders.id} in (${a._id}, ${b._id})`);
    const page = (query: string) =>
      t.current.api.get<CursorPaged>(`/api/app/order/shopee?${query}`, { token });
    for (const sort of ['created_desc', 'created_asc', 'total_desc', 'total_asc', 'ship_by_asc'])
      await expectCursorWalkMatchesPages(page, `sort=${sort}`, 3);
    const byShipBy = (await list('shopee', 'sort=ship_by_asc&limit=100')).body.docs;
    const dated = byShipBy.filter((o) => o.shipBy !== null).map((o) => Date.parse(o.shipBy as string));
    expect(dated).toEqual([...dated].sort((x, y) => x - y));
    expect(byShipBy.slice(-2).map((o) => o.shipBy)).toEqual([null, null]);
    await expectCursorWalkMatchesPages(page, 'sort=ship_by_asc&tab=ready_to_ship', 2);
    // One order a page: the first ten pages' statements have their LIMIT and OFFSET in the text, deeper
    // ones take them as values; both walks agree.
    expect((await list('shopee', 'limit=1')).body.totalDocs).toBeGreaterThan(10);
    await expectCursorWalkMatchesPages(page, 'sort=total_desc', 1);
  });

  it('keeps tab counts and totals exact from the day counters, through status changes, moves and deletes', async () => {
    const { db } = t.current.database;
    /** What counting the stored orders answers, per status, from `days` Jakarta days back (0 = all time). */
    const counted = async (days: number) => {
      const since =
        days === 0
          ? sql`true`
          : sql`placed_at >= (date_trunc('day', now() at time zone 'Asia/Jakarta') - make_interval(days => ${days - 1})) at time zone 'Asia/Jakarta'`;
      const rows = await db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from orders where account_id = ${accountId} and marketplace = 'shopee' and ${since} group by status`,
      );
      return Object.fromEntries(rows.rows.map((r) => [r.status, r.n]));
    };
    const tabsOf = async (query: string) => {
      const res = await t.current.api.get<Record<string, number>>(`/api/app/order/shopee/tabs?${query}`, {
        token,
      });
      const { all, ...perStatus } = res.body;
      return { all, perStatus: Object.fromEntries(Object.entries(perStatus).filter(([, n]) => n > 0)) };
    };
    const check = async () => {
      for (const [query, days] of [
        ['date=all', 0],
        ['date=today', 1],
        ['date=last7days', 7],
      ] as const) {
        const expected = await counted(days);
        const tabs = await tabsOf(query);
        expect(tabs.perStatus).toEqual(expected);
        const total = Object.values(expected).reduce((a, b) => a + b, 0);
        expect(tabs.all).toBe(total);
        expect((await list('shopee', `${query}&limit=1`)).body.totalDocs).toBe(total);
      }
    };
    await check();
    const [a, b] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.accountId, accountId))
      .limit(2);
    await db.execute(sql`update orders set status = 'completed' where id = ${a.id}`);
    await db.execute(sql`update orders set placed_at = now() - interval '3 days' where id = ${b.id}`);
    await check();
    await db.execute(sql`update orders set placed_at = now() where id = ${b.id}`);
    await check();
  });

  it("lists each order as its detail shows it, items in the platform's order (the list maps its own rows)", async () => {
    for (const marketplace of ['shopee', 'lazada'] as const) {
      const docs = (await list(marketplace, 'limit=30')).body.docs;
      if (marketplace === 'shopee') expect(docs.some((o) => o.items.length > 1)).toBe(true);
      for (const order of docs) {
        const detail = await t.current.api.get<OrderDetail>(`/api/app/order/${marketplace}/${order._id}`, {
          token,
        });
        const summaryOfDetail = Object.fromEntries(
          Object.keys(orderSummarySchema.shape).map((k) => [k, detail.body[k as keyof OrderDetail]]),
        );
        expect(order).toEqual(summaryOfDetail);
      }
    }
  });

  it('opens a Lazada order by its order-item id', async () => {
    const lazada = (await list('lazada', 'limit=5')).body.docs;
    const order = lazada.find((o) => o.orderItemId);
    if (!order?.orderItemId) throw new Error('no Lazada order with an order-item id');
    expect(order.orderItemId).toBe(order.items[0].externalItemId);
    const detail = await t.current.api.get<OrderDetail>(`/api/app/order/lazada/${order.orderItemId}`, {
      token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body._id).toBe(order._id);
    expect(detail.body.timeline.length).toBeGreaterThan(0);
  });

  it("names a new Lazada order's first order-item in its notification, for the bell's link", async () => {
    const orderNumber = await placeOrder('lazada', { webhook: true });
    await drain();
    const [order] = (await findByNumber('lazada', orderNumber)).docs;
    const [alert] = await t.current.database.db
      .select({ marketplace: notifications.marketplace, detail: notifications.detail })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `${order._id}:ready_to_ship`));
    expect(alert).toEqual({
      marketplace: 'lazada',
      detail: {
        orderId: order._id,
        orderItemId: order.orderItemId,
        shopname: order.shopname,
        orderStatus: 'ready_to_ship',
      },
    });
    const viaBell = await t.current.api.get<OrderDetail>(
      `/api/app/order/lazada/${alert.detail?.orderItemId}`,
      {
        token,
      },
    );
    expect(viaBell.body.orderNumber).toBe(orderNumber);
  });

  it('shows an order past its ship-by time in the monitor', async () => {
    const orderNumber = await placeOrder('shopee', { webhook: true });
    await drain();
    const [order] = (await findByNumber('shopee', orderNumber)).docs;
    // Three days pass without the seller shipping it.
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await t.current.database.db
      .update(orders)
      .set({ placedAt: threeDaysAgo, paidAt: threeDaysAgo, shipBy: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.id, order._id));

    const late = await t.current.api.get<Paged<MonitorItem>>('/api/app/order/monitor?risk=late_to_ship', {
      token,
    });
    expect(late.status).toBe(200);
    expect(late.body.docs.map((o) => [o.orderNumber, o.risk])).toContainEqual([orderNumber, 'late_to_ship']);
    const all = await t.current.api.get<Paged<MonitorItem>>('/api/app/order/monitor?limit=100', { token });
    expect(all.body.docs.find((o) => o.orderNumber === orderNumber)?.risk).toBe('late_to_ship');
  });

  it('a cancellation request is its own tab and monitor row and stays a sale until the platform cancels', async () => {
    const orderNumber = await placeOrder('shopee', { webhook: true });
    await drain();
    const tabsOf = async () =>
      (await t.current.api.get<Record<string, number>>('/api/app/order/shopee/tabs', { token })).body;
    const salesToday = async () =>
      (await t.current.api.get<OrderStats>('/api/app/dashboard/order?range=today', { token })).body.totals
        .orders;
    const monitorRisk = async () =>
      (
        await t.current.api.get<Paged<MonitorItem>>(
          '/api/app/order/monitor?risk=cancel_requested&limit=100',
          {
            token,
          },
        )
      ).body.docs.find((o) => o.orderNumber === orderNumber)?.risk;
    const move = async (status: string) => {
      // Shopee's push carries whole seconds: a second push in the same second would be a replay.
      await new Promise((r) => setTimeout(r, 1005 - (Date.now() % 1000)));
      const moved = await control('orders/status', {
        platform: 'shopee',
        shopId: shops.shopee.shopid,
        orderId: orderNumber,
        status,
      });
      expect(moved.status).toBe(200);
      await drain();
    };
    const before = await tabsOf();
    const salesBefore = await salesToday();

    await move('IN_CANCEL');
    const [requested] = (await findByNumber('shopee', orderNumber)).docs;
    expect(requested).toMatchObject({
      status: 'cancel_requested',
      platformStatus: 'IN_CANCEL',
      cancelRequested: true,
    });
    const during = await tabsOf();
    expect(during.cancel_requested).toBe(before.cancel_requested + 1);
    expect(during.cancelled).toBe(before.cancelled);
    expect(during.ready_to_ship).toBe(before.ready_to_ship - 1);
    const inTab = await list('shopee', 'tab=cancel_requested&limit=100');
    expect(inTab.body.docs.map((o) => o.orderNumber)).toContain(orderNumber);
    expect(await monitorRisk()).toBe('cancel_requested');
    expect(await salesToday()).toBe(salesBefore);

    // The seller turns the request down: the order is to be shipped again and leaves the monitor.
    await move('READY_TO_SHIP');
    expect((await findByNumber('shopee', orderNumber)).docs[0].status).toBe('ready_to_ship');
    expect(await tabsOf()).toEqual(before);
    expect(await monitorRisk()).toBeUndefined();

    // Asked again and accepted this time: now it is cancelled and no longer a sale.
    await move('IN_CANCEL');
    await move('CANCELLED');
    const after = await tabsOf();
    expect(after.cancelled).toBe(before.cancelled + 1);
    expect(after.cancel_requested).toBe(before.cancel_requested);
    expect(await salesToday()).toBe(salesBefore - 1);
    const detail = await t.current.api.get<OrderDetail>(`/api/app/order/shopee/${requested._id}`, { token });
    expect(detail.body.timeline.map((h) => h.status)).toEqual([
      'ready_to_ship',
      'cancel_requested',
      'ready_to_ship',
      'cancel_requested',
      'cancelled',
    ]);
  });

  it('counts today’s sales per marketplace and shop for the statistics card', async () => {
    const stats = await t.current.api.get<OrderStats>('/api/app/dashboard/order?range=today', { token });
    expect(stats.status).toBe(200);
    let expected = 0;
    for (const platform of ['shopee', 'lazada'] as const) {
      const tabs = await t.current.api.get<Record<string, number>>(
        `/api/app/order/${platform}/tabs?date=today`,
        { token },
      );
      expected += tabs.body.all - tabs.body.unpaid - tabs.body.cancelled;
    }
    expect(stats.body.totals.orders).toBe(expected);
    expect(stats.body.totals.orders).toBeGreaterThan(0);
    const shopee = stats.body.marketplaces.find((m) => m.marketplace === 'shopee');
    expect(shopee?.shops.map((s) => s.shopId)).toEqual([shops.shopee._id]);
    expect(stats.body.series.reduce((sum, p) => sum + p.orders, 0)).toBe(expected);
    expect(stats.body.series[0].label).toBe('00:00');

    const month = await t.current.api.get<OrderStats>('/api/app/dashboard/order?range=last1month', { token });
    expect(month.body.series).toHaveLength(30);
    expect(month.body.totals.orders).toBeGreaterThanOrEqual(expected);
  });

  it('hides orders from other accounts and from sub-members without the order menu', async () => {
    const [order] = (await list('shopee', 'limit=1')).body.docs;
    const [lazadaOrder] = (await list('lazada', 'limit=1')).body.docs;
    const stranger = await makeMember(t.current, { package: 'premium' });
    const strangerToken = (await stranger.login()).accessToken;
    const theirs = await t.current.api.get<ApiError>(`/api/app/order/shopee/${order._id}`, {
      token: strangerToken,
    });
    expect(theirs.status).toBe(404);
    const byItem = await t.current.api.get<ApiError>(`/api/app/order/lazada/${lazadaOrder.orderItemId}`, {
      token: strangerToken,
    });
    expect(byItem.status).toBe(404);
    expect((await list('shopee', 'limit=1', strangerToken)).body.totalDocs).toBe(0);

    const owner = { id: accountId };
    const productStaff = await makeStaffWith(t.current, owner, 'product');
    const refused = await list('shopee', 'limit=1', (await productStaff.login()).accessToken);
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as ApiError).code).toBe('FEATURE_NOT_ALLOWED');

    const orderStaff = await makeStaffWith(t.current, owner, 'order');
    const allowed = await list('shopee', 'limit=1', (await orderStaff.login()).accessToken);
    expect(allowed.status).toBe(200);
    expect(allowed.body.totalDocs).toBeGreaterThan(0);
  });
});
