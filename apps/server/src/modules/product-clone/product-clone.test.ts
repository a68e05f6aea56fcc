import {
  type ApiError,
  type CloneBody,
  type ClonePreview,
  type CloneRun,
  cloneRoutes,
  listingRoutes,
  masterRoutes,
  type Shop,
} from '@booster/contracts';
import { clonePrice } from '@booster/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { drainJobs, makeConnectedShop } from '../../test/builders.ts';
import { makeMember, makeRole, makeSubMember, menuWith } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';
import { sandboxCall, sandboxControl } from '../../test/marketplace.ts';
import { listings } from '../products/tables.ts';
import { cloneCopies } from './tables.ts';

const t = useTestApp({ listen: true });

type SandboxProduct = {
  id: string;
  name: string;
  categoryId: number;
  images: string[];
  attributes: { id: number; name: string; value: string }[];
  variants: { id: string; sku: string; name: string; price: number; stock: number }[];
};

const sandboxProducts = (platform: string, shopId: string) =>
  sandboxCall<SandboxProduct[]>(t.current, `products?platform=${platform}&shopId=${shopId}`);

const drain = () => drainJobs(t.current);

describe('clone shop', () => {
  let owner: { id: string };
  let token: string;
  let shopee: Shop;
  let lazada: Shop;
  let preview: ClonePreview;

  const start = (body: CloneBody, as = token) => t.current.api.route(cloneRoutes.start, { body, token: as });
  const runOf = async (id: string) =>
    (await t.current.api.route(cloneRoutes.run, { params: { id }, token })).body as CloneRun;

  /** The seller's answers: every source category goes where the preview suggests. */
  async function choices(p: ClonePreview) {
    const categories = p.categories.map((c) => ({
      sourceCategoryId: c.sourceCategoryId,
      categoryId: c.suggestedCategoryId as string,
    }));
    const attributes = [];
    for (const categoryId of new Set(categories.map((c) => c.categoryId))) {
      const res = await t.current.api.route(cloneRoutes.attributes, {
        query: { from: shopee._id, shopDestinationId: lazada._id, categoryId },
        token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      attributes.push({
        categoryId,
        values: res.body.map((a) => ({ id: a.id, name: a.name, value: a.suggested || 'Tanpa Merek' })),
      });
    }
    return { categories, attributes };
  }

  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'medium' });
    owner = member;
    token = (await member.login()).accessToken;
    shopee = await makeConnectedShop(t.current, { token }, 'shopee');
    lazada = await makeConnectedShop(t.current, { token }, 'lazada');
    const res = await t.current.api.route(cloneRoutes.preview, {
      query: { from: shopee._id, shopDestinationId: lazada._id },
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    preview = res.body;
    // The tests below copy 200, then three more products of their own.
    expect(preview.products.length).toBeGreaterThanOrEqual(203);
  }, 120_000);

  it('previews the source products with a destination category suggested from the names', async () => {
    const sandbox = await sandboxProducts('shopee', shopee.shopid);
    expect(preview.products).toHaveLength(sandbox.length);
    expect(preview.source).toEqual({ _id: shopee._id, shopname: shopee.shopname, marketplace: 'shopee' });
    expect(preview.destination.marketplace).toBe('lazada');
    expect(preview.categories.reduce((n, c) => n + c.productCount, 0)).toBe(sandbox.length);
    const byId = new Map(preview.destinationCategories.map((c) => [c.id, c]));
    for (const category of preview.categories) {
      expect(category.suggestedFrom).toBe('name');
      // The sandbox platforms name their categories alike: the suggestion is the same-named leaf.
      expect(byId.get(category.suggestedCategoryId as string)?.name).toBe(category.sourceName);
      expect(category.sourcePath.length).toBeGreaterThan(0);
    }
  });

  it('asks for the required attributes of a category with the value the source products give most', async () => {
    const categoryId = preview.categories[0].suggestedCategoryId as string;
    const res = await t.current.api.route(cloneRoutes.attributes, {
      query: { from: shopee._id, shopDestinationId: lazada._id, categoryId },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((a) => a.name)).toEqual(['Merek']);
    expect(res.body[0].required).toBe(true);
    expect(res.body[0].suggested).not.toBe('');
  });

  it('copies 200 products into the Lazada shop with mapped categories and marked-up prices, and resumes after a failure', async () => {
    const before = await sandboxProducts('lazada', lazada.shopid);
    const chosen = preview.products.slice(0, 200);
    // The seller maps one category elsewhere than the name match: the copies must follow the mapping.
    const suggested = await choices(preview);
    const first = preview.destinationCategories.find(
      (c) => c.id !== suggested.categories[0].categoryId,
    ) as ClonePreview['destinationCategories'][number];
    const categories = [
      { ...suggested.categories[0], categoryId: first.id },
      ...suggested.categories.slice(1),
    ];
    const { attributes } = await choices({
      ...preview,
      categories: categories.map((c) => ({
        ...preview.categories[0],
        ...c,
        suggestedCategoryId: c.categoryId,
      })),
    });

    // Lazada answers 500 to the next creates: the products they hit fail after every retry.
    await sandboxControl(t.current, 'faults', {
      platform: 'lazada',
      pathContains: '/product/create',
      status: 500,
      times: 30,
    });
    const priceRule = { kind: 'percent' as const, value: 10, roundTo: 1000 as const };
    const started = await start({
      from: shopee._id,
      shopDestinationId: lazada._id,
      listingIds: chosen.map((p) => p._id),
      categories,
      attributes,
      priceRule,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ status: 'running', total: 200, skipped: 0, resumedFrom: null });
    await drain();
    const first_ = await runOf(started.body._id);
    expect(first_.status).toBe('done');
    expect(first_.failed).toBeGreaterThan(0);
    expect(first_.succeeded + first_.failed).toBe(200);
    // Named with the shop it failed in: the destination.
    expect(first_.failures[0]).toMatchObject({
      source: lazada.shopname,
      failure: { code: 'platformUnavailable' },
      reconnect: false,
    });
    expect(chosen.map((p) => p.name)).toContain(first_.failures[0].label);

    const resumed = await t.current.api.route(cloneRoutes.resume, {
      params: { id: started.body._id },
      token,
    });
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body).toMatchObject({ total: first_.failed, resumedFrom: started.body._id });
    await drain();
    expect(await runOf(resumed.body._id)).toMatchObject({
      status: 'done',
      succeeded: first_.failed,
      failed: 0,
    });

    // The platform holds exactly 200 new products: the copies, with the mapped categories and prices.
    const after = await sandboxProducts('lazada', lazada.shopid);
    const known = new Set(before.map((p) => p.id));
    const copies = after.filter((p) => !known.has(p.id));
    expect(copies).toHaveLength(200);
    const source = await sandboxProducts('shopee', shopee.shopid);
    // Which source product each copy came from, as Booster recorded it (names repeat in the sandbox).
    const recorded = await t.current.database.db
      .select({ externalId: listings.externalId, copy: cloneCopies.destinationExternalId })
      .from(cloneCopies)
      .innerJoin(listings, eq(listings.id, cloneCopies.sourceListingId));
    const sourceOf = new Map(recorded.map((r) => [r.copy, source.find((p) => p.id === r.externalId)]));
    const categoryOf = new Map(categories.map((c) => [c.sourceCategoryId, c.categoryId]));
    for (const copy of copies) {
      const original = sourceOf.get(copy.id);
      expect(original, copy.name).toBeDefined();
      if (!original) continue;
      expect(copy.name).toBe(original.name);
      expect(String(copy.categoryId)).toBe(categoryOf.get(String(original.categoryId)));
      expect(copy.variants.map((v) => v.price)).toEqual(
        original.variants.slice(0, 100).map((v) => clonePrice(v.price, priceRule, 'lazada')),
      );
      expect(copy.images.length).toBe(Math.min(original.images.length, 8));
      // Photos were uploaded to Lazada, not pointed at Shopee's.
      expect(copy.images.every((i) => i.includes('/uploads/'))).toBe(true);
      expect(copy.attributes.find((a) => a.name === 'Merek')?.value).toBeTruthy();
    }
    // Booster lists the copies in the destination shop.
    const listed = await t.current.api.route(listingRoutes.list, {
      params: { marketplace: 'lazada' },
      query: { shopId: lazada._id, limit: 1 },
      token,
    });
    expect(listed.body.totalDocs).toBe(after.length);

    // The choices are the seller's mapping table now, suggested first next time.
    const again = await t.current.api.route(cloneRoutes.preview, {
      query: { from: shopee._id, shopDestinationId: lazada._id },
      token,
    });
    expect(
      again.body.categories.find((c) => c.sourceCategoryId === categories[0].sourceCategoryId),
    ).toMatchObject({
      suggestedCategoryId: first.id,
      suggestedFrom: 'saved',
    });
    expect(again.body.products.filter((p) => p.copied)).toHaveLength(200);
    const mappings = await t.current.api.route(cloneRoutes.mappings, { token });
    expect(mappings.body).toContainEqual(
      expect.objectContaining({ sourceCategoryId: categories[0].sourceCategoryId, categoryId: first.id }),
    );

    // Copying the same products again copies nothing; one new product among them is copied alone.
    const repeat = await start({
      from: shopee._id,
      shopDestinationId: lazada._id,
      listingIds: chosen.map((p) => p._id),
    });
    expect(repeat.status).toBe(400);
    expect(repeat.body).toEqual(
      errorBody(400, 'VALIDATION_FAILED', 'Semua produk yang dipilih sudah pernah disalin ke toko tujuan', {
        fields: { listingIds: 'Semua produk yang dipilih sudah pernah disalin ke toko tujuan' },
      }),
    );
    const extra = preview.products[200];
    const mixed = await start({
      from: shopee._id,
      shopDestinationId: lazada._id,
      listingIds: [chosen[0]._id, extra._id],
    });
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(200);
    expect(mixed.body).toMatchObject({ total: 1, skipped: 1 });
    await drain();
    expect(await runOf(mixed.body._id)).toMatchObject({ succeeded: 1, failed: 0 });
    expect(
      (await sandboxProducts('lazada', lazada.shopid)).filter((p) => p.name === extra.name),
    ).toHaveLength(1);
  }, 300_000);

  it('reads back a product the platform created before a failure instead of creating it twice', async () => {
    const target = preview.products[201];
    // Created, then every read-back answers 500 (3 tries per attempt, 5 attempts).
    await sandboxControl(t.current, 'faults', {
      platform: 'lazada',
      pathContains: '/product/item/get',
      status: 500,
      times: 15,
    });
    const started = await start({
      from: shopee._id,
      shopDestinationId: lazada._id,
      listingIds: [target._id],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await drain();
    expect(await runOf(started.body._id)).toMatchObject({ failed: 1 });
    expect(await remainingFaults()).toEqual([]);
    const resumed = await t.current.api.route(cloneRoutes.resume, {
      params: { id: started.body._id },
      token,
    });
    expect(resumed.status).toBe(200);
    await drain();
    expect(await runOf(resumed.body._id)).toMatchObject({ succeeded: 1, failed: 0 });
    expect(
      (await sandboxProducts('lazada', lazada.shopid)).filter((p) => p.name === target.name),
    ).toHaveLength(1);
  }, 60_000);

  const remainingFaults = async () =>
    (await fetch(`${t.current.config.appUrl}/sandbox/_control/faults`)).json() as Promise<unknown[]>;

  it('links a copy to the master SKU its source is linked to', async () => {
    const source = preview.products[202];
    const detail = (
      await t.current.api.route(listingRoutes.detail, {
        params: { marketplace: 'shopee', id: source._id },
        token,
      })
    ).body;
    const variant = detail.variants[0];
    const master = await t.current.api.route(masterRoutes.create, {
      body: {
        name: detail.name,
        skus: [{ sku: `CLONE-${Date.now()}`, name: 'Satu', price: 40_000, stock: 7 }],
      },
      token,
    });
    const skuId = master.body.skus[0]._id;
    const linked = await t.current.api.route(masterRoutes.link, {
      body: { links: [{ variantId: variant._id, masterSkuId: skuId }] },
      token,
    });
    expect(linked.status).toBe(200);
    await drain();

    const started = await start({
      from: shopee._id,
      shopDestinationId: lazada._id,
      listingIds: [source._id],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await drain();
    expect(await runOf(started.body._id)).toMatchObject({ succeeded: 1, failed: 0 });
    const copies = await t.current.api.route(listingRoutes.list, {
      params: { marketplace: 'lazada' },
      query: { shopId: lazada._id, search: detail.name, limit: 5 },
      token,
    });
    const copy = copies.body.docs.find((d) => d.name === detail.name);
    expect(copy).toBeDefined();
    const copyDetail = (
      await t.current.api.route(listingRoutes.detail, {
        params: { marketplace: 'lazada', id: copy?._id as string },
        token,
      })
    ).body;
    const twin = copyDetail.variants.find((v) => v.options.join() === variant.options.join());
    expect(twin?.masterSkuId).toBe(skuId);
    // Its other variants had no master SKU: they stay unlinked.
    expect(copyDetail.variants.filter((v) => v.masterSkuId !== null)).toHaveLength(1);
    // The central stock was pushed to the copy on the platform.
    const onPlatform = (await sandboxProducts('lazada', lazada.shopid)).find(
      (p) => p.id === copyDetail.externalId,
    );
    expect(onPlatform?.variants.find((v) => v.id === twin?.externalId)?.stock).toBe(7);
  }, 60_000);

  it('refuses bad input with the field that is wrong', async () => {
    const same = await start({ from: shopee._id, shopDestinationId: shopee._id });
    expect(same.body).toEqual(
      errorBody(400, 'VALIDATION_FAILED', 'Pilih toko tujuan yang berbeda dari toko asal', {
        fields: { shopDestinationId: 'Pilih toko tujuan yang berbeda dari toko asal' },
      }),
    );
    const markup = await start({
      from: shopee._id,
      shopDestinationId: lazada._id,
      priceRule: { kind: 'percent', value: 5000, roundTo: 0 },
    });
    expect(markup.status).toBe(400);
    expect((markup.body as unknown as ApiError).details).toEqual({
      fields: { 'priceRule.value': 'Markup persen antara 0 dan 1000' },
    });
    const rounding = await t.current.api.post<ApiError>(
      '/api/app/marketplace/copy',
      {
        from: shopee._id,
        shopDestinationId: lazada._id,
        priceRule: { kind: 'amount', value: 10, roundTo: 7 },
      },
      { token },
    );
    expect(rounding.status).toBe(400);
    expect(Object.keys((rounding.body.details as { fields: object }).fields)).toEqual(['priceRule.roundTo']);

    // A fresh seller who has never mapped anything: every category must be chosen, attributes answered.
    const fresh = await makeMember(t.current, { package: 'platinum' });
    const freshToken = (await fresh.login()).accessToken;
    const from = await makeConnectedShop(t.current, { token: freshToken }, 'shopee', { index: 1 });
    const to = await makeConnectedShop(t.current, { token: freshToken }, 'tiktok', { index: 1 });
    const p = (
      await t.current.api.route(cloneRoutes.preview, {
        query: { from: from._id, shopDestinationId: to._id },
        token: freshToken,
      })
    ).body;
    const one = p.products[0];
    const missing = await start(
      { from: from._id, shopDestinationId: to._id, listingIds: [one._id] },
      freshToken,
    );
    expect(missing.status).toBe(400);
    expect((missing.body as unknown as ApiError).details).toEqual({
      fields: { [`categories.${one.categoryId}`]: 'Pilih kategori tujuan untuk kategori ini' },
    });
    const category = p.categories.find((c) => c.sourceCategoryId === one.categoryId);
    const mapped = [
      { sourceCategoryId: one.categoryId, categoryId: category?.suggestedCategoryId as string },
    ];
    const noAnswer = await start(
      { from: from._id, shopDestinationId: to._id, listingIds: [one._id], categories: mapped },
      freshToken,
    );
    expect(noAnswer.status).toBe(400);
    const fields = ((noAnswer.body as unknown as ApiError).details as { fields: Record<string, string> })
      .fields;
    expect(Object.keys(fields)).toHaveLength(1);
    expect(Object.keys(fields)[0]).toMatch(new RegExp(`^attributes\\.${mapped[0].categoryId}\\.`));
    expect(Object.values(fields)).toEqual(['Wajib diisi']);
    // Nothing was started.
    expect((await t.current.api.route(cloneRoutes.runs, { token: freshToken })).body).toEqual([]);
  }, 120_000);

  it('keeps other tenants out (404) and sub-members without Clone Toko out (403)', async () => {
    const other = await makeMember(t.current, { package: 'platinum' });
    const otherToken = (await other.login()).accessToken;
    const [run] = (await t.current.api.route(cloneRoutes.runs, { token })).body;
    const foreignRun = await t.current.api.route(cloneRoutes.run, {
      params: { id: run._id },
      token: otherToken,
    });
    expect(foreignRun.status).toBe(404);
    const foreignResume = await t.current.api.route(cloneRoutes.resume, {
      params: { id: run._id },
      token: otherToken,
    });
    expect(foreignResume.status).toBe(404);
    const foreignShops = await t.current.api.route(cloneRoutes.preview, {
      query: { from: shopee._id, shopDestinationId: lazada._id },
      token: otherToken,
    });
    expect(foreignShops.status).toBe(404);

    const withClone = await makeSubMember(
      t.current,
      owner,
      await makeRole(t.current, owner, menuWith('product')),
    );
    const allowed = await t.current.api.route(cloneRoutes.runs, {
      token: (await withClone.login()).accessToken,
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.map((r) => r._id)).toContain(run._id);

    const noClone = menuWith('product').map((m) =>
      m.key === 'product'
        ? { ...m, subMenu: m.subMenu.map((s) => ({ ...s, enabled: s.key !== 'clone' })) }
        : m,
    );
    const without = await makeSubMember(t.current, owner, await makeRole(t.current, owner, noClone));
    const refused = await t.current.api.route(cloneRoutes.runs, {
      token: (await without.login()).accessToken,
    });
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as ApiError).code).toBe('FEATURE_NOT_ALLOWED');
  });

  it.each(['free', 'premium', 'shopeeOptimization'] as const)('blocks the %s package', async (pkg) => {
    const member = await makeMember(t.current, { package: pkg });
    const memberToken = (await member.login()).accessToken;
    const res = await start({ from: shopee._id, shopDestinationId: lazada._id }, memberToken);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(
      errorBody(403, 'FEATURE_BLOCKED', 'Upgrade akun anda agar dapat mengakses fitur Clone Toko!', {
        feature: 'cloneShop',
      }),
    );
  });
});
