import { buildCatalog } from '../core/catalog.ts';
import type { ShopPlatform } from '../core/types.ts';
import { type CatalogueListing, catalogueDay } from './catalogue.ts';
import { type CatalogueQuery, searchCatalogue } from './catalogue-search.ts';

/**
 * What every platform's public-search emulator shares: the seed, and the market's clock. The clock is
 * the real day unless `_control/market/day` pins one, so a test can take two daily snapshots a week
 * apart and see the sold counts move as they would have.
 */
export type MarketSite = {
  seed: number;
  /** The catalogue day the emulators answer for (UTC days since 1970). */
  day(): number;
  pinDay(day: number | null): void;
  /** Platforms whose public search answers with its anti-bot wall (`_control/market/block`). */
  blocked: Set<ShopPlatform>;
};

export function createMarketSite(seed: number, now: () => number = Date.now): MarketSite {
  let pinned: number | null = null;
  return {
    seed,
    day: () => pinned ?? catalogueDay(now()),
    pinDay(day) {
      pinned = day;
    },
    blocked: new Set(),
  };
}

/**
 * Sandbox-only request header: answer as on this catalogue day. Booster's demo history
 * (research sandbox-history.ts) reads a month back with it without pinning the day for everyone.
 */
export const MARKET_DAY_HEADER = 'x-sandbox-market-day';

/** The day a request is answered for: a pinned day, else the request's history header, else today. */
export function dayOf(
  site: MarketSite,
  request: { headers: Record<string, string | string[] | undefined> },
): number {
  const asked = Number(request.headers[MARKET_DAY_HEADER]);
  return Number.isInteger(asked) && asked > 0 && asked <= site.day() ? asked : site.day();
}

/** One page of a platform's public search on `day` of the site (`dayOf` the request). */
export function searchSite(
  site: MarketSite,
  platform: ShopPlatform,
  day: number,
  query: CatalogueQuery,
): { listings: CatalogueListing[]; total: number } {
  return searchCatalogue(site.seed, platform, day, query);
}

export type MarketCategory = { id: number; name: string; parentId: number; parentName: string };

/** Leaf categories of the sandbox's shared tree with their parent (what a category menu shows). */
export function marketCategories(seed: number): MarketCategory[] {
  const { categories, leaves } = buildCatalog(seed);
  return leaves.map((leaf) => {
    const parent = categories.find((c) => c.id === leaf.parentId);
    return { id: leaf.id, name: leaf.name, parentId: leaf.parentId, parentName: parent?.name ?? '' };
  });
}

export function categoryName(seed: number, id: number): string {
  return marketCategories(seed).find((c) => c.id === id)?.name ?? '';
}

export type MarketCategoryNode = { id: number; name: string; children: { id: number; name: string }[] };

/** The tree of top categories and their leaves, which each platform prints in its own shape. */
export function categoryTree(seed: number): MarketCategoryNode[] {
  const leaves = marketCategories(seed);
  const parents = [...new Set(leaves.map((c) => c.parentId))];
  return parents.map((parentId) => ({
    id: parentId,
    name: leaves.find((c) => c.parentId === parentId)?.parentName ?? '',
    children: leaves.filter((c) => c.parentId === parentId).map((c) => ({ id: c.id, name: c.name })),
  }));
}
