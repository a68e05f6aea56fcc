import {
  type ListingDetail,
  listingRoutes,
  type ScrapeDraft,
  type Shop,
  scrapeRoutes,
} from '@booster/contracts';
import {
  catalogueDay,
  catalogueListing,
  DEFAULT_SEED,
  listingsOfShop,
  publicProduct,
  publicProductUrl,
  publicShopUrl,
} from '@booster/sandbox';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { drainJobs, makeConnectedShop, sandboxProduct } from '../../test/builders.ts';
import { makeMember, makeRole, makeSubMember, menuWith } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';

const t = useTestApp({ listen: true });
const day = () => catalogueDay(Date.now());
type Platform = 'shopee' | 'tokopedia' | 'lazada' | 'tiktok';

let seller: Promise<{ id: string; token: string; shopee: Shop }> | null = null;
/** One premium seller with a connected Shopee shop, made once for the file. */
function theSeller() {
  seller ??= (async () => {
    const member = await makeMember(t.current, { package: 'premium', name: 'Sari Penjual' });
    const token = (await member.login()).accessToken;
    return { id: member.id, token, shopee: await makeConnectedShop(t.current, { token }, 'shopee') };
  })();
  return seller;
}

/** A catalogue product of `platform` with `tiers` variation tiers and a name Shopee accepts (20+ characters). */
function catalogueProduct(platform: Platform, tiers: number, skip = 0) {
  let skipped = 0;
  for (let index = 0; ; index++) {
    const product = publicProduct(DEFAULT_SEED, platform, index, day());
    if (product.tiers.length !== tiers || product.listing.name.length < 20 || product.photos.length < 2)
      continue;
    if (skipped++ === skip) return product;
  }
}

const drain = () => drainJobs(t.current);

/** Scrapes the public page of a catalogue product; the draft it made (throws on any other answer). */
async function scrapeProduct(token: string, platform: Platform, source: ReturnType<typeof catalogueProduct>) {
  const scraped = await t.current.api.route(scrapeRoutes.scrape, {
    body: { url: publicProductUrl(platform, source.listing) },
    token,
  });
  if (scraped.body.kind !== 'product') throw new Error(JSON.stringify(scraped.body));
  return scraped.body.draft;
}

describe('scraping a product link', () => {
  it('turns a Tokopedia product page into a draft with its photos copied into Booster', async () => {
    const { token } = await theSeller();
    const source = catalogueProduct('tokopedia', 2);
    const res = await t.current.api.route(scrapeRoutes.scrape, {
      body: { url: publicProductUrl('tokopedia', source.listing) },
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.kind !== 'product') throw new Error('expected a product');
    const { draft } = res.body;
    expect(draft).toMatchObject({
      platform: 'tokopedia',
      externalId: source.listing.itemId,
      sourceShop: { externalId: source.listing.shopId, name: source.listing.shopName },
      name: source.listing.name,
      description: source.description,
      tiers: source.tiers,
      variants: source.variants.map((v) => ({
        options: v.options,
        price: v.price,
        stock: v.stock,
        sku: v.sku,
      })),
      weightGrams: source.weightGrams,
      status: 'draft',
      published: null,
    });
    expect(draft.images).toHaveLength(source.photos.length);
    for (const url of draft.images) {
      expect(url.startsWith(`${t.current.config.appUrl}/api/files/products/`)).toBe(true);
      const photo = await t.current.api.get(url.slice(t.current.config.appUrl.length));
      expect(photo.status).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
    }
  });

  it('publishes an edited draft into the seller’s Shopee shop through the product create', async () => {
    const { token, shopee } = await theSeller();
    const source = catalogueProduct('lazada', 1);
    const draft = await scrapeProduct(token, 'lazada', source);
    // The category, attributes and channels of a listing the shop already sells.
    const live = await t.current.api.route(listingRoutes.list, {
      params: { marketplace: 'shopee' },
      query: { tab: 'live', limit: 1 },
      token,
    });
    const template = await t.current.api.route(listingRoutes.detail, {
      params: { marketplace: 'shopee', id: live.body.docs[0]._id },
      token,
    });
    const name = `${source.listing.name} Edisi Toko Sari`;
    const variants = draft.variants.map((v, i) => ({ ...v, price: v.price + 1_000, sku: `SARI-${i + 1}` }));
    const res = await t.current.api.route(scrapeRoutes.publish, {
      params: { id: draft._id },
      body: {
        name,
        description: draft.description,
        images: draft.images.slice(0, 2),
        weightGrams: 750,
        tiers: draft.tiers,
        variants,
        shopId: shopee._id,
        categoryId: template.body.categoryId,
        attributes: template.body.attributes,
        logistics: template.body.logistics.length ? template.body.logistics : ['1'],
      },
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.draft).toMatchObject({
      status: 'published',
      name,
      published: { marketplace: 'shopee', shopId: shopee._id, listingId: res.body.listing._id },
    });

    // What the Shopee sandbox itself now holds in the seller's shop.
    const onPlatform = await sandboxProduct(t.current, {
      platform: 'shopee',
      shop: shopee,
      productId: res.body.listing.externalId,
    });
    expect(onPlatform.variants.map((v) => [v.sku, v.stock])).toEqual(variants.map((v) => [v.sku, v.stock]));
    const stored = await t.current.api.route(listingRoutes.detail, {
      params: { marketplace: 'shopee', id: res.body.listing._id },
      token,
    });
    const detail: ListingDetail = stored.body;
    expect(detail).toMatchObject({ name, weightGrams: 750, tiers: draft.tiers });
    expect(detail.images).toHaveLength(2);
    expect(detail.variants.map((v) => [v.options, v.price])).toEqual(
      variants.map((v) => [v.options, v.price]),
    );

    // Published once: the draft cannot be sent again.
    const again = await t.current.api.route(scrapeRoutes.publish, {
      params: { id: draft._id },
      body: {
        ...res.body.draft,
        weightGrams: 750,
        shopId: shopee._id,
        categoryId: template.body.categoryId,
        logistics: ['1'],
      },
      token,
    });
    expect(again.status).toBe(400);
  });

  it('a publish the shop’s rules refuse answers on the field and leaves the draft a draft', async () => {
    const { token, shopee } = await theSeller();
    const source = catalogueProduct('tiktok', 0);
    const draft = await scrapeProduct(token, 'tiktok', source);
    const res = await t.current.api.route(scrapeRoutes.publish, {
      params: { id: draft._id },
      body: {
        name: 'Terlalu pendek',
        description: draft.description,
        images: draft.images,
        weightGrams: 300,
        tiers: [],
        variants: draft.variants,
        shopId: shopee._id,
        categoryId: '1',
        logistics: ['1'],
      },
      token,
    });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as unknown as { details: { fields: object } }).details.fields)).toContain(
      'name',
    );
    const after = await t.current.api.route(scrapeRoutes.draft, { params: { id: draft._id }, token });
    expect(after.body.status).toBe('draft');
  });
});

