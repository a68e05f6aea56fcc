import { type ProfitOrder, profitRoutes } from '@booster/contracts';
import { jakartaIsoDate } from '@booster/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import {
  drainJobs,
  makeLinkedSku,
  placeSandboxOrder,
  sharedSeller,
  type Target,
} from '../../test/builders.ts';
import { makeMember } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';
import { sandboxCall, waitForWebhookEvents } from '../../test/marketplace.ts';

const t = useTestApp({ listen: true });

/** The emulator's own figures of an order (control API `orders[].money`). */
type SandboxMoney = {
  itemsDeal: number;
  sellerVoucher: number;
  shippingSellerDiscount: number;
  sellerFees: number;
  sellerIncome: number;
};

const theSeller = sharedSeller(t, 'Sari Laba', ['shopee', 'tiktok', 'lazada', 'bukalapak']);
type Seller = Awaited<ReturnType<typeof theSeller>>;

const today = () => jakartaIsoDate(new Date());

const drain = () => drainJobs(t.current);

/**
 * Places an order in the sandbox (its webhook pushed), waits for the push and lets the jobs store it;
 * a platform without order webhooks (Bukalapak) is read by reconciling its shop.
 */
async function placeOrder(target: Target, quantity: number): Promise<string> {
  const id = await placeSandboxOrder(t.current, target, quantity);
  if (target.platform === 'bukalapak') {
    await t.current.jobs.enqueue(t.current.container.orders.jobs.reconcileShop, { shopId: target.shop._id });
    await drain();
    return id;
  }
  await waitForWebhookEvents(t.current, [id]);
  await drain();
  return id;
}

async function sandboxMoney(target: Target, orderId: string): Promise<SandboxMoney> {
  const orders = await sandboxCall<{ id: string; money: SandboxMoney }[]>(
    t.current,
    `orders?platform=${target.platform}&shopId=${target.shop.shopid}`,
  );
  const order = orders.find((o) => o.id === orderId);
  if (!order) throw new Error(`sandbox order ${orderId} not found`);
  return order.money;
}

async function profitOrder(seller: Seller, orderNumber: string): Promise<ProfitOrder> {
  const res = await t.current.api.route(profitRoutes.orders, {
    query: { from: today(), to: today(), limit: 100 },
    token: seller.token,
  });
  expect(res.status).toBe(200);
  const order = res.body.docs.find((o) => o.orderNumber === orderNumber);
  if (!order) throw new Error(`order ${orderNumber} not in the profit report`);
  return order;
}

