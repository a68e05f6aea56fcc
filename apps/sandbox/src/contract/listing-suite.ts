import { LISTING_RULES } from '@booster/domain';
import {
  isAdapterError,
  isBelowReservedRefusal,
  type ListingInput,
  type MarketplaceAdapter,
  type ShopCredentials,
} from '@booster/marketplaces';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOGISTICS } from '../core/catalog.ts';
import type { ShopPlatform } from '../core/types.ts';
import { LAZADA_DELIVERY_OPTIONS } from '../lazada/catalog.ts';
import { type Harness, type Json, startSandbox } from '../testing/harness.ts';
import { connectFirstShop, sandboxAdapters } from './sandbox-adapters.ts';

/**
 * The listing calls every marketplace adapter makes against its emulator (in-process sandbox over
 * loopback HTTP, a sandbox of its own so the token rotation of `runAdapterContract` does not touch it):
 * categories, attributes, logistics, image upload, create, read back, full edit and the platform's
 * per-field refusals with the limits of LISTING_RULES (@booster/domain). Call it inside a `describe`.
 */

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/**
 * The logistics channels each emulator offers, as the adapter names them: the platform's carriers, or
 * on Lazada the delivery options a product switches on through its `delivery_option_*` attributes.
 */
const CHANNELS: Record<ShopPlatform, { id: number; key: string; name: string }[]> = {
  shopee: LOGISTICS.shopee.map((l) => ({ id: l.id, key: String(l.id), name: l.name })),
  lazada: LAZADA_DELIVERY_OPTIONS.map((o) => ({ id: o.id, key: o.key, name: o.name })),
  tiktok: LOGISTICS.tiktok.map((l) => ({ id: l.id, key: String(l.id), name: l.name })),
  tokopedia: LOGISTICS.tokopedia.map((l) => ({ id: l.id, key: String(l.id), name: l.name })),
  bukalapak: LOGISTICS.bukalapak.map((l) => ({ id: l.id, key: String(l.id), name: l.name })),
};

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAdapterError(error), `expected an AdapterError, got ${String(error)}`).toBe(true);
  return error as { kind: string; field?: string; message: string };
}

const sorted = (ids: string[]) => [...ids].sort();