describe('scraping a shop link', () => {
  it('scrapes up to N of the shop’s products as a run, one draft each, progress readable', async () => {
    const { token } = await theSeller();
    const listing = catalogueListing(DEFAULT_SEED, 'shopee', 3, day());
    const expected = listingsOfShop(DEFAULT_SEED, 'shopee', listing.shopId)
      .slice(0, 4)
      .map((i) => catalogueListing(DEFAULT_SEED, 'shopee', i, day()).itemId);
    const res = await t.current.api.route(scrapeRoutes.scrape, {
      body: { url: publicShopUrl('shopee', listing), limit: 4 },
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.kind !== 'shop') throw new Error('expected a shop');
    expect(res.body).toMatchObject({
      total: 4,
      shop: { externalId: listing.shopId, name: listing.shopName },
    });
    await drain();

    const run = await t.current.api.route(scrapeRoutes.run, { params: { id: res.body.runId }, token });
    expect(run.body).toMatchObject({ status: 'done', total: 4, succeeded: 4, failed: 0 });
    const drafts = await t.current.api.route(scrapeRoutes.drafts, {
      query: { runId: res.body.runId },
      token,
    });
    expect(drafts.body.totalDocs).toBe(4);
    expect(drafts.body.docs.map((d: ScrapeDraft) => d.externalId).sort()).toEqual([...expected].sort());
    for (const draft of drafts.body.docs) expect(draft.images.length).toBeGreaterThan(0);
  });
});

describe('what cannot be scraped', () => {
  it('refuses addresses off the four platforms with a message on the url field', async () => {
    const { token } = await theSeller();
    const foreign =
      'Hanya link produk atau toko Shopee, Tokopedia, Lazada dan TikTok Shop yang bisa di-scrape';
    for (const url of [
      'https://example.com/p/1',
      'https://www.bukalapak.com/p/hobi/kaos-polos',
      `${t.current.config.appUrl}/sandbox/web/shopee.co.id/product/1/2`,
    ]) {
      const res = await t.current.api.route(scrapeRoutes.scrape, { body: { url }, token });
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual(errorBody(400, 'VALIDATION_FAILED', foreign, { fields: { url: foreign } }));
    }
    const search = await t.current.api.route(scrapeRoutes.scrape, {
      body: { url: 'https://shopee.co.id/search?keyword=kaos' },
      token,
    });
    expect(search.body).toMatchObject({
      details: { fields: { url: 'Link ini bukan halaman produk atau toko' } },
    });
    const missing = await t.current.api.route(scrapeRoutes.scrape, {
      body: { url: 'https://shopee.co.id/product/100000000/20000000001' },
      token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      details: { fields: { url: 'Produk atau toko tidak ditemukan di marketplace' } },
    });
    const empty = await t.current.api.route(scrapeRoutes.scrape, { body: { url: '' }, token });
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.body as unknown as { details: { fields: object } }).details.fields)).toEqual([
      'url',
    ]);
  });

  it('keeps drafts to their account and the scrape menu', async () => {
    const owner = await theSeller();
    const source = catalogueProduct('shopee', 0);
    const { _id: id } = await scrapeProduct(owner.token, 'shopee', source);

    const stranger = await makeMember(t.current, { package: 'premium' });
    const strangerToken = (await stranger.login()).accessToken;
    expect(
      (await t.current.api.route(scrapeRoutes.draft, { params: { id }, token: strangerToken })).status,
    ).toBe(404);
    const list = await t.current.api.route(scrapeRoutes.drafts, { query: {}, token: strangerToken });
    expect(list.body.totalDocs).toBe(0);

    const staffWith = async (scrape: boolean) => {
      const menu = menuWith('product').map((m) => ({
        ...m,
        subMenu: m.subMenu.map((s) => (s.key === 'scrape' ? { ...s, enabled: scrape } : s)),
      }));
      const staff = await makeSubMember(t.current, owner, await makeRole(t.current, owner, menu));
      return (await staff.login()).accessToken;
    };
    const staffToken = await staffWith(true);
    expect(
      (await t.current.api.route(scrapeRoutes.draft, { params: { id }, token: staffToken })).status,
    ).toBe(200);
    const otherToken = await staffWith(false);
    expect(
      (await t.current.api.route(scrapeRoutes.draft, { params: { id }, token: otherToken })).status,
    ).toBe(403);
  });
});
