import type { ApiError, MasterProduct, StockItem, StockLogEntry } from '@booster/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember, menuGuarded } from '../../test/factories.ts';
import { expectCursorWalkMatchesPages } from '../../test/paging.ts';

const t = useTestApp();

type Paged<T> = { docs: T[]; totalDocs: number; totalPages: number; page: number };
type Summary = { _id: string; name: string; skuCount: number; totalStock: number; linkedCount: number };

const kaos = {
  name: 'Kaos Polos',
  description: 'Katun combed 30s',
  tiers: [{ name: 'Ukuran', options: ['M', 'L'] }],
  skus: [
    { sku: 'KAOS-M', name: 'M', options: ['M'], price: 45_000, stock: 12 },
    { sku: 'KAOS-L', name: 'L', options: ['L'], price: 47_000, stock: 3 },
  ],
};

describe('master products', () => {
  let token: string;
  let ownerId: string;
  let master: MasterProduct;

  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium', name: 'Sari' });
    ownerId = member.id;
    token = (await member.login()).accessToken;
    const res = await t.current.api.post<MasterProduct>('/api/app/master-product', kaos, { token });
    expect(res.status).toBe(200);
    master = res.body;
  });

  it('creates a product with its SKUs and logs the opening stock', async () => {
    expect(master).toMatchObject({ name: 'Kaos Polos', description: 'Katun combed 30s', tiers: kaos.tiers });
    expect(master.skus.map((s) => [s.sku, s.stock, s.oversold, s.links])).toEqual([
      ['KAOS-M', 12, 0, []],
      ['KAOS-L', 3, 0, []],
    ]);
    const log = await t.current.api.get<Paged<StockLogEntry>>('/api/app/stock/log?search=kaos-m', { token });
    expect(log.body.docs).toEqual([
      expect.objectContaining({ sku: 'KAOS-M', before: 0, after: 12, reason: 'manual', actor: 'Sari' }),
    ]);
  });

  it('refuses a SKU code another master product uses, in any case, on that row', async () => {
    const createWith = (skus: { sku: string; price: number; stock: number }[]) =>
      t.current.api.post<ApiError>('/api/app/master-product', { name: 'Kaos Lain', skus }, { token });
    const res = await createWith([
      { sku: 'BARU-1', price: 1, stock: 0 },
      { sku: 'kaos-l', price: 1, stock: 0 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.details).toMatchObject({
      fields: { 'skus.1.sku': 'SKU ini sudah dipakai produk master lain' },
    });
    const twice = await createWith([
      { sku: 'SAMA', price: 1, stock: 0 },
      { sku: 'sama', price: 1, stock: 0 },
    ]);
    expect(twice.body.details).toMatchObject({ fields: { 'skus.1.sku': expect.any(String) } });
    const empty = await createWith([{ sku: ' ', price: 1, stock: -1 }]);
    expect(empty.body.details).toMatchObject({
      fields: { 'skus.0.sku': 'SKU wajib diisi', 'skus.0.stock': 'Stok tidak boleh kurang dari 0' },
    });
    const list = await t.current.api.get<Paged<Summary>>('/api/app/master-product', { token });
    expect(list.body.totalDocs).toBe(1);
  });

  it('edits names and SKUs without touching stock, adds and removes SKUs', async () => {
    const [m, l] = master.skus;
    const res = await t.current.api.put<MasterProduct>(
      `/api/app/master-product/${master._id}`,
      {
        ...kaos,
        name: 'Kaos Polos Premium',
        skus: [
          { _id: m._id, sku: 'KAOS-M', name: 'M', options: ['M'], price: 50_000, stock: 999 },
          { sku: 'KAOS-XL', name: 'XL', options: ['XL'], price: 52_000, stock: 4 },
        ],
      },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Kaos Polos Premium');
    expect(res.body.skus.map((s) => [s.sku, s.price, s.stock])).toEqual([
      ['KAOS-M', 50_000, 12],
      ['KAOS-XL', 52_000, 4],
    ]);
    const gone = await t.current.api.get(`/api/app/stock/${l._id}`, { token });
    expect(gone.status).toBe(404);
  });

  it('lists and searches by name or SKU code with totals', async () => {
    const byName = await t.current.api.get<Paged<Summary>>('/api/app/master-product?search=premium', {
      token,
    });
    expect(byName.body.docs).toEqual([
      expect.objectContaining({ _id: master._id, skuCount: 2, totalStock: 16, linkedCount: 0 }),
    ]);
    const bySku = await t.current.api.get<Paged<Summary>>('/api/app/master-product?search=kaos-xl', {
      token,
    });
    expect(bySku.body.totalDocs).toBe(1);
    const none = await t.current.api.get<Paged<Summary>>('/api/app/master-product?search=sepatu', { token });
    expect(none.body.totalDocs).toBe(0);
  });

  it('sets the central stock by hand and filters the stock list', async () => {
    const [m, xl] = (
      await t.current.api.get<MasterProduct>(`/api/app/master-product/${master._id}`, { token })
    ).body.skus;
    const res = await t.current.api.put(`/api/app/stock/${xl._id}`, { stock: 0 }, { token });
    expect(res.body).toMatchObject({ _id: xl._id, stock: 0, productName: 'Kaos Polos Premium' });
    const out = await t.current.api.get<Paged<StockItem>>('/api/app/stock?filter=out', { token });
    expect(out.body.docs.map((d) => d.sku)).toEqual(['KAOS-XL']);
    const all = await t.current.api.get<Paged<StockItem>>('/api/app/stock?search=kaos', { token });
    expect(all.body.docs.map((d) => d._id).sort()).toEqual([m._id, xl._id].sort());
    const negative = await t.current.api.put<ApiError>(`/api/app/stock/${xl._id}`, { stock: -2 }, { token });
    expect(negative.status).toBe(400);
    expect(negative.body.details).toMatchObject({ fields: { stock: 'Stok tidak boleh kurang dari 0' } });
  });

  it('keeps stock settings with defaults and refuses a shop that is not the account’s', async () => {
    const initial = await t.current.api.get('/api/app/stock/setting', { token });
    expect(initial.body).toEqual({ autoPush: true, buffer: 0, shopIds: null });
    const saved = await t.current.api.put(
      '/api/app/stock/setting',
      { autoPush: false, buffer: 3, shopIds: null },
      { token },
    );
    expect(saved.body).toEqual({ autoPush: false, buffer: 3, shopIds: null });
    expect((await t.current.api.get('/api/app/stock/setting', { token })).body).toEqual(saved.body);
    const foreign = await t.current.api.put(
      '/api/app/stock/setting',
      { autoPush: true, buffer: 0, shopIds: ['00000000-0000-4000-8000-000000000000'] },
      { token },
    );
    expect(foreign.status).toBe(404);
  });

  it('answers 404 for another tenant’s master product, SKU and push', async () => {
    const other = await makeMember(t.current, { package: 'platinum' });
    const otherToken = (await other.login()).accessToken;
    const skuId = master.skus[0]._id;
    for (const res of [
      await t.current.api.get(`/api/app/master-product/${master._id}`, { token: otherToken }),
      await t.current.api.put(`/api/app/master-product/${master._id}`, kaos, { token: otherToken }),
      await t.current.api.delete(`/api/app/master-product/${master._id}`, { token: otherToken }),
      await t.current.api.get(`/api/app/stock/${skuId}`, { token: otherToken }),
      await t.current.api.put(`/api/app/stock/${skuId}`, { stock: 1 }, { token: otherToken }),
      await t.current.api.post('/api/app/stock/push', { skuIds: [skuId] }, { token: otherToken }),
      await t.current.api.post(
        '/api/app/stock/pushes/00000000-0000-4000-8000-000000000000/retry',
        {},
        { token: otherToken },
      ),
    ]) {
      expect(res.status).toBe(404);
    }
    const theirs = await t.current.api.get<Paged<Summary>>('/api/app/master-product', { token: otherToken });
    expect(theirs.body.totalDocs).toBe(0);
    const theirLog = await t.current.api.get<Paged<StockLogEntry>>('/api/app/stock/log', {
      token: otherToken,
    });
    expect(theirLog.body.totalDocs).toBe(0);
  });

  it('refuses shopeeOptimization with the blocked-feature answer', async () => {
    const member = await makeMember(t.current, { package: 'shopeeOptimization' });
    const blockedToken = (await member.login()).accessToken;
    for (const path of [
      '/api/app/master-product',
      '/api/app/stock',
      '/api/app/stock/setting',
      '/api/app/stock/log',
    ]) {
      const res = await t.current.api.get<ApiError>(path, { token: blockedToken });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'FEATURE_BLOCKED',
        message: 'Upgrade akun anda agar dapat mengakses fitur Master Produk!',
      });
    }
  });

  it('lets a sub-member in only with the master-product menu', async () => {
    const owner = { id: ownerId };
    const allowed = await menuGuarded<Paged<Summary>>(t.current, owner, '/api/app/master-product', {
      without: 'order',
      with: 'product',
    });
    expect(allowed.body.docs.map((d) => d._id)).toEqual([master._id]);
  });

  it('deletes a master product with its SKUs', async () => {
    const res = await t.current.api.delete<{ message: string }>(`/api/app/master-product/${master._id}`, {
      token,
    });
    expect(res.body.message).toBe('Produk master berhasil dihapus');
    expect((await t.current.api.get(`/api/app/master-product/${master._id}`, { token })).status).toBe(404);
    expect((await t.current.api.get<Paged<StockItem>>('/api/app/stock', { token })).body.totalDocs).toBe(0);
  });
});

