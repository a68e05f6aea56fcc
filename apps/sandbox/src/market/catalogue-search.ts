import type { ShopPlatform } from '../core/types.ts';
import { CATEGORY_GROUPS } from '../core/words.ts';
import {
  CATALOGUE_SIZE,
  type CatalogueListing,
  catalogueListing,
  listingCategory,
  listingLaunchDay,
  listingName,
  listingPrice,
  soldUntil,
} from './catalogue.ts';

export type CatalogueSort = 'relevancy' | 'sales' | 'newest' | 'price_asc' | 'price_desc';

export type CatalogueQuery = {
  keyword?: string;
  categoryId?: number;
  sort: CatalogueSort;
  offset: number;
  limit: number;
};

/** Like the live sites, a search never pages past this many results. */
export const SEARCH_RESULT_CAP = 5_000;

/**
 * Scans the catalogue for matches (names and categories are cheap pure functions), then builds only
 * the matches in full when the order needs them. Every keyword word must appear in the name.
 */
export function searchCatalogue(
  seed: number,
  platform: ShopPlatform,
  day: number,
  query: CatalogueQuery,
): { listings: CatalogueListing[]; total: number } {
  const words = (query.keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matches: number[] = [];
  for (let index = 0; index < CATALOGUE_SIZE; index++) {
    if (query.categoryId !== undefined && listingCategory(seed, platform, index) !== query.categoryId)
      continue;
    if (words.length > 0) {
      const name = listingName(seed, platform, index).toLowerCase();
      if (!words.every((w) => name.includes(w))) continue;
    }
    matches.push(index);
  }
  const total = Math.min(matches.length, SEARCH_RESULT_CAP);
  const end = Math.min(query.offset + query.limit, total);
  const ordered = query.sort === 'relevancy' ? matches : sortedBy(seed, platform, day, matches, query.sort);
  const page = ordered.slice(query.offset, end);
  return { listings: page.map((i) => catalogueListing(seed, platform, i, day)), total };
}

/** Sorts indexes by one cheap key, so only the page's listings are ever built in full. */
function sortedBy(
  seed: number,
  platform: ShopPlatform,
  day: number,
  indexes: number[],
  sort: Exclude<CatalogueSort, 'relevancy'>,
): number[] {
  const key = (index: number): number => {
    if (sort === 'sales')
      return -(soldUntil(seed, platform, index, day) - soldUntil(seed, platform, index, day - 30));
    if (sort === 'newest') return -listingLaunchDay(seed, platform, index);
    const price = listingPrice(seed, platform, index);
    return sort === 'price_asc' ? price : -price;
  };
  const keys = new Map(indexes.map((i) => [i, key(i)]));
  return [...indexes].sort((a, b) => (keys.get(a) ?? 0) - (keys.get(b) ?? 0) || a - b);
}

/**
 * Search-box hints: catalogue phrases (item, item + adjective, brand + item) containing the keyword,
 * shortest first; an empty keyword gives each group's first items (the "trending" hints).
 */
export function catalogueHints(keyword: string, limit = 8): string[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return CATEGORY_GROUPS.flatMap((g) => g.items.slice(0, 2)).slice(0, limit);
  const phrases = new Set<string>();
  for (const group of CATEGORY_GROUPS) {
    for (const item of group.items) {
      phrases.add(item.toLowerCase());
      for (const adjective of group.adjectives) phrases.add(`${item} ${adjective}`.toLowerCase());
      for (const brand of group.brands) {
        if (brand !== 'Tanpa Merek') phrases.add(`${brand} ${item}`.toLowerCase());
      }
    }
  }
  return [...phrases]
    .filter((p) => p.includes(needle))
    .sort(
      (a, b) =>
        Number(!a.startsWith(needle)) - Number(!b.startsWith(needle)) ||
        a.length - b.length ||
        a.localeCompare(b),
    )
    .slice(0, limit);
}
