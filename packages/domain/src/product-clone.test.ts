import { describe, expect, it } from 'vitest';
import { checkListing } from './listing-rules.ts';
import { type CloneDraft, clonePrice, fitToListingRules, suggestCategory } from './product-clone.ts';

describe('clonePrice', () => {
  it('marks up by a percentage and rounds up to the step', () => {
    expect(clonePrice(10_000, { kind: 'percent', value: 10, roundTo: 0 }, 'shopee')).toBe(11_000);
    expect(clonePrice(45_900, { kind: 'percent', value: 10, roundTo: 1000 }, 'shopee')).toBe(51_000);
    expect(clonePrice(45_900, { kind: 'percent', value: 10, roundTo: 500 }, 'shopee')).toBe(50_500);
    expect(clonePrice(12_345, { kind: 'percent', value: 0, roundTo: 100 }, 'shopee')).toBe(12_400);
  });

  it('adds an amount', () => {
    expect(clonePrice(20_000, { kind: 'amount', value: 2_500, roundTo: 0 }, 'lazada')).toBe(22_500);
  });

  it("keeps the price inside the destination's range", () => {
    expect(clonePrice(500, { kind: 'amount', value: 0, roundTo: 0 }, 'lazada')).toBe(1000);
    expect(clonePrice(140_000_000, { kind: 'percent', value: 50, roundTo: 0 }, 'tokopedia')).toBe(
      100_000_000,
    );
  });
});

const draft = (over: Partial<CloneDraft> = {}): CloneDraft => ({
  name: 'Kaos Polos Katun Combed 30s Premium',
  description: 'Kaos polos bahan katun combed 30s, adem dan nyaman dipakai seharian.',
  images: ['a', 'b', 'c'],
  weightGrams: 200,
  tiers: [{ name: 'Warna', options: ['Hitam', 'Putih'] }],
  variants: [
    { sku: 'K-H', options: ['Hitam'], price: 45_000, stock: 10 },
    { sku: 'K-P', options: ['Putih'], price: 45_000, stock: 3 },
  ],
  ...over,
});

describe('fitToListingRules', () => {
  it('leaves a product that already fits alone', () => {
    const fit = fitToListingRules('shopee', draft());
    expect(fit).toEqual({ draft: draft(), droppedVariants: 0, droppedImages: 0 });
  });

  it("cuts a long name at a word and keeps the destination's image count", () => {
    const long = `${'Kemeja Flanel Pria Lengan Panjang '.repeat(4)}Original`;
    const fit = fitToListingRules(
      'tokopedia',
      draft({ name: long, images: ['1', '2', '3', '4', '5', '6', '7', '8'] }),
    );
    expect(fit.draft.name.length).toBeLessThanOrEqual(70);
    expect(long.startsWith(fit.draft.name)).toBe(true);
    expect(fit.draft.name.endsWith(' ')).toBe(false);
    expect(fit.draft.images).toEqual(['1', '2', '3', '4', '5']);
    expect(fit.droppedImages).toBe(3);
    expect(checkListing('tokopedia', { ...fit.draft, imageCount: fit.draft.images.length })).toEqual([]);
  });

  it("keeps the first variants within the destination's maximum and drops options no kept variant uses", () => {
    const options = Array.from({ length: 12 }, (_, i) => `Warna ${i}`);
    const sizes = Array.from({ length: 6 }, (_, i) => `Ukuran ${i}`);
    const variants = options.flatMap((c) =>
      sizes.map((s) => ({ sku: `${c}-${s}`, options: [c, s], price: 50_000, stock: 1 })),
    );
    const big = draft({
      tiers: [
        { name: 'Warna', options },
        { name: 'Ukuran', options: sizes },
      ],
      variants,
    });
    const fit = fitToListingRules('shopee', big);
    expect(fit.draft.variants).toHaveLength(50);
    expect(fit.droppedVariants).toBe(22);
    expect(fit.draft.tiers[0].options).toEqual(options.slice(0, 9));
    expect(fit.draft.tiers[1].options).toEqual(sizes);
    expect(checkListing('shopee', { ...fit.draft, imageCount: 3 })).toEqual([]);
    // Lazada takes up to 100: nothing is dropped.
    expect(fitToListingRules('lazada', big).droppedVariants).toBe(0);
  });

  it('keeps a too-short name as it is, so the destination rule names it', () => {
    const fit = fitToListingRules('shopee', draft({ name: 'Kaos' }));
    expect(fit.draft.name).toBe('Kaos');
    expect(checkListing('shopee', { ...fit.draft, imageCount: 3 }).map((i) => i.field)).toEqual(['name']);
  });

  it('clamps stock and weight into the range', () => {
    const fit = fitToListingRules(
      'shopee',
      draft({ weightGrams: 0, variants: [{ sku: 'A', options: ['Hitam'], price: 1000, stock: 5_000_000 }] }),
    );
    expect(fit.draft.weightGrams).toBe(1);
    expect(fit.draft.variants[0].stock).toBe(999_999);
    expect(fit.draft.tiers[0].options).toEqual(['Hitam']);
  });
});

describe('suggestCategory', () => {
  const leaves = [
    { id: 'L1', name: 'Kaos Pria', path: ['Fashion Pria', 'Atasan'] },
    { id: 'L2', name: 'Kemeja Pria', path: ['Fashion Pria', 'Atasan'] },
    { id: 'L3', name: 'Sepatu Sneakers', path: ['Sepatu', 'Pria'] },
    { id: 'L4', name: 'Pakaian Pria', path: ['Fashion'] },
  ];

  it('prefers the same name', () => {
    expect(suggestCategory({ id: 's', name: 'pakaian pria', path: ['Fashion'] }, leaves)?.id).toBe('L4');
  });

  it('falls back on shared words of the names, then of the paths', () => {
    expect(suggestCategory({ id: 's', name: 'Kemeja', path: ['Pakaian'] }, leaves)?.id).toBe('L2');
    expect(suggestCategory({ id: 's', name: 'Sneakers Pria', path: ['Sepatu & Tas'] }, leaves)?.id).toBe(
      'L3',
    );
  });

  it('suggests nothing when no word is shared', () => {
    expect(suggestCategory({ id: 's', name: 'Elektronik', path: ['Gadget'] }, leaves)).toBeNull();
  });
});
