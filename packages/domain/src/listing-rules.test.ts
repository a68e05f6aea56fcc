import { describe, expect, it } from 'vitest';
import { bulkEditAvailable } from './bulk-edits.ts';
import { checkListing, LISTING_RULES, type ListingDraft } from './listing-rules.ts';

const valid: ListingDraft = {
  name: 'Kaos Polos Katun Combed 30s Premium',
  description: 'Kaos polos bahan katun combed 30s, adem dan nyaman dipakai seharian.',
  imageCount: 3,
  weightGrams: 200,
  tiers: [{ name: 'Warna', options: ['Hitam', 'Putih'] }],
  variants: [
    { sku: 'KAOS-HTM', price: 45_000, stock: 10 },
    { sku: 'KAOS-PTH', price: 45_000, stock: 0 },
  ],
};

const fields = (issues: { field: string }[]) => issues.map((i) => i.field);

describe('checkListing', () => {
  it('accepts a listing inside every platform limit', () => {
    for (const marketplace of ['shopee', 'lazada', 'tiktok', 'bukalapak'] as const)
      expect(checkListing(marketplace, valid)).toEqual([]);
  });

  it("uses each platform's own name length", () => {
    const name = 'x'.repeat(100);
    expect(fields(checkListing('shopee', { ...valid, name }))).toEqual([]);
    expect(fields(checkListing('tokopedia', { ...valid, name }))).toEqual(['name']);
    expect(checkListing('tokopedia', { ...valid, name })[0]).toMatchObject({
      message: 'listing.nameLength',
      params: { min: 1, max: 70 },
    });
  });

  it('names the variant whose price or stock is out of range', () => {
    const issues = checkListing('lazada', {
      ...valid,
      variants: [
        { sku: 'A', price: 50_000, stock: 1 },
        { sku: 'B', price: 500, stock: -1 },
      ],
    });
    expect(fields(issues)).toEqual(['variants.1.price', 'variants.1.stock']);
  });

  it('counts images against the platform maximum and requires one', () => {
    expect(fields(checkListing('shopee', { ...valid, imageCount: 0 }))).toEqual(['images']);
    expect(fields(checkListing('tokopedia', { ...valid, imageCount: 6 }))).toEqual(['images']);
    expect(fields(checkListing('shopee', { ...valid, imageCount: LISTING_RULES.shopee.imagesMax }))).toEqual(
      [],
    );
  });

  it('refuses more than two variation tiers and an empty variant list', () => {
    const tier = { name: 'T', options: ['a'] };
    expect(fields(checkListing('shopee', { ...valid, tiers: [tier, tier, tier] }))).toEqual(['tiers']);
    expect(fields(checkListing('shopee', { ...valid, variants: [] }))).toEqual(['variants']);
  });
});

describe('bulkEditAvailable', () => {
  it('offers category-attribute everywhere but Tokopedia, the rest everywhere', () => {
    expect(bulkEditAvailable('category-attribute', 'tokopedia')).toBe(false);
    expect(bulkEditAvailable('category-attribute', 'shopee')).toBe(true);
    expect(bulkEditAvailable('stock-price', 'tokopedia')).toBe(true);
  });
});
