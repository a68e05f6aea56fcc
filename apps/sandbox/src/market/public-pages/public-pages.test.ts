import { SCRAPE_MARKETPLACES } from '@booster/domain';
import { classifyPublicUrl, createPublicPages, type PublicPages } from '@booster/marketplaces';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startSandbox } from '../../testing/harness.ts';
import { catalogueDay, catalogueListing } from '../catalogue.ts';
import { listingsOfShop, type PublicProduct, publicProduct } from './public-product.ts';
import { publicProductUrl, publicShopUrl } from './urls.ts';

const SEED = 4242;
let sandbox: Harness;
let pages: PublicPages;
const day = () => catalogueDay(Date.now());

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED });
  pages = createPublicPages({ mode: 'sandbox', sandboxBaseUrl: sandbox.origin });
});
afterAll(() => sandbox.close());

/** The first catalogue product of the platform with `tiers` variation tiers. */
function productWithTiers(platform: (typeof SCRAPE_MARKETPLACES)[number], tiers: number): PublicProduct {
  for (let index = 0; ; index++) {
    const product = publicProduct(SEED, platform, index, day());
    if (product.tiers.length === tiers) return product;
  }
}

/** Catalogue item ids are 11 digits starting 200 (catalogue.ts); each platform's link carries one. */
const itemIdIn = (url: string) => /200\d{8}/.exec(url)?.[0] ?? url;
const publicProductUrlOf = (url: string | undefined) => url ?? '';

/** A listing of the biggest shop among the first 300 listings (over 30 products). */
function biggestShopListing(platform: (typeof SCRAPE_MARKETPLACES)[number]) {
  let best = catalogueListing(SEED, platform, 0, day());
  let size = 0;
  for (let i = 0; i < 300; i++) {
    const listing = catalogueListing(SEED, platform, i, day());
    const n = listingsOfShop(SEED, platform, listing.shopId).length;
    if (n > size) [best, size] = [listing, n];
  }
  expect(size).toBeGreaterThan(30);
  return best;
}

function target(raw: string) {
  const found = classifyPublicUrl(raw);
  if ('problem' in found) throw new Error(`${raw}: ${found.problem}`);
  return found;
}

describe.each(SCRAPE_MARKETPLACES)('%s public pages read by its parser', (platform) => {
  it.each([0, 1, 2])('a product with %i variation tiers reads as the sandbox holds it', async (tierCount) => {
    const expected = productWithTiers(platform, tierCount);
    const url = publicProductUrl(platform, expected.listing);
    const found = target(url);
    expect(found).toMatchObject({ platform, kind: 'product' });

    const product = await pages.readProduct(found);
    expect(product).toMatchObject({
      platform,
      externalId: expected.listing.itemId,
      name: expected.listing.name,
      description: expected.description,
      tiers: expected.tiers,
      shop: { externalId: expected.listing.shopId, name: expected.listing.shopName },
      // Shopee's public page does not show the weight; the others do.
      weightGrams: platform === 'shopee' ? null : expected.weightGrams,
    });
    expect(product.variants).toEqual(
      expected.variants.map((v) => ({
        options: v.options,
        price: v.price,
        stock: v.stock,
        sku: expect.any(String),
      })),
    );
    expect(Math.min(...product.variants.map((v) => v.price))).toBe(expected.listing.price);
    expect(product.images).toHaveLength(expected.photos.length);
    for (const [i, image] of product.images.entries()) expect(image).toContain(expected.photos[i]);

    const photo = await pages.readImage(platform, product.images[0]);
    expect(photo.contentType).toBe('image/png');
    expect([...photo.data.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('a shop page lists the shop’s products in order, with the next page while more remain', async () => {
    const listing = biggestShopListing(platform);
    const itemIds = listingsOfShop(SEED, platform, listing.shopId).map(
      (i) => catalogueListing(SEED, platform, i, day()).itemId,
    );
    const found = target(publicShopUrl(platform, listing));
    expect(found.kind).toBe('shop');

    const seen: string[] = [];
    let pagesRead = 0;
    let page = await pages.readShop(found);
    expect(page.shop).toEqual({ externalId: listing.shopId, name: listing.shopName });
    for (let n = 0; n < 10; n++) {
      seen.push(...page.productUrls.map(itemIdIn));
      pagesRead++;
      if (!page.nextPageUrl) break;
      page = await pages.readShop(target(page.nextPageUrl));
    }
    // Every page's links are product pages of this shop, all of them once, in the shop's order.
    expect(seen).toEqual(itemIds);
    // Shopee and TikTok Shop list 30 a page: this shop (over 30 products) takes two pages there.
    expect(pagesRead).toBe(platform === 'shopee' || platform === 'tiktok' ? 2 : 1);
    const product = await pages.readProduct(target(publicProductUrlOf(page.productUrls.at(-1))));
    expect(product.externalId).toBe(itemIds.at(-1));
  });

  it('an item the platform does not have is a not-found answer', async () => {
    const listing = { ...catalogueListing(SEED, platform, 0, day()), itemId: '20000000001' };
    await expect(pages.readProduct(target(publicProductUrl(platform, listing)))).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('which addresses are scraped', () => {
  it('refuses hosts that are not the four platforms, look-alikes included', () => {
    for (const raw of [
      'https://example.com/product/1/2',
      'https://shopee.co.id.evil.example/product/1/2',
      'https://bukalapak.com/p/x',
      'http://127.0.0.1:3000/sandbox/web/shopee.co.id/product/1/2',
      'https://user:pw@shopee.co.id/product/1/2',
    ])
      expect(classifyPublicUrl(raw)).toEqual({ problem: 'foreign' });
    expect(classifyPublicUrl('not a url')).toEqual({ problem: 'invalid' });
    expect(classifyPublicUrl('ftp://shopee.co.id/x')).toEqual({ problem: 'invalid' });
    expect(classifyPublicUrl('https://shopee.co.id/search?keyword=kaos')).toEqual({
      problem: 'unsupported_page',
    });
  });
});
