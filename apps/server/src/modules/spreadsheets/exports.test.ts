import type { ListingSummary, OrderSummary, StockItem, StockLogEntry } from '@booster/contracts';
import {
  listingRoutes,
  ORDER_STATUSES,
  orderRoutes,
  spreadsheetRoutes,
  stockRoutes,
} from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { drainJobs, makeLinkedSku, sharedSeller } from '../../test/builders.ts';
import { makeMember, staffToken } from '../../test/factories.ts';
import { routeUrl } from '../../test/http.ts';
import { sandboxCall } from '../../test/marketplace.ts';
import { downloadFile, readCsv, readXlsx } from '../../test/sheets.ts';
import { walkOrders } from '../orders/queries.ts';

const t = useTestApp({ listen: true });

/** A premium seller with a connected Shopee shop (its listings and orders imported), shared by the tests. */
const theSeller = sharedSeller(t, 'Sari Penjual', ['shopee'], async ({ shopee }) => {
  for (let i = 0; i < 4; i++) await placeOrder(shopee.shopid, i + 1);
  await drainJobs(t.current);
});

/** A paid order in the sandbox shop (pushed to Booster by webhook) for `quantity` of an orderable variant. */
async function placeOrder(shopId: string | number, quantity: number) {
  const products = await sandboxCall<{ id: string; variants: { id: string; stock: number }[] }[]>(
    t.current,
    `products?platform=shopee&shopId=${shopId}`,
  );
  const product = products.find((p) => p.variants.some((v) => v.stock >= quantity));
  const variant = product?.variants.find((v) => v.stock >= quantity);
  if (!product || !variant) throw new Error('no orderable product');
  await sandboxCall(t.current, 'orders', {
    platform: 'shopee',
    shopId,
    lines: [{ productId: product.id, variantId: variant.id, quantity }],
  });
}

async function allOrders(token: string, query: Record<string, string>) {
  const found: OrderSummary[] = [];
  for (let page = 1; ; page++) {
    const res = await t.current.api.route(orderRoutes.list, {
      params: { marketplace: 'shopee' },
      query: { ...query, limit: 100, page },
      token,
    });
    expect(res.status).toBe(200);
    found.push(...res.body.docs);
    if (res.body.docs.length < 100) return found;
  }
}

const download = (path: string, query: Record<string, unknown>, token: string, params = {}) =>
  downloadFile(t.current, path, query, token, params);

