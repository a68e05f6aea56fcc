import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_EPOCH_DAY,
  CATALOGUE_SIZE,
  catalogueCategoryIds,
  catalogueListing,
  soldUntil,
} from './catalogue.ts';
import { catalogueHints, searchCatalogue } from './catalogue-search.ts';

const SEED = 20240601;
const DAY = CATALOGUE_EPOCH_DAY + 30;

describe('public catalogue', () => {
  it('builds the same listing for the same seed, index and day, and others for another seed', () => {
    const a = catalogueListing(SEED, 'shopee', 4242, DAY);
    expect(catalogueListing(SEED, 'shopee', 4242, DAY)).toEqual(a);
    expect(catalogueListing(SEED + 1, 'shopee', 4242, DAY).itemId).not.toBe(a.itemId);
    expect(catalogueListing(SEED, 'lazada', 4242, DAY).name).not.toBe(undefined);
  });

  it('has at least 100,000 listings with distinct item ids spread over every leaf category', () => {
    expect(CATALOGUE_SIZE).toBeGreaterThanOrEqual(100_000);
    const ids = new Set<string>();
    const categories = new Set<number>();
    for (let i = 0; i < CATALOGUE_SIZE; i += 7) {
      const listing = catalogueListing(SEED, 'shopee', i, DAY);
      ids.add(listing.itemId);
      categories.add(listing.categoryId);
    }
    expect(ids.size).toBe(Math.ceil(CATALOGUE_SIZE / 7));
    expect([...categories].sort()).toEqual(catalogueCategoryIds(SEED).sort());
    expect(() => catalogueListing(SEED, 'shopee', CATALOGUE_SIZE, DAY)).toThrow(RangeError);
  });

  it('moves sold counts forward day by day, never backwards, and counts 30 days as monthly sales', () => {
    let moved = 0;
    for (let i = 0; i < 500; i++) {
      const listing = catalogueListing(SEED, 'shopee', i, DAY);
      let previous = soldUntil(SEED, 'shopee', i, listing.launchDay - 1);
      expect(previous).toBe(0);
      for (let day = listing.launchDay; day <= DAY; day += 5) {
        const sold = soldUntil(SEED, 'shopee', i, day);
        expect(sold).toBeGreaterThanOrEqual(previous);
        previous = sold;
      }
      const delta = soldUntil(SEED, 'shopee', i, DAY + 1) - listing.historicalSold;
      expect(delta).toBeGreaterThanOrEqual(0);
      if (delta > 0) moved++;
      expect(listing.monthlySold).toBe(listing.historicalSold - soldUntil(SEED, 'shopee', i, DAY - 30));
    }
    // Heavy-tailed: some items sell every day, many sell rarely.
    expect(moved).toBeGreaterThan(50);
    expect(moved).toBeLessThan(500);
  });

  it('keeps a bestseller daily delta between half and one and a half times its 30-day average', () => {
    const { listings } = searchCatalogue(SEED, 'shopee', DAY, { sort: 'sales', offset: 0, limit: 1 });
    const top = listings[0];
    const index = (Number(top.itemId) - 20_000_000_000 - ((Number(top.itemId) - 20_000_000_000) % 37)) / 37;
    const average = top.monthlySold / 30;
    for (let day = DAY + 1; day < DAY + 10; day++) {
      const delta = soldUntil(SEED, 'shopee', index, day) - soldUntil(SEED, 'shopee', index, day - 1);
      expect(delta).toBeGreaterThanOrEqual(Math.floor(average * 0.5) - 1);
      expect(delta).toBeLessThanOrEqual(Math.ceil(average * 1.5) + 1);
    }
  });

  it('searches by keyword and category and orders by sales and price', () => {
    const byKeyword = searchCatalogue(SEED, 'shopee', DAY, {
      keyword: 'kaos polos',
      sort: 'sales',
      offset: 0,
      limit: 60,
    });
    expect(byKeyword.total).toBeGreaterThan(100);
    expect(byKeyword.listings).toHaveLength(60);
    for (const l of byKeyword.listings) expect(l.name.toLowerCase()).toContain('kaos polos');
    const sold = byKeyword.listings.map((l) => l.monthlySold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));

    const category = catalogueCategoryIds(SEED)[4];
    const byCategory = searchCatalogue(SEED, 'shopee', DAY, {
      categoryId: category,
      sort: 'price_asc',
      offset: 60,
      limit: 60,
    });
    for (const l of byCategory.listings) expect(l.categoryId).toBe(category);
    const prices = byCategory.listings.map((l) => l.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('suggests catalogue phrases containing the keyword, and trending ones for an empty keyword', () => {
    const hints = catalogueHints('kaos');
    expect(hints[0]).toBe('kaos polos');
    for (const h of hints) expect(h).toContain('kaos');
    expect(catalogueHints('')).toHaveLength(8);
  });
});
