import type { ApiError, BulkRun, ListingDetail, ListingSummary, Shop } from '@booster/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';
import { byIndex, connectShop, sandboxControl } from '../../test/marketplace.ts';

const t = useTestApp({ listen: true });

type SandboxProduct = { id: string; name: string; variants: { id: string; price: number; stock: number }[] };

describe('bulk edits of shopee products', () => {
  let token: string;
  let shop: Shop;
  let products: ListingSummary[];

  const detail = async (id: string) =>
    (await t.current.api.get<ListingDetail>(`/api/app/product/shopee/${id}`, { token })).body;
  const sandboxProduct = async (externalId: string) =>
    (await (
      await fetch(`${t.current.config.appUrl}/sandbox/_control/products/shopee/${shop.shopid}/${externalId}`)
    ).json()) as SandboxProduct;

  /** Starts the run, lets every job finish, and answers the result dialog's data. */
  async function runBulk(body: unknown): Promise<{ started: BulkRun; done: BulkRun }> {
    const start = await t.current.api.post<BulkRun>('/api/app/product/shopee/bulk', body, { token });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    const done = await t.current.api.get<BulkRun>(`/api/app/product/bulk-runs/${start.body._id}`, { token });
    return { started: start.body, done: done.body };
  }

  const stockPriceRow = async (listing: ListingSummary, price: number, stock: number) => ({
    listingId: listing._id,
    variants: (await detail(listing._id)).variants.map((v) => ({ variantId: v._id, price, stock })),
  });

  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    token = (await member.login()).accessToken;
    const connected = await connectShop(t.current, token, 'shopee', 'app', byIndex(0));
    if (connected.status !== 200) throw new Error(`connect failed: ${JSON.stringify(connected.body)}`);
    shop = connected.body;
    await t.current.api.post('/api/app/marketplace/shopee/import', { id: shop._id }, { token });
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    products = (
      await t.current.api.get<{ docs: ListingSummary[] }>('/api/app/product/shopee?limit=10', { token })
    ).body.docs;
  });

  it('changes stock and price of several products and reports the one the rules refuse', async () => {
    const [a, b, c] = products;
    const rows = [
      await stockPriceRow(a, 25_000, 7),
      await stockPriceRow(b, 26_000, 8),
      await stockPriceRow(c, 50, 9),
    ];
    const { started, done } = await runBulk({ kind: 'stock-price', rows });
    expect(started).toMatchObject({ status: 'running', total: 3, succeeded: 0, failed: 0 });
    expect(done).toMatchObject({ status: 'done', kind: 'stock-price', total: 3, succeeded: 2, failed: 1 });
    expect(done.failures).toEqual([
      {
        subjectId: c._id,
        label: c.name,
        source: shop.shopname,
        failure: { code: 'listingRule', params: { rule: 'priceRange', min: 100, max: 150_000_000 } },
        reconnect: false,
      },
    ]);
    for (const [listing, price, stock] of [
      [a, 25_000, 7],
      [b, 26_000, 8],
    ] as const) {
      const platform = await sandboxProduct(listing.externalId);
      expect(platform.variants.every((v) => v.price === price && v.stock === stock)).toBe(true);
      expect(await detail(listing._id)).toMatchObject({ minPrice: price, maxPrice: price });
    }
    expect((await sandboxProduct(c.externalId)).variants.some((v) => v.price === 50)).toBe(false);
  });

  it('retries a push the platform answers with a 5xx until it lands', async () => {
    const listing = products[3];
    await sandboxControl(t.current, 'faults', {
      platform: 'shopee',
      pathContains: 'update_stock',
      status: 503,
      times: 4,
    });
    const { done } = await runBulk({ kind: 'stock-price', rows: [await stockPriceRow(listing, 31_000, 4)] });
    expect(done).toMatchObject({ succeeded: 1, failed: 0, failures: [] });
    expect((await sandboxProduct(listing.externalId)).variants.every((v) => v.stock === 4)).toBe(true);
  });

  it('keeps the supplier in Booster without calling the platform', async () => {
    await sandboxControl(t.current, 'faults', {
      platform: 'shopee',
      pathContains: '/api/v2/',
      status: 500,
      times: 50,
    });
    try {
      const { done } = await runBulk({
        kind: 'supplier',
        rows: [{ listingId: products[4]._id, supplier: 'CV Sumber Rejeki' }],
      });
      expect(done).toMatchObject({ succeeded: 1, failed: 0 });
      expect((await detail(products[4]._id)).supplier).toBe('CV Sumber Rejeki');
    } finally {
      await fetch(`${t.current.config.appUrl}/sandbox/_control/faults`, { method: 'DELETE' });
    }
  });

  it('refuses edits the marketplace does not offer and other tenants’ runs and products', async () => {
    const tokopedia = await t.current.api.post<ApiError>(
      '/api/app/product/tokopedia/bulk',
      { kind: 'category-attribute', rows: [{ listingId: products[0]._id, categoryId: '1', attributes: [] }] },
      { token },
    );
    expect(tokopedia.status).toBe(400);
    expect(tokopedia.body.code).toBe('UNSUPPORTED_MARKETPLACE');

    const stranger = (await (await makeMember(t.current, { package: 'premium' })).login()).accessToken;
    const { started } = await runBulk({
      kind: 'supplier',
      rows: [{ listingId: products[5]._id, supplier: 'X' }],
    });
    const theirRun = await t.current.api.get<ApiError>(`/api/app/product/bulk-runs/${started._id}`, {
      token: stranger,
    });
    expect(theirRun.status).toBe(404);
    // Runs share one table: a bulk edit is not readable as a bulk shipment, even by its owner.
    const asShipment = await t.current.api.get<ApiError>(`/api/app/order/shipping-runs/${started._id}`, {
      token,
    });
    expect(asShipment.status).toBe(404);
    const theirEdit = await t.current.api.post<ApiError>(
      '/api/app/product/shopee/bulk',
      { kind: 'supplier', rows: [{ listingId: products[5]._id, supplier: 'Y' }] },
      { token: stranger },
    );
    expect(theirEdit.status).toBe(404);
  });

  it("reports 'invalid access token' with re-integration when the shop lost its authorization", async () => {
    await sandboxControl(t.current, 'expire-tokens', {
      platform: 'shopee',
      shopId: shop.shopid,
      refresh: true,
    });
    const listing = products[6];
    const { done } = await runBulk({
      kind: 'name-description',
      rows: [
        {
          listingId: listing._id,
          name: 'Nama Produk Baru Yang Cukup Panjang',
          description: 'Deskripsi baru yang menjelaskan produk dengan lengkap.',
        },
      ],
    });
    expect(done).toMatchObject({ succeeded: 0, failed: 1 });
    expect(done.failures[0]).toMatchObject({
      subjectId: listing._id,
      failure: { code: 'invalidAccessToken', params: {} },
      reconnect: true,
    });
  });
});