describe('spreadsheet exports', () => {
  it('exports the orders of the list filter as .xlsx: the same orders in the same order, headers in Indonesian', async () => {
    const seller = await theSeller();
    const listed = await allOrders(seller.token, { tab: 'all', sort: 'total_desc' });
    expect(listed.length).toBeGreaterThan(2);

    const res = await download(spreadsheetRoutes.exportOrders.path, { sort: 'total_desc' }, seller.token, {
      marketplace: 'shopee',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="booster-orders-shopee-.*\.xlsx"/,
    );
    const [header, ...rows] = await readXlsx(res.bytes);
    expect(header.slice(0, 3)).toEqual(['Nomor Pesanan', 'Toko', 'Status']);
    expect(rows.map((r) => r[0])).toEqual(listed.map((o) => o.orderNumber));
    const first = listed[0];
    expect(rows[0][1]).toBe(first.shopname);
    expect(rows[0][8]).toBe(first.totalAmount);
    expect(rows[0][5]).toBe(first.items.map((i) => `${i.name} x${i.quantity}`).join('; '));
  });

  it('keeps the status tab and search of the list in the export, as CSV too', async () => {
    const seller = await theSeller();
    const all = await allOrders(seller.token, {});
    const tab = all[0].status;
    const inTab = await allOrders(seller.token, { tab });
    const res = await download(spreadsheetRoutes.exportOrders.path, { tab, format: 'csv' }, seller.token, {
      marketplace: 'shopee',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = readCsv(res.bytes);
    expect(header[0]).toBe('Nomor Pesanan');
    expect(rows.map((r) => r[0])).toEqual(inTab.map((o) => o.orderNumber));
    const emptyTab = ORDER_STATUSES.find((s) => !all.some((o) => o.status === s)) ?? 'returned';
    const none = await download(
      spreadsheetRoutes.exportOrders.path,
      { tab: emptyTab, format: 'csv' },
      seller.token,
      {
        marketplace: 'shopee',
      },
    );
    expect(readCsv(none.bytes)).toHaveLength(1);

    const search = all[1].orderNumber;
    const searched = await download(spreadsheetRoutes.exportOrders.path, { search }, seller.token, {
      marketplace: 'shopee',
    });
    expect((await readXlsx(searched.bytes)).slice(1).map((r) => r[0])).toEqual([search]);
  });

  it('walks orders in keyset batches without losing or repeating one', async () => {
    const seller = await theSeller();
    const walk = async (batch: number) => {
      const numbers: string[] = [];
      for await (const rows of walkOrders(
        t.current.database.db,
        seller.id,
        'shopee',
        { date: 'all', tab: 'all', sort: 'created_desc' },
        batch,
      ))
        numbers.push(...rows.map((o) => o.orderNumber));
      return numbers;
    };
    const whole = await walk(1000);
    expect(await walk(2)).toEqual(whole);
    expect(new Set(whole).size).toBe(whole.length);
  });

  it('exports product variants with the list filter and headers in the member language', async () => {
    const seller = await theSeller();
    const listings: ListingSummary[] = [];
    for (let page = 1; ; page++) {
      const list = await t.current.api.route(listingRoutes.list, {
        params: { marketplace: 'shopee' },
        query: { limit: 100, tab: 'live', page },
        token: seller.token,
      });
      listings.push(...list.body.docs);
      if (list.body.docs.length < 100) break;
    }
    const res = await download(spreadsheetRoutes.exportProducts.path, { tab: 'live' }, seller.token, {
      marketplace: 'shopee',
    });
    expect(res.status).toBe(200);
    const [header, ...rows] = await readXlsx(res.bytes);
    expect(header[0]).toBe('ID Varian (jangan diubah)');
    expect([...new Set(rows.map((r) => r[2]))]).toEqual(listings.map((l) => l.externalId));
    const variants = listings.reduce((sum, l) => sum + l.variantCount, 0);
    expect(rows.length).toBe(variants);

    const en = await t.current.app.inject({
      method: 'GET',
      url: routeUrl(spreadsheetRoutes.exportProducts.path, { marketplace: 'shopee' }, { format: 'csv' }),
      headers: { authorization: `Bearer ${seller.token}`, 'accept-language': 'en' },
    });
    expect(readCsv(en.rawPayload)[0].slice(0, 2)).toEqual(['Variant ID (do not change)', 'Shop']);
  });

  it('exports central stock and the stock log as the lists show them', async () => {
    const seller = await theSeller();
    const made = await makeLinkedSku(t.current, seller, [seller.shopee], { stock: 7 });
    const edited = await t.current.api.route(stockRoutes.edit, {
      params: { id: made.skuId },
      body: { stock: 4, note: 'hitung ulang' },
      token: seller.token,
    });
    expect(edited.status).toBe(200);

    const stock = await t.current.api.route(stockRoutes.list, { query: { limit: 100 }, token: seller.token });
    const items: StockItem[] = stock.body.docs;
    const stockFile = await download(spreadsheetRoutes.exportStock.path, {}, seller.token);
    const [stockHeader, ...stockRows] = await readXlsx(stockFile.bytes);
    expect(stockHeader.slice(0, 4)).toEqual(['SKU', 'Produk Master', 'Varian', 'Stok']);
    expect(stockRows.map((r) => [r[0], r[3]])).toEqual(items.map((i) => [i.sku, i.stock]));
    expect(stockRows.find((r) => r[0] === made.sku)?.[3]).toBe(4);

    const log = await t.current.api.route(stockRoutes.log, {
      query: { limit: 100, search: made.sku },
      token: seller.token,
    });
    const entries: StockLogEntry[] = log.body.docs;
    const logFile = await download(
      spreadsheetRoutes.exportStockLog.path,
      { search: made.sku, format: 'csv' },
      seller.token,
    );
    const [, ...logRows] = readCsv(logFile.bytes);
    expect(logRows.map((r) => [r[1], Number(r[3]), Number(r[4]), r[6], r[7]])).toEqual(
      entries.map((e) => [
        e.sku,
        e.before,
        e.after,
        e.reason === 'manual' ? 'Ubah Manual' : expect.any(String),
        e.reference ?? '',
      ]),
    );
    expect(logRows.some((r) => r[7] === 'hitung ulang' && r[10] === 'Sari Penjual')).toBe(true);
  });

  it('exports only the caller account: another seller gets none of these orders; staff need the list menu', async () => {
    const seller = await theSeller();
    const other = await makeMember(t.current, { package: 'premium' });
    const otherToken = (await other.login()).accessToken;
    const foreign = await download(
      spreadsheetRoutes.exportOrders.path,
      { shopId: seller.shopee._id },
      otherToken,
      { marketplace: 'shopee' },
    );
    expect(foreign.status).toBe(200);
    expect((await readXlsx(foreign.bytes)).length).toBe(1);

    const ordersBy = async (menu: string) =>
      download(
        spreadsheetRoutes.exportOrders.path,
        {},
        await staffToken(t.current, { id: seller.id }, menu),
        {
          marketplace: 'shopee',
        },
      );
    const refused = await ordersBy('product');
    expect(refused.status).toBe(403);
    expect(refused.json().code).toBe('FEATURE_NOT_ALLOWED');

    const allowed = await ordersBy('order');
    expect(allowed.status).toBe(200);
    expect((await readXlsx(allowed.bytes)).length).toBeGreaterThan(1);

    const badFormat = await download(spreadsheetRoutes.exportStock.path, { format: 'pdf' }, seller.token);
    expect(badFormat.status).toBe(400);
    expect(badFormat.json().details.fields).toHaveProperty('format');
  });
});