export function runListingContract(platform: ShopPlatform) {
  const rules = LISTING_RULES[platform];
  let h: Harness;
  let adapter: MarketplaceAdapter;
  let shop: ShopCredentials;
  let template: ListingInput;
  let created = 0;

  /** A valid two-variant listing in the first leaf category, with every required attribute filled. */
  async function validListing(): Promise<ListingInput> {
    const categories = await adapter.getCategories(shop);
    const leaf = categories.find((c) => !c.hasChildren && c.parentId !== null);
    if (!leaf) throw new Error('no leaf category');
    const attributes = await adapter.getCategoryAttributes(shop, leaf.id);
    const channels = await adapter.getLogisticsChannels(shop);
    const image = await upload('kaos');
    return {
      name: 'Kaos Polos Katun Combed Premium Lengan Pendek',
      description: 'Kaos polos bahan katun combed 30s.\nNyaman dipakai harian, jahitan rapi.',
      categoryId: leaf.id,
      attributes: attributes
        .filter((a) => a.required)
        .map((a) => ({ id: a.id, name: a.name, value: a.values[0] ?? 'Lainnya' })),
      images: [image],
      weightGrams: 250,
      dimensions: { lengthCm: 20, widthCm: 15, heightCm: 5 },
      condition: 'new',
      logistics: channels.slice(0, 2).map((c) => c.id),
      tiers: [{ name: 'Warna', options: ['Hitam', 'Putih'] }],
      variants: [
        { sku: 'KAOS-HTM', options: ['Hitam'], price: 59_000, stock: 12 },
        { sku: 'KAOS-PTH', options: ['Putih'], price: 61_000, stock: 7 },
      ],
    };
  }

  /**
   * The valid listing with seller SKUs no other listing of the shop has: Lazada refuses a SellerSku the
   * seller already uses (and a refusal must be about the field under test, not a taken SKU).
   */
  function fresh(): ListingInput {
    created += 1;
    return {
      ...template,
      variants: template.variants.map((v) => ({ ...v, sku: `${v.sku}-${created}` })),
    };
  }

  const upload = (name: string) =>
    adapter.uploadImage(shop, { fileName: `${name}.png`, contentType: 'image/png', data: PNG });

  const sandboxProduct = (productId: string) =>
    h.control<Json>('GET', `products/${platform}/${shop.shopId}/${productId}`);

  /** The adapter's channel ids of the channels a sandbox product has enabled. */
  const storedChannels = (stored: Json) =>
    (stored.logistics as number[]).map((id) => CHANNELS[platform].find((c) => c.id === id)?.key ?? '?');

  beforeAll(async () => {
    h = await startSandbox();
    adapter = sandboxAdapters(h.origin).get(platform);
    shop = await connectFirstShop(h, adapter, platform, { state: `listing-${platform}` });
    template = await validListing();
  });
  afterAll(async () => h?.close());

  it('lists the category tree and a leaf category’s attributes with the required ones marked', async () => {
    const categories = await adapter.getCategories(shop);
    const top = categories.filter((c) => c.parentId === null);
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((c) => c.hasChildren)).toBe(true);
    const leaf = categories.find((c) => c.parentId === top[0]?.id);
    expect(leaf?.hasChildren).toBe(false);
    const attributes = await adapter.getCategoryAttributes(shop, leaf?.id ?? '');
    expect(attributes.find((a) => a.name === 'Merek')).toMatchObject({ required: true });
    expect(attributes.filter((a) => a.inputType === 'select').every((a) => a.values.length > 0)).toBe(true);
  });

  it('lists the shop’s logistics channels', async () => {
    const channels = await adapter.getLogisticsChannels(shop);
    expect(channels.map((c) => c.name)).toEqual(CHANNELS[platform].map((c) => c.name));
    expect(channels.every((c) => c.id !== '' && c.name !== '')).toBe(true);
    expect(new Set(channels.map((c) => c.id)).size).toBe(channels.length);
  });

  it('uploads an image the platform then serves', async () => {
    const [image] = template.images;
    expect(image?.imageId).toBeTruthy();
    const served = await fetch(image?.url ?? '');
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('creates a two-variant product that reads back with the same fields and lands in the sandbox', async () => {
    const listing = fresh();
    const { productId } = await adapter.createProduct(shop, listing);
    const product = await adapter.getProduct(shop, productId);
    expect(product).toMatchObject({
      externalId: productId,
      name: listing.name,
      description: listing.description,
      categoryId: listing.categoryId,
      weightGrams: listing.weightGrams,
      dimensions: listing.dimensions,
      condition: listing.condition,
      tiers: listing.tiers,
      status: 'live',
    });
    expect(product.platformImages).toEqual(listing.images);
    expect(product.attributes.map(({ id, value }) => ({ id, value }))).toEqual(
      listing.attributes.map(({ id, value }) => ({ id, value })),
    );
    expect(sorted(product.logistics)).toEqual(sorted(listing.logistics));
    expect(
      product.variants.map(({ sku, options, price, stock }) => ({ sku, options, price, stock })),
    ).toEqual(listing.variants);
    const listed = [];
    let cursor: string | null = null;
    do {
      const page = await adapter.listProducts(shop, { pageSize: 100, cursor });
      listed.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(listed.find((p) => p.externalId === productId)?.name).toBe(listing.name);
    const stored = await sandboxProduct(productId);
    expect(stored).toMatchObject({ name: listing.name, weightGrams: 250 });
    expect(sorted(storedChannels(stored))).toEqual(sorted(listing.logistics));
    expect(stored.variants.map((v: Json) => v.sku)).toEqual(listing.variants.map((v) => v.sku));
  });

  it('replaces every field on a full edit, keeping the variants it names', async () => {
    const listing = fresh();
    const { productId } = await adapter.createProduct(shop, listing);
    const before = await adapter.getProduct(shop, productId);
    const side = await upload('side');
    const edited: ListingInput = {
      ...listing,
      name: `${listing.name} Edisi Baru`,
      images: [side, ...listing.images],
      weightGrams: 300,
      logistics: listing.logistics.slice(1, 2),
      variants: before.variants.map((v, i) => ({
        externalId: v.externalId,
        sku: v.sku,
        options: v.options,
        price: 65_000 + i * 1000,
        stock: 20 + i,
      })),
    };
    await adapter.updateProduct(shop, productId, edited);
    const after = await adapter.getProduct(shop, productId);
    expect(after).toMatchObject({ name: edited.name, weightGrams: 300 });
    expect(after.platformImages).toEqual(edited.images);
    expect(after.logistics).toEqual(edited.logistics);
    expect(after.variants.map(({ externalId, price, stock }) => ({ externalId, price, stock }))).toEqual(
      edited.variants.map(({ externalId, price, stock }) => ({ externalId, price, stock })),
    );
    const stored = await sandboxProduct(productId);
    expect(stored).toMatchObject({ name: edited.name, weightGrams: 300 });
    expect(stored.images).toHaveLength(2);
    expect(storedChannels(stored)).toEqual(edited.logistics);
    expect(stored.variants.map((v: Json) => ({ id: v.id, price: v.price, stock: v.stock }))).toEqual([
      { id: before.variants[0]?.externalId, price: 65_000, stock: 20 },
      { id: before.variants[1]?.externalId, price: 66_000, stock: 21 },
    ]);
  });

  it('refuses a name over the platform’s limit as invalid input naming the name', async () => {
    const error = await refusal(
      adapter.createProduct(shop, { ...fresh(), name: 'K'.repeat(rules.nameMax + 1) }),
    );
    expect(error).toMatchObject({ kind: 'invalid_input', field: 'name' });
  });

  it('refuses a category that is not a leaf, and a missing required attribute, naming each', async () => {
    const categories = await adapter.getCategories(shop);
    const parent = categories.find((c) => c.hasChildren);
    const inParent = await refusal(adapter.createProduct(shop, { ...fresh(), categoryId: parent?.id ?? '' }));
    expect(inParent).toMatchObject({ kind: 'invalid_input', field: 'categoryId' });
    const bare = await refusal(adapter.createProduct(shop, { ...fresh(), attributes: [] }));
    expect(bare).toMatchObject({ kind: 'invalid_input', field: 'attributes' });
  });

  it('refuses a price under the platform’s minimum naming the variant’s price', async () => {
    const listing = fresh();
    const variants = listing.variants.map((v, i) => (i === 0 ? { ...v, price: rules.priceMin - 1 } : v));
    const error = await refusal(adapter.createProduct(shop, { ...listing, variants }));
    expect(error).toMatchObject({ kind: 'invalid_input', field: 'variants.0.price' });
  });
  it('reads a campaign’s reserved units where the platform reports them, and how a stock below them goes', async () => {
    const { productId } = await adapter.createProduct(shop, fresh());
    const product = await adapter.getProduct(shop, productId);
    const [held, free] = product.variants;
    const reports = platform === 'shopee' || platform === 'lazada';
    if (!reports) {
      expect(held.reserved).toBeUndefined();
      return;
    }
    await h.control('POST', 'campaigns', {
      platform,
      shopId: shop.shopId,
      productId,
      variantId: held.externalId,
      reserved: 5,
      webhook: false,
    });
    const read = await adapter.getProduct(shop, productId);
    expect(read.variants.map((v) => v.reserved)).toEqual([5, 0]);
    const [below, other] = await adapter.updateStocks(shop, [
      { productId, variantId: held.externalId, stock: 2 },
      { productId, variantId: free.externalId, stock: 2 },
    ]);
    expect(other).toBeNull();
    const stored = await sandboxProduct(productId);
    if (platform === 'lazada') {
      // Refused for that SKU alone ("negative sellable"), marked so the caller reads the listing again.
      expect(isBelowReservedRefusal(below)).toBe(true);
      expect(stored.variants[0].stock).toBe(12);
    } else {
      // Shopee takes it, but the campaign keeps its units on the listing.
      expect(below).toBeNull();
      expect(stored.variants[0].stock).toBe(5);
    }
    expect(stored.variants[1].stock).toBe(2);
  });
}
