import { randomUUID } from 'node:crypto';
import {
  type ApiError,
  type ImportStatus,
  type ListingDetail,
  type ListingForm,
  type ListingSummary,
  type ListingTabs,
  listingRoutes,
  listingSummarySchema,
  type Shop,
} from '@booster/contracts';
import { LOW_STOCK_THRESHOLD } from '@booster/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember, menuGuarded } from '../../test/factories.ts';
import { byIndex, connectShop, sandboxControl, sandboxShops } from '../../test/marketplace.ts';
import { listings } from './tables.ts';

const t = useTestApp({ listen: true, tempDataDir: 'booster-products-' });

type Paged = { docs: ListingSummary[]; totalDocs: number; totalPages: number; page: number };
type SandboxProduct = {
  id: string;
  name: string;
  description: string;
  images: string[];
  variants: { id: string; sku: string; price: number; stock: number }[];
};

/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function sandboxProduct(shop: Shop, productId: string): Promise<SandboxProduct> {
  const res = await fetch(
    `${t.current.config.appUrl}/sandbox/_control/products/shopee/${shop.shopid}/${productId}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as SandboxProduct;
}

/** The edit form of a stored listing, with a title and description every Shopee rule accepts. */
function formOf(detail: ListingDetail, shopId: string): ListingForm {
  return {
    shopId,
    name: 'Kaos Polos Katun Combed Premium',
    description: 'Kaos polos bahan katun combed 30s, adem dan nyaman dipakai sehari-hari.',
    categoryId: detail.categoryId,
    attributes: detail.attributes,
    images: detail.images,
    weightGrams: Math.max(detail.weightGrams, 200),
    dimensions: detail.dimensions,
    condition: detail.condition,
    logistics: detail.logistics.length ? detail.logistics : ['1'],
    tiers: detail.tiers,
    variants: detail.variants.map((v) => ({
      _id: v._id,
      sku: v.sku,
      options: v.options,
      price: Math.max(v.price, 1000),
      stock: v.stock,
    })),
  };
}

describe('shopee products of a connected sandbox shop', () => {
  let token: string;
  let ownerId: string;
  let shop: Shop;
  let all: ListingSummary[];
  const list = (query = '') =>
    t.current.api.get<Paged>(`/api/app/product/shopee?limit=100${query}`, { token });

  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    ownerId = member.id;
    token = (await member.login()).accessToken;
    const connected = await connectShop(t.current, token, 'shopee', 'app', byIndex(0));
    if (connected.status !== 200) throw new Error(`connect failed: ${JSON.stringify(connected.body)}`);
    shop = connected.body;
    await t.current.api.post<ImportStatus>('/api/app/marketplace/shopee/import', { id: shop._id }, { token });
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    all = await everyListing();
  });

  it('writes the list (compiled from the contract) as the contract schema would through zod, every field of a row', async () => {
    const res = await list();
    expect(res.body.docs.length).toBeGreaterThan(0);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(listingRoutes.list.response.parse(res.body))));
    expect(Object.keys(res.body.docs[0]).sort()).toEqual(Object.keys(listingSummarySchema.shape).sort());
  });

  it('shows in each list row what the product detail shows (the list maps its own rows)', async () => {
    const res = await list('&sort=price_desc');
    for (const row of res.body.docs.slice(0, 5)) {
      const detail = await t.current.api.get<ListingDetail>(`/api/app/product/shopee/${row._id}`, { token });
      const summaryOfDetail = Object.fromEntries(
        Object.keys(listingSummarySchema.shape).map((k) => [k, detail.body[k as keyof ListingSummary]]),
      );
      expect(row).toEqual(summaryOfDetail);
    }
  });

  async function everyListing(query = '') {
    const docs: ListingSummary[] = [];
    for (let page = 1; ; page++) {
      const res = await list(`&page=${page}${query}`);
      docs.push(...res.body.docs);
      if (page >= res.body.totalPages) return docs;
    }
  }

  it('imports as many products as the sandbox shop holds, with their variants', async () => {
    const seeded = (await sandboxShops(t.current, 'shopee')).find((s) => s.id === shop.shopid) as unknown as {
      productCount: number;
    };
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.totalDocs).toBe(seeded.productCount);
    const first = res.body.docs[0];
    const detail = await t.current.api.get<ListingDetail>(`/api/app/product/shopee/${first._id}`, { token });
    const platform = await sandboxProduct(shop, first.externalId);
    expect(detail.body.variants.map((v) => v.stock)).toEqual(platform.variants.map((v) => v.stock));
    expect(detail.body.totalStock).toBe(platform.variants.reduce((sum, v) => sum + v.stock, 0));
    expect(first).toMatchObject({ shopname: shop.shopname, marketplace: 'shopee' });
  });

  it('searches by a piece of the name or a SKU, in any case', async () => {
    const target = all.find((l) => l.skus.length > 0) as ListingSummary;
    const word = target.name.split(' ').find((w) => w.length >= 4) ?? target.name;
    const byName = await list(`&search=${encodeURIComponent(word.toUpperCase())}`);
    expect(byName.body.docs.map((d) => d._id)).toContain(target._id);
    expect(
      byName.body.docs.every(
        (d) =>
          d.name.toLowerCase().includes(word.toLowerCase()) ||
          d.skus.some((s) => s.toLowerCase().includes(word.toLowerCase())),
      ),
    ).toBe(true);
    const bySku = await list(`&search=${encodeURIComponent(target.skus[0].toLowerCase())}`);
    expect(bySku.body.docs.map((d) => d._id)).toContain(target._id);
    const none = await list('&search=tidak-ada-produk-seperti-ini');
    expect(none.body).toMatchObject({ totalDocs: 0, docs: [] });
  });

  it('counts a search only as far as the page buttons need, and exactly when asked', async () => {
    // The search whose matches are most of the shop: the letter every name has most often.
    const letters = [...'aeiou'].map((c) => ({
      c,
      n: all.filter(
        (l) => l.name.toLowerCase().includes(c) || l.skus.some((s) => s.toLowerCase().includes(c)),
      ).length,
    }));
    const common = letters.sort((a, b) => b.n - a.n)[0];
    expect(common.n).toBeGreaterThan(6);
    type Counted = Paged & { totalCapped: boolean; nextPage: number | null };
    const capped = await t.current.api.get<Counted>(`/api/app/product/shopee?limit=1&search=${common.c}`, {
      token,
    });
    // Page 1 of 1-row pages: five page buttons and a next page, so six matches are enough.
    expect(capped.body).toMatchObject({ totalCapped: true, totalDocs: 6, totalPages: 6, nextPage: 2 });
    const exact = await t.current.api.get<Counted>(
      `/api/app/product/shopee?limit=1&search=${common.c}&exactTotal=true`,
      { token },
    );
    expect(exact.body).toMatchObject({ totalCapped: false, totalDocs: common.n, totalPages: common.n });
    const unsearched = await list();
    expect(unsearched.body).toMatchObject({ totalDocs: all.length, totalCapped: false });
  });

  it('counts tabs, filters by tab and by stock level, and pages', async () => {
    const tabs = await t.current.api.get<ListingTabs>('/api/app/product/shopee/tabs', { token });
    expect(tabs.body.all).toBe(all.length);
    expect(tabs.body.live + tabs.body.unlisted + tabs.body.soldout + tabs.body.violation).toBe(all.length);
    const live = await list('&tab=live');
    expect(live.body.totalDocs).toBe(tabs.body.live);
    expect(live.body.docs.every((d) => d.status === 'live')).toBe(true);

    const inStock = await everyListing('&stock=in');
    const low = await everyListing('&stock=low');
    const out = await everyListing('&stock=out');
    expect(inStock.every((d) => d.totalStock > LOW_STOCK_THRESHOLD)).toBe(true);
    expect(low.every((d) => d.totalStock > 0 && d.totalStock <= LOW_STOCK_THRESHOLD)).toBe(true);
    expect(out.every((d) => d.totalStock === 0)).toBe(true);
    expect(inStock.length + low.length + out.length).toBe(all.length);

    const page2 = await t.current.api.get<Paged>('/api/app/product/shopee?limit=2&page=2&sort=name_asc', {
      token,
    });
    const sorted = [...all].sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : a._id < b._id ? -1 : 1,
    );
    expect(page2.body.docs.map((d) => d.name)).toEqual(sorted.slice(2, 4).map((d) => d.name));
    expect(page2.body).toMatchObject({ page: 2, totalDocs: all.length });
  });

  it('walks the same pages by cursor as by page number, in every sort, and refuses a forged cursor', async () => {
    for (const sort of ['updated_desc', 'name_asc', 'price_desc', 'stock_asc']) {
      const numbered: string[] = [];
      for (let page = 1; ; page++) {
        const res = await t.current.api.get<Paged>(
          `/api/app/product/shopee?limit=3&page=${page}&sort=${sort}`,
          {
            token,
          },
        );
        numbered.push(...res.body.docs.map((d) => d._id));
        if (page >= res.body.totalPages) break;
      }
      const seeked: string[] = [];
      let cursor: string | null = null;
      for (let page = 1; page <= 1000; page++) {
        const after: string = cursor ? `&cursor=${cursor}` : '';
        const res = await t.current.api.get<Paged & { nextCursor: string | null }>(
          `/api/app/product/shopee?limit=3&page=${page}&sort=${sort}${after}`,
          { token },
        );
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ page, totalDocs: all.length });
        seeked.push(...res.body.docs.map((d) => d._id));
        cursor = res.body.nextCursor;
        if (!cursor) break;
      }
      expect(seeked).toEqual(numbered);
      expect(new Set(seeked).size).toBe(all.length);
    }
    const forged = Buffer.from(
      JSON.stringify(['not a time', '00000000-0000-0000-0000-000000000000']),
    ).toString('base64url');
    for (const cursor of [forged, 'bm90LWpzb24', 'a+b']) {
      const res = await list(`&cursor=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(400);
    }
  });

  it('keeps the counters behind totals and tabs exact through status, stock and deletes', async () => {
    const { db } = t.current.database;
    const counted = async () => {
      const rows = await db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from listings where account_id = ${ownerId} group by status`,
      );
      const expected = { all: 0, live: 0, unlisted: 0, soldout: 0, violation: 0 } as Record<string, number>;
      for (const r of rows.rows) {
        expected.all += r.n;
        expected[r.status === 'archived' ? 'unlisted' : r.status] += r.n;
      }
      return expected;
    };
    const [a, b, c] = all;
    await db.execute(sql`update listings set status = 'violation' where id = ${a._id}`);
    await db.execute(sql`update listings set total_stock = 0 where id in (${b._id}, ${c._id})`);
    await db.execute(sql`update listings set name = name where account_id = ${ownerId}`);
    const tabs = await t.current.api.get<ListingTabs>('/api/app/product/shopee/tabs', { token });
    expect(tabs.body).toEqual(await counted());
    const out = await list('&stock=out');
    expect(out.body.totalDocs).toBe(out.body.docs.length);
    expect(out.body.docs.map((d) => d._id)).toEqual(expect.arrayContaining([b._id, c._id]));
    const outTabs = await t.current.api.get<ListingTabs>('/api/app/product/shopee/tabs?stock=out', { token });
    expect(outTabs.body.all).toBe(out.body.totalDocs);

    await db.execute(sql`delete from listings where id = ${c._id}`);
    const after = await t.current.api.get<ListingTabs>('/api/app/product/shopee/tabs', { token });
    expect(after.body).toEqual(await counted());
    expect((await list()).body.totalDocs).toBe(all.length - 1);
    all = await everyListing();
  });

  it('archives a stored listing that a new full import no longer returns', async () => {
    const [gone] = await t.current.database.db
      .insert(listings)
      .values({
        accountId: ownerId,
        shopId: shop._id,
        marketplace: 'shopee',
        externalId: 'deleted-on-shopee',
        name: 'Produk yang sudah dihapus',
        status: 'live',
        platformStatus: 'NORMAL',
        categoryId: '1',
        syncedAt: new Date(Date.now() - 3_600_000),
      })
      .returning();
    await t.current.api.post('/api/app/marketplace/shopee/import', { id: shop._id }, { token });
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    const detail = await t.current.api.get<ListingDetail>(`/api/app/product/shopee/${gone.id}`, { token });
    expect(detail.body.status).toBe('archived');
    const live = await t.current.api.get<ListingDetail>(`/api/app/product/shopee/${all[0]._id}`, { token });
    expect(live.body.status).not.toBe('archived');
  });

  it('picks up a change made on the platform through the periodic sync', async () => {
    const target = all.find((l) => l.totalStock > 3) as ListingSummary;
    const platform = await sandboxProduct(shop, target.externalId);
    const variant = platform.variants.find((v) => v.stock > 1) as SandboxProduct['variants'][number];
    await sandboxControl(t.current, 'orders', {
      platform: 'shopee',
      shopId: shop.shopid,
      lines: [{ productId: platform.id, variantId: variant.id, quantity: 1 }],
      webhook: false,
    });
    await t.current.jobs.enqueue(t.current.container.products.jobs.syncDue, {});
    expect((await t.current.jobs.drain()).failed).toEqual([]);
    const detail = await t.current.api.get<ListingDetail>(`/api/app/product/shopee/${target._id}`, { token });
    expect(detail.body.variants.find((v) => v.externalId === variant.id)?.stock).toBe(variant.stock - 1);
  });

  it('refuses a product breaking a Shopee rule with a message on that field', async () => {
    const detail = await t.current.api.get<ListingDetail>(`/api/app/product/shopee/${all[0]._id}`, { token });
    const form = formOf(detail.body, shop._id);
    const res = await t.current.api.post<ApiError>(
      '/api/app/product/shopee',
      { ...form, name: 'Kaos', variants: [{ ...form.variants[0], price: 50 }] },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.details).toMatchObject({
      fields: {
        name: 'Nama produk harus 20 sampai 120 karakter',
        'variants.0.price': 'Harga harus Rp\u00a0100 sampai Rp\u00a0150.000.000',
      },
    });
  });

  it('stores an uploaded photo and serves it publicly', async () => {
    const upload = await t.current.api.post<{ url: string }>(
      '/api/app/product/images',
      { fileName: 'kaos.png', contentType: 'image/png', data: PNG },
      { token },
    );
    expect(upload.status).toBe(200);
    const served = await t.current.api.get<string>(new URL(upload.body.url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('max-age');
    const notImage = await t.current.api.post<ApiError>(
      '/api/app/product/images',
      {
        fileName: 'kaos.png',
        contentType: 'image/png',
        data: Buffer.from('bukan gambar sama sekali').toString('base64'),
      },
      { token },
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body.details).toMatchObject({
      fields: { data: 'File harus berupa foto JPG, PNG atau WEBP' },
    });
  });

  it('creates a product on Shopee with an uploaded photo, and the sandbox holds it', async () => {
    const upload = await t.current.api.post<{ url: string }>(
      '/api/app/product/images',
      { fileName: 'kaos.png', contentType: 'image/png', data: PNG },
      { token },
    );
    const template = await t.current.api.get<ListingDetail>(`/api/app/product/shopee/${all[0]._id}`, {
      token,
    });
    const form: ListingForm = {
      ...formOf(template.body, shop._id),
      name: 'Kaos Polos Booster Baru Ukuran L',
      images: [{ imageId: '', url: upload.body.url }],
      tiers: [],
      variants: [{ sku: 'BOOSTER-NEW-1', options: [], price: 55_000, stock: 12 }],
    };
    const res = await t.current.api.post<ListingDetail>('/api/app/product/shopee', form, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: form.name, totalStock: 12, skus: ['BOOSTER-NEW-1'] });
    expect(res.body.images[0].imageId).not.toBe('');
    const platform = await sandboxProduct(shop, res.body.externalId);
    expect(platform).toMatchObject({ name: form.name });
    expect(platform.variants).toMatchObject([{ sku: 'BOOSTER-NEW-1', price: 55_000, stock: 12 }]);
  });

  it('edits a product in Booster and the sandbox shows the edit', async () => {
    const detail = await t.current.api.get<ListingDetail>(`/api/app/product/shopee/${all[1]._id}`, { token });
    const form = formOf(detail.body, shop._id);
    form.name = 'Kemeja Flanel Kotak Lengan Panjang Edisi Booster';
    form.variants = form.variants.map((v) => ({ ...v, price: 123_000 }));
    const res = await t.current.api.put<ListingDetail>(`/api/app/product/shopee/${all[1]._id}`, form, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe(form.name);
    expect(res.body.variants.map((v) => v._id)).toEqual(detail.body.variants.map((v) => v._id));
    const platform = await sandboxProduct(shop, detail.body.externalId);
    expect(platform.name).toBe(form.name);
    expect(platform.variants.every((v) => v.price === 123_000)).toBe(true);
  });

  it('lets the stock module find variants by SKU and push a stock to the platform', async () => {
    const { variants } = t.current.container.products;
    const target = all.find((l) => l.skus.length > 0 && l.status !== 'archived') as ListingSummary;
    const [ref] = await variants.bySkus(ownerId, [target.skus[0].toUpperCase()]);
    expect(ref).toMatchObject({ listingId: target._id, shopname: shop.shopname, sku: target.skus[0] });
    expect(await variants.bySkus(randomUUID(), [target.skus[0]])).toEqual([]);

    await variants.pushStock(ref.variantId, 3);
    const platform = await sandboxProduct(shop, ref.externalProductId);
    const pushed = platform.variants.find(
      (v) => ref.externalVariantId === null || v.id === ref.externalVariantId,
    );
    expect(pushed?.stock).toBe(3);
    const [stored] = await variants.byIds(ownerId, [ref.variantId]);
    expect(stored.stock).toBe(3);
    const detail = await t.current.api.get<ListingDetail>(`/api/app/product/shopee/${target._id}`, { token });
    expect(detail.body.totalStock).toBe(detail.body.variants.reduce((sum, v) => sum + v.stock, 0));
    expect(await variants.byExternal(shop._id, ref.externalProductId, ref.externalVariantId)).toMatchObject({
      variantId: ref.variantId,
    });
  });

  it('keeps listings to their tenant and the product menu to permitted sub-members', async () => {
    const stranger = await makeMember(t.current, { package: 'premium' });
    const strangerToken = (await stranger.login()).accessToken;
    const read = await t.current.api.get<ApiError>(`/api/app/product/shopee/${all[0]._id}`, {
      token: strangerToken,
    });
    expect(read.status).toBe(404);
    const detail = await t.current.api.get<ListingDetail>(`/api/app/product/shopee/${all[0]._id}`, { token });
    const write = await t.current.api.put<ApiError>(
      `/api/app/product/shopee/${all[0]._id}`,
      formOf(detail.body, shop._id),
      { token: strangerToken },
    );
    expect(write.status).toBe(404);
    const theirList = await t.current.api.get<Paged>('/api/app/product/shopee', { token: strangerToken });
    expect(theirList.body.totalDocs).toBe(0);

    const owner = { id: ownerId };
    const allowed = await menuGuarded<Paged>(t.current, owner, '/api/app/product/shopee', {
      without: 'order',
      with: 'product',
    });
    expect(allowed.body.totalDocs).toBe((await list()).body.totalDocs);
  });
});