describe('stock log paging', () => {
  it('walks the same entries by cursor as by page number, under each filter, and refuses a forged cursor', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const token = (await member.login()).accessToken;
    // Four opening entries written in one statement share their created_at: the id keeps them in order.
    const created = await t.current.api.post<MasterProduct>(
      '/api/app/master-product',
      {
        name: 'Batik Tulis',
        skus: ['A', 'B', 'C', 'D'].map((s, i) => ({ sku: `BATIK-${s}`, price: 90_000, stock: i + 1 })),
      },
      { token },
    );
    expect(created.status).toBe(200);
    const [first, second] = created.body.skus;
    for (const stock of [5, 6, 7]) {
      await t.current.api.put(`/api/app/stock/${first._id}`, { stock }, { token });
      await t.current.api.put(`/api/app/stock/${second._id}`, { stock }, { token });
    }
    type Page = Paged<StockLogEntry> & { nextCursor: string | null };
    const list = (query: string) => t.current.api.get<Page>(`/api/app/stock/log?${query}`, { token });
    expect((await list('')).body.totalDocs).toBe(10);

    for (const filter of ['', 'reason=manual', `masterSkuId=${first._id}`, 'search=batik-b']) {
      await expectCursorWalkMatchesPages(list, filter, 3);
    }

    const forge = (value: string, id: string) =>
      Buffer.from(JSON.stringify([value, id])).toString('base64url');
    const realTime = '2026-01-01 00:00:00+00';
    for (const cursor of [
      forge('not a time', '1'),
      forge(realTime, '00000000-0000-0000-0000-000000000000'),
      forge(realTime, '99999999999999999999'),
      'bm90LWpzb24',
      'a+b',
    ]) {
      const res = await t.current.api.get<ApiError>(
        `/api/app/stock/log?cursor=${encodeURIComponent(cursor)}`,
        {
          token,
        },
      );
      expect(res.status).toBe(400);
      expect(Object.keys((res.body.details as { fields: object }).fields)).toEqual(['cursor']);
    }
  });

  it('walks the stock list by cursor as by page number, under each filter', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const token = (await member.login()).accessToken;
    const created = await t.current.api.post<MasterProduct>(
      '/api/app/master-product',
      {
        name: 'Sarung Tenun',
        skus: [1, 2, 3, 4, 5, 6, 7].map((i) => ({ sku: `SARUNG-${i}`, price: 60_000, stock: i % 3 })),
      },
      { token },
    );
    expect(created.status).toBe(200);
    await t.current.api.put(`/api/app/stock/${created.body.skus[4]._id}`, { stock: 0 }, { token });
    type Page = Paged<StockItem> & { nextCursor: string | null };
    const list = (query: string) => t.current.api.get<Page>(`/api/app/stock?${query}`, { token });
    expect((await list('filter=out')).body.totalDocs).toBe(3);

    for (const filter of ['', 'filter=out', 'search=sarung-']) {
      await expectCursorWalkMatchesPages(list, filter, 2);
    }
    const forged = Buffer.from(JSON.stringify(['2026-01-01 00:00:00+00', '1'])).toString('base64url');
    const res = await t.current.api.get<ApiError>(`/api/app/stock?cursor=${forged}`, { token });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body.details as { fields: object }).fields)).toEqual(['cursor']);
  });
});
