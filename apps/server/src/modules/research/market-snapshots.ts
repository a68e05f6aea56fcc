import { MARKETPLACES, type Marketplace } from '@booster/domain';
import type { MarketCategory, MarketDataPort, MarketListing } from '@booster/marketplaces';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, excluded, withTransaction } from '../../platform/db/index.ts';
import type { MarketDataSource } from './keywords/index.ts';
import { researchMarketCategories, researchMarketListings, researchMarketSnapshots } from './tables.ts';

const CHUNK = 500;

/** The UTC day of a clock value (`2026-11-24`), as the snapshots key it. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export type SnapshotResult = {
  marketplace: Marketplace;
  categories: number;
  listings: number;
  /** Why the marketplace was skipped or stopped (no source, a wall, an outage). */
  failure?: string;
};

export type MarketSnapshotsDeps = {
  db: Db;
  market: MarketDataSource;
  logger?: Logger;
  /** Best-seller pages read per category each day. */
  pagesPerCategory: number;
};

/**
 * The daily snapshot behind Popular Products: for every marketplace Booster can read, each category of
 * the public menu by best sellers (the first `pagesPerCategory` pages), storing every listing's card
 * and that day's sold count, price and rating. Taking the same day again overwrites that day.
 */
export function createMarketSnapshots(deps: MarketSnapshotsDeps) {
  async function read(port: MarketDataPort, pages: number) {
    const categories = await port.categories();
    const listings = new Map<string, MarketListing>();
    for (const category of categories) {
      for (let page = 1; page <= pages; page++) {
        const answer = await port.search({ categoryId: category.id, page, sort: 'sales' });
        for (const listing of answer.listings) {
          if (!listings.has(listing.externalId)) listings.set(listing.externalId, listing);
        }
        if (!answer.hasMore) break;
      }
    }
    return { categories, listings: [...listings.values()] };
  }

  async function save(
    marketplace: Marketplace,
    day: string,
    categories: MarketCategory[],
    listings: MarketListing[],
  ) {
    await withTransaction(deps.db, async (tx) => {
      if (categories.length > 0) {
        await tx
          .insert(researchMarketCategories)
          .values(
            categories.map((c, position) => ({
              marketplace,
              id: c.id,
              name: c.name,
              parentName: c.parentName,
              position,
            })),
          )
          .onConflictDoUpdate({
            target: [researchMarketCategories.marketplace, researchMarketCategories.id],
            set: excluded(researchMarketCategories, 'name', 'parentName', 'position'),
          });
      }
      for (let i = 0; i < listings.length; i += CHUNK) {
        const chunk = listings.slice(i, i + CHUNK);
        await tx
          .insert(researchMarketListings)
          .values(
            chunk.map((l) => ({
              marketplace,
              externalId: l.externalId,
              name: l.name,
              shopExternalId: l.shop.externalId,
              shopName: l.shop.name,
              shopOfficial: l.shop.official,
              categoryId: l.categoryId,
              location: l.location,
              imageUrl: l.imageUrl,
              url: l.url,
              lastSeenDay: day,
            })),
          )
          .onConflictDoUpdate({
            target: [researchMarketListings.marketplace, researchMarketListings.externalId],
            set: {
              ...excluded(
                researchMarketListings,
                'name',
                'shopExternalId',
                'shopName',
                'shopOfficial',
                'categoryId',
                'location',
                'imageUrl',
                'url',
              ),
              lastSeenDay: sql`greatest(${researchMarketListings.lastSeenDay}, excluded.last_seen_day)`,
            },
          });
        await tx
          .insert(researchMarketSnapshots)
          .values(
            chunk.map((l) => ({
              marketplace,
              externalId: l.externalId,
              day,
              soldCount: l.soldCount,
              price: l.price,
              rating: l.rating,
              ratingCount: l.ratingCount,
            })),
          )
          .onConflictDoUpdate({
            target: [
              researchMarketSnapshots.marketplace,
              researchMarketSnapshots.externalId,
              researchMarketSnapshots.day,
            ],
            set: excluded(researchMarketSnapshots, 'soldCount', 'price', 'rating', 'ratingCount'),
          });
      }
    });
  }

  /** Takes `day`'s snapshot of the given marketplaces (all by default); one failing platform does not stop the others. */
  async function take(options: {
    day: string;
    marketplaces?: readonly Marketplace[];
    pagesPerCategory?: number;
  }) {
    const pages = options.pagesPerCategory ?? deps.pagesPerCategory;
    return Promise.all(
      (options.marketplaces ?? MARKETPLACES).map(async (marketplace): Promise<SnapshotResult> => {
        const port = deps.market(marketplace);
        if (!port) return { marketplace, categories: 0, listings: 0, failure: 'no market data source' };
        try {
          const { categories, listings } = await read(port, pages);
          await save(marketplace, options.day, categories, listings);
          return { marketplace, categories: categories.length, listings: listings.length };
        } catch (err) {
          deps.logger?.warn({ err, marketplace, day: options.day }, 'research market snapshot failed');
          return {
            marketplace,
            categories: 0,
            listings: 0,
            failure: err instanceof Error ? err.message : String(err),
          };
        }
      }),
    );
  }

  return { take };
}

export type MarketSnapshots = ReturnType<typeof createMarketSnapshots>;
