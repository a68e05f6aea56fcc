import type { Marketplace } from '@booster/domain';
import type { MarketDataPort, MarketListing } from '@booster/marketplaces';
import { eq, sql } from 'drizzle-orm';
import { columnsEqual, type Db, withTransaction } from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import { researchKeywordListings, researchKeywordSnapshots } from './tables.ts';

/** The public search of one marketplace; null while Booster cannot read that platform's search. */
export type MarketDataSource = (marketplace: Marketplace) => MarketDataPort | null;

export type KeywordSnapshots = ReturnType<typeof createKeywordSnapshots>;

/** UTC day of a clock value, as the snapshots key it. */
export const snapshotDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const INSERT_CHUNK = 500;

/**
 * Takes (or reuses) today's snapshot of a keyword: the platform's search pages by sales, its result
 * count and its suggestions. A snapshot with at least the pages asked for is reused unless `fresh`.
 */
export function createKeywordSnapshots(deps: { db: Db; market: MarketDataSource; now: () => number }) {
  const { db } = deps;

  function portOf(marketplace: Marketplace): MarketDataPort {
    const port = deps.market(marketplace);
    if (!port) throw new AppError('UNSUPPORTED_MARKETPLACE');
    return port;
  }

  async function existing(marketplace: Marketplace, keyword: string, day: string) {
    const [row] = await db
      .select({ id: researchKeywordSnapshots.id, pages: researchKeywordSnapshots.pages })
      .from(researchKeywordSnapshots)
      .where(columnsEqual(researchKeywordSnapshots, { marketplace, keyword, day }));
    return row ?? null;
  }

  async function read(port: MarketDataPort, keyword: string, pages: number) {
    const listings: MarketListing[] = [];
    let total = 0;
    for (let page = 1; page <= pages; page++) {
      const answer = await port.search({ keyword, page, sort: 'sales' });
      if (page === 1) total = answer.total;
      listings.push(...answer.listings);
      if (!answer.hasMore) break;
    }
    const suggestions = await port.suggest(keyword);
    const head = keyword.split(' ')[0];
    const forHead = head === keyword ? suggestions : await port.suggest(head);
    const rank = forHead.findIndex((s) => s.trim().toLocaleLowerCase('id') === keyword);
    return { listings, total, suggestions, suggestionRank: rank < 0 ? null : rank + 1 };
  }

  /** Today's snapshot id of the keyword, taken from the platform when missing, shallower or `fresh`. */
  async function ensure(
    marketplace: Marketplace,
    keyword: string,
    pages: number,
    options: { fresh?: boolean } = {},
  ): Promise<string> {
    const day = snapshotDay(deps.now());
    const found = await existing(marketplace, keyword, day);
    if (found && found.pages >= pages && !options.fresh) return found.id;
    const port = portOf(marketplace);
    let answer: Awaited<ReturnType<typeof read>>;
    try {
      answer = await read(port, keyword, Math.max(pages, found?.pages ?? 0));
    } catch (err) {
      throw new AppError('MARKETPLACE_UNAVAILABLE', { cause: err });
    }
    return save(marketplace, keyword, day, Math.max(pages, found?.pages ?? 0), answer);
  }

  async function save(
    marketplace: Marketplace,
    keyword: string,
    day: string,
    pages: number,
    answer: Awaited<ReturnType<typeof read>>,
  ): Promise<string> {
    const seen = new Set<string>();
    const rows = answer.listings.filter((l) => !seen.has(l.externalId) && seen.add(l.externalId));
    return withTransaction(db, async (tx) => {
      const values = {
        marketplace,
        keyword,
        day,
        resultCount: answer.total,
        suggestionRank: answer.suggestionRank,
        suggestions: answer.suggestions,
        pages,
        takenAt: new Date(deps.now()),
      };
      const [snapshot] = await tx
        .insert(researchKeywordSnapshots)
        .values(values)
        .onConflictDoUpdate({
          target: [
            researchKeywordSnapshots.marketplace,
            researchKeywordSnapshots.keyword,
            researchKeywordSnapshots.day,
          ],
          set: {
            resultCount: values.resultCount,
            suggestionRank: values.suggestionRank,
            suggestions: values.suggestions,
            pages: values.pages,
            takenAt: values.takenAt,
          },
        })
        .returning({ id: researchKeywordSnapshots.id });
      await tx.delete(researchKeywordListings).where(eq(researchKeywordListings.snapshotId, snapshot.id));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await tx.insert(researchKeywordListings).values(
          rows.slice(i, i + INSERT_CHUNK).map((l, j) => ({
            snapshotId: snapshot.id,
            position: i + j + 1,
            externalId: l.externalId,
            name: l.name,
            shopExternalId: l.shop.externalId,
            shopName: l.shop.name,
            shopOfficial: l.shop.official,
            price: l.price,
            soldCount: l.soldCount,
            rating: l.rating,
            ratingCount: l.ratingCount,
            location: l.location,
            categoryId: l.categoryId,
            imageUrl: l.imageUrl,
          })),
        );
      }
      return snapshot.id;
    });
  }

  /** The latest snapshot of a keyword (any day), for reading a saved analysis without the platform. */
  async function latest(marketplace: Marketplace, keyword: string): Promise<string | null> {
    const [row] = await db
      .select({ id: researchKeywordSnapshots.id })
      .from(researchKeywordSnapshots)
      .where(columnsEqual(researchKeywordSnapshots, { marketplace, keyword }))
      .orderBy(sql`${researchKeywordSnapshots.day} desc`)
      .limit(1);
    return row?.id ?? null;
  }

  async function suggestionsOf(snapshotId: string): Promise<string[]> {
    const [row] = await db
      .select({ suggestions: researchKeywordSnapshots.suggestions })
      .from(researchKeywordSnapshots)
      .where(eq(researchKeywordSnapshots.id, snapshotId));
    return row?.suggestions ?? [];
  }

  return { ensure, latest, save, suggestionsOf };
}