async function setCost(seller: Seller, masterSkuId: string, cost: number, effectiveFrom: string) {
  const res = await t.current.api.route(profitRoutes.setCostPrices, {
    body: { items: [{ masterSkuId, cost, effectiveFrom }] },
    token: seller.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * `quantity` units of a fresh SKU that costs `cost` since 2020, sold in the seller's shop on `platform`:
 * the order's row of the profit report, and the emulator's own money of it.
 */
async function soldOn(platform: 'tiktok' | 'lazada' | 'bukalapak', cost: number, quantity: number) {
  const seller = await theSeller();
  const { skuId, targets } = await makeLinkedSku(t.current, seller, [seller[platform]], { stock: 20 });
  await setCost(seller, skuId, cost, '2020-01-01');
  const orderId = await placeOrder(targets[0], quantity);
  return { order: await profitOrder(seller, orderId), money: () => sandboxMoney(targets[0], orderId) };
}

describe('profit of sandbox orders', () => {
  it("is the sandbox order's amounts less its fees and the cost in force on the order's day", async () => {
    const seller = await theSeller();
    const { skuId, targets } = await makeLinkedSku(t.current, seller, [seller.shopee], { stock: 20 });
    await setCost(seller, skuId, 7_500, '2020-01-01');
    // A later cost does not touch today's order; a cost from tomorrow neither.
    await setCost(seller, skuId, 9_000, today());
    const tomorrow = new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await setCost(seller, skuId, 99_000, tomorrow);

    const orderId = await placeOrder(targets[0], 2);
    const own = await sandboxMoney(targets[0], orderId);
    const order = await profitOrder(seller, orderId);

    const cost = 2 * 9_000;
    const expected = own.itemsDeal - own.sellerVoucher - own.shippingSellerDiscount - own.sellerFees - cost;
    expect(order.gaps).toEqual([]);
    expect(order.fees).toBe(own.sellerFees);
    expect(order.shipping).toBe(own.shippingSellerDiscount);
    expect(order.costOfGoods).toBe(cost);
    expect(order.profit).toBe(expected);
    expect(order.profit).toBe(own.sellerIncome - cost);
    expect(order.revenue - order.sellerDiscount).toBe(own.itemsDeal - own.sellerVoucher);
    expect(order.margin).toBe(Math.round((expected * 1000) / order.revenue) / 10);
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({
      masterSkuId: skuId,
      quantity: 2,
      unitCost: 9_000,
      profit: expected,
    });

    // The report adds the same order to its day, its shop and its product.
    const report = await t.current.api.route(profitRoutes.report, {
      query: { from: today(), to: today(), shopId: seller.shopee._id },
      token: seller.token,
    });
    expect(report.status).toBe(200);
    const product = report.body.byProduct.find((p) => p.masterSkuId === skuId);
    expect(product).toMatchObject({ units: 2, costOfGoods: cost, profit: expected, incompleteUnits: 0 });
    expect(report.body.byDay).toHaveLength(1);
    expect(report.body.byDay[0]).toMatchObject({ day: today(), orders: report.body.totals.orders });
    expect(report.body.byShop.map((s) => s.shopId)).toEqual([seller.shopee._id]);
    expect(report.body.byShop[0].profit).toBe(report.body.totals.profit);
    const shopDay = report.body.byShopDay.find((r) => r.shopId === seller.shopee._id && r.day === today());
    expect(shopDay?.profit).toBe(report.body.totals.profit);
  });

  it("takes a TikTok Shop order's fees from its statement transactions", async () => {
    const { order, money } = await soldOn('tiktok', 4_000, 3);
    const own = await money();
    expect(order.gaps).toEqual([]);
    expect(order.fees).toBe(own.sellerFees);
    expect(order.profit).toBe(own.sellerIncome - 3 * 4_000);
    expect(order.profit).toBe(
      own.itemsDeal - own.sellerVoucher - own.shippingSellerDiscount - own.sellerFees - 3 * 4_000,
    );
  });

  it("takes a Lazada order's fees from its finance transactions", async () => {
    const { order, money } = await soldOn('lazada', 6_500, 2);
    const own = await money();
    expect(order.gaps).toEqual([]);
    expect(order.fees).toBe(own.sellerFees);
    expect(order.shipping).toBe(own.shippingSellerDiscount);
    expect(order.profit).toBe(own.sellerIncome - 2 * 6_500);
    expect(order.profit).toBe(
      own.itemsDeal - own.sellerVoucher - own.shippingSellerDiscount - own.sellerFees - 2 * 6_500,
    );
  });

  it('keeps a Bukalapak order marked: its API reports no seller fees', async () => {
    const { order } = await soldOn('bukalapak', 3_000, 1);
    expect(order.gaps).toEqual(['fees']);
    expect(order.fees).toBeNull();
    expect(order.profit).toBeNull();
  });

  it('marks an order whose SKU has no cost price instead of guessing it', async () => {
    const seller = await theSeller();
    const { targets } = await makeLinkedSku(t.current, seller, [seller.shopee], { stock: 20 });
    const orderId = await placeOrder(targets[0], 1);
    const order = await profitOrder(seller, orderId);
    expect(order.gaps).toEqual(['cost']);
    expect(order.profit).toBeNull();
    expect(order.costOfGoods).toBeNull();
    expect(order.margin).toBeNull();
    const incomplete = await t.current.api.route(profitRoutes.orders, {
      query: { from: today(), to: today(), only: 'incomplete', limit: 100 },
      token: seller.token,
    });
    expect(incomplete.body.docs.map((o) => o.orderNumber)).toContain(orderId);
    expect(incomplete.body.docs.every((o) => o.profit === null)).toBe(true);
  });

  it('writes the orders as CSV with the same figures', async () => {
    const seller = await theSeller();
    const { skuId, targets } = await makeLinkedSku(t.current, seller, [seller.shopee], { stock: 20 });
    await setCost(seller, skuId, 5_000, '2020-01-01');
    const orderId = await placeOrder(targets[0], 1);
    const order = await profitOrder(seller, orderId);
    const res = await t.current.api.get<string>(`/api/app/profit/orders.csv?from=${today()}&to=${today()}`, {
      token: seller.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const line = String(res.body)
      .split('\r\n')
      .find((l) => l.includes(orderId));
    expect(line?.split(',')).toContain(String(order.profit));
  });
});

describe('cost prices', () => {
  it('keeps a history per master SKU, one entry per day, and lists the one in force', async () => {
    const seller = await theSeller();
    const { skuId, sku } = await makeLinkedSku(t.current, seller, [seller.shopee], { stock: 5 });
    await setCost(seller, skuId, 10_000, '2024-01-01');
    await setCost(seller, skuId, 11_000, '2024-06-01');
    await setCost(seller, skuId, 12_000, '2024-06-01');
    const history = await t.current.api.route(profitRoutes.history, {
      params: { masterSkuId: skuId },
      token: seller.token,
    });
    expect(history.body.map((e) => [e.effectiveFrom, e.cost])).toEqual([
      ['2024-06-01', 12_000],
      ['2024-01-01', 10_000],
    ]);
    const list = await t.current.api.route(profitRoutes.costPrices, {
      query: { search: sku },
      token: seller.token,
    });
    expect(list.body.docs).toHaveLength(1);
    expect(list.body.docs[0]).toMatchObject({
      masterSkuId: skuId,
      cost: 12_000,
      effectiveFrom: '2024-06-01',
      entries: 2,
    });

    const removed = await t.current.api.route(profitRoutes.removeEntry, {
      params: { id: history.body[0]._id },
      token: seller.token,
    });
    expect(removed.status).toBe(200);
    const after = await t.current.api.route(profitRoutes.costPrices, {
      query: { search: sku },
      token: seller.token,
    });
    expect(after.body.docs[0]).toMatchObject({ cost: 10_000, effectiveFrom: '2024-01-01' });
  });

  it('saves many at once, or nothing when one is wrong', async () => {
    const seller = await theSeller();
    const a = await makeLinkedSku(t.current, seller, [seller.shopee], { stock: 5 });
    const b = await makeLinkedSku(t.current, seller, [seller.shopee], { stock: 5 });
    const bad = await t.current.api.route(profitRoutes.setCostPrices, {
      body: {
        items: [
          { masterSkuId: a.skuId, cost: 1_000, effectiveFrom: '2024-01-01' },
          { masterSkuId: b.skuId, cost: -5, effectiveFrom: '2024-01-01' },
        ],
      },
      token: seller.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      details: { fields: { 'items.1.cost': 'Harga modal tidak boleh negatif' } },
    });
    const none = await t.current.api.route(profitRoutes.history, {
      params: { masterSkuId: a.skuId },
      token: seller.token,
    });
    expect(none.body).toEqual([]);

    const ok = await t.current.api.route(profitRoutes.setCostPrices, {
      body: {
        items: [
          { masterSkuId: a.skuId, cost: 1_000, effectiveFrom: '2024-01-01' },
          { masterSkuId: b.skuId, cost: 2_000, effectiveFrom: '2024-01-01' },
        ],
      },
      token: seller.token,
    });
    expect(ok.body).toEqual({ saved: 2 });
    const missing = await t.current.api.route(profitRoutes.costPrices, {
      query: { missing: 'true', limit: 100 },
      token: seller.token,
    });
    expect(missing.body.docs.map((d) => d.masterSkuId)).not.toContain(a.skuId);
    expect(missing.body.docs.every((d) => d.cost === null)).toBe(true);
  });
});

describe('tenancy and input', () => {
  it("answers 404 for another account's master SKU, cost entry and shop", async () => {
    const seller = await theSeller();
    const { skuId } = await makeLinkedSku(t.current, seller, [seller.shopee], { stock: 5 });
    await setCost(seller, skuId, 3_000, '2024-01-01');
    const [entry] = (
      await t.current.api.route(profitRoutes.history, { params: { masterSkuId: skuId }, token: seller.token })
    ).body;
    const other = await makeMember(t.current, { package: 'premium' });
    const token = (await other.login()).accessToken;
    const notFound = errorBody(404, 'NOT_FOUND', 'Data tidak ditemukan');
    const history = await t.current.api.route(profitRoutes.history, {
      params: { masterSkuId: skuId },
      token,
    });
    expect(history.status).toBe(404);
    expect(history.body).toMatchObject({ statusCode: 404, code: notFound.code });
    const set = await t.current.api.route(profitRoutes.setCostPrices, {
      body: { items: [{ masterSkuId: skuId, cost: 1, effectiveFrom: '2024-01-01' }] },
      token,
    });
    expect(set.status).toBe(404);
    const remove = await t.current.api.route(profitRoutes.removeEntry, { params: { id: entry._id }, token });
    expect(remove.status).toBe(404);
    const report = await t.current.api.route(profitRoutes.report, {
      query: { from: today(), to: today(), shopId: seller.shopee._id },
      token,
    });
    expect(report.status).toBe(404);
    const orders = await t.current.api.route(profitRoutes.orders, {
      query: { from: today(), to: today(), shopId: seller.shopee._id },
      token,
    });
    expect(orders.status).toBe(404);
    // Their own report holds none of the seller's orders.
    const own = await t.current.api.route(profitRoutes.report, {
      query: { from: today(), to: today() },
      token,
    });
    expect(own.body.totals).toMatchObject({ orders: 0, incomplete: 0 });
    // The seller's entry is still there.
    const still = await t.current.api.route(profitRoutes.history, {
      params: { masterSkuId: skuId },
      token: seller.token,
    });
    expect(still.body).toHaveLength(1);
  });

  it('answers 400 with the wrong field', async () => {
    const seller = await theSeller();
    const get = (query: Record<string, string>) =>
      t.current.api.get(`/api/app/profit/report?${new URLSearchParams(query)}`, { token: seller.token });
    const badDay = await get({ from: '2026-02-30', to: '2026-03-01' });
    expect(badDay.status).toBe(400);
    expect(badDay.body).toMatchObject({ details: { fields: { from: 'Tanggal tidak valid' } } });
    const backwards = await get({ from: '2026-03-02', to: '2026-03-01' });
    expect(backwards.body).toMatchObject({
      details: { fields: { to: 'Tanggal berakhir tidak boleh sebelum tanggal mulai' } },
    });
    const tooLong = await get({ from: '2024-01-01', to: '2026-01-01' });
    expect(tooLong.body).toMatchObject({ details: { fields: { to: 'Rentang tanggal maksimal 366 hari' } } });
    const badShop = await get({ from: '2026-03-01', to: '2026-03-01', shopId: 'abc' });
    expect(badShop.body).toMatchObject({ details: { fields: { shopId: 'ID tidak valid' } } });
    const empty = await t.current.api.route(profitRoutes.setCostPrices, {
      body: { items: [] },
      token: seller.token,
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ details: { fields: { items: 'Wajib diisi' } } });
    const badSku = await t.current.api.post(
      '/api/app/profit/cost-prices',
      { items: [{ masterSkuId: 'x', cost: 1.5, effectiveFrom: '01-01-2024' }] },
      { token: seller.token },
    );
    expect(badSku.body).toMatchObject({
      details: {
        fields: {
          'items.0.masterSkuId': 'ID tidak valid',
          'items.0.cost': 'Isi dengan bilangan bulat',
          'items.0.effectiveFrom': 'Tanggal tidak valid',
        },
      },
    });
  });
});
