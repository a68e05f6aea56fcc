import type { KeywordAnalysis, SavedKeywordAnalysis } from '@booster/contracts';
import type { Marketplace, ResearchQuotaKind } from '@booster/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/auth/index.ts';
import { type Db, type Executor, offsetPage, withTransaction } from '../../../platform/db/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import { analysisNumbers, type KeywordSummary, keywordsSummary } from './analysis-queries.ts';
import type { KeywordSnapshots, MarketDataSource } from './snapshots.ts';
import { researchKeywordAnalyses, researchKeywordSnapshots } from './tables.ts';

/** Search pages an analysis reads (best sellers first); related keywords read one. */
export const ANALYSIS_PAGES = 5;
export const RELATED_KEYWORDS = 6;

/**
 * A free member's daily quota as these pages use it: `check` refuses before any platform call when
 * today's uses are gone; `consume` counts the use in the transaction that saves the work.
 */
export type ResearchQuotaGate = {
  check(ctx: RequestContext, kind: ResearchQuotaKind): Promise<void>;
  consume(ex: Executor, ctx: RequestContext, kind: ResearchQuotaKind): Promise<void>;
};

/** The search box's suggestions of a keyword other than itself, as keywords (the related ones). */
export function relatedKeywords(keyword: string, suggestions: readonly string[]): string[] {
  const normal = suggestions.map((s) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id'));
  return [...new Set(normal)].filter((s) => s.length >= 2 && s !== keyword).slice(0, RELATED_KEYWORDS);
}

export type KeywordAnalysisService = ReturnType<typeof createKeywordAnalysisService>;

type AnalysisRow = typeof researchKeywordAnalyses.$inferSelect;

export function createKeywordAnalysisService(deps: {
  db: Db;
  snapshots: KeywordSnapshots;
  market: MarketDataSource;
  quota: ResearchQuotaGate;
  pages?: number;
}) {
  const { db, snapshots } = deps;
  const pages = deps.pages ?? ANALYSIS_PAGES;

  async function snapshotMeta(snapshotId: string) {
    const [row] = await db
      .select({
        suggestions: researchKeywordSnapshots.suggestions,
        takenAt: researchKeywordSnapshots.takenAt,
      })
      .from(researchKeywordSnapshots)
      .where(eq(researchKeywordSnapshots.id, snapshotId));
    return row;
  }

  async function view(row: AnalysisRow, snapshotId: string): Promise<KeywordAnalysis> {
    const marketplace = row.marketplace as Marketplace;
    const [numbers, meta] = await Promise.all([analysisNumbers(db, snapshotId), snapshotMeta(snapshotId)]);
    const summaries = await keywordsSummary(db, marketplace, relatedKeywords(row.keyword, meta.suggestions));
    const related = summaries.map(({ day: _day, ...numbers }) => numbers);
    return {
      _id: row.id,
      keyword: row.keyword,
      marketplace,
      analysedAt: meta.takenAt.toISOString(),
      ...numbers,
      related,
    };
  }

  /** Takes the keyword's snapshot and its related keywords' (one page each), then saves the analysis. */
  async function take(ctx: RequestContext, marketplace: Marketplace, keyword: string, fresh: boolean) {
    const snapshotId = await snapshots.ensure(marketplace, keyword, pages, { fresh });
    const meta = await snapshotMeta(snapshotId);
    for (const related of relatedKeywords(keyword, meta.suggestions))
      await snapshots.ensure(marketplace, related, 1);
    const row = await withTransaction(db, async (tx) => {
      await deps.quota.consume(tx, ctx, 'keywordAnalysis');
      const [saved] = await tx
        .insert(researchKeywordAnalyses)
        .values({ accountId: ctx.accountId, marketplace, keyword })
        .onConflictDoUpdate({
          target: [
            researchKeywordAnalyses.accountId,
            researchKeywordAnalyses.marketplace,
            researchKeywordAnalyses.keyword,
          ],
          set: { analysedAt: sql`now()` },
        })
        .returning();
      return saved;
    });
    return view(row, snapshotId);
  }

  async function owned(ctx: RequestContext, id: string): Promise<AnalysisRow> {
    const [row] = await db
      .select()
      .from(researchKeywordAnalyses)
      .where(and(eq(researchKeywordAnalyses.id, id), eq(researchKeywordAnalyses.accountId, ctx.accountId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async run(ctx: RequestContext, body: { keyword: string; marketplace: Marketplace }) {
      await deps.quota.check(ctx, 'keywordAnalysis');
      return take(ctx, body.marketplace, body.keyword, false);
    },

    async rerun(ctx: RequestContext, id: string) {
      const row = await owned(ctx, id);
      await deps.quota.check(ctx, 'keywordAnalysis');
      return take(ctx, row.marketplace as Marketplace, row.keyword, true);
    },

    /** A saved analysis from its keyword's latest snapshot: PostgreSQL only, the platform is not asked. */
    async detail(ctx: RequestContext, id: string) {
      const row = await owned(ctx, id);
      const snapshotId = await snapshots.latest(row.marketplace as Marketplace, row.keyword);
      if (!snapshotId) throw new AppError('NOT_FOUND');
      return view(row, snapshotId);
    },

    async list(ctx: RequestContext, query: { page: number; limit: number; marketplace?: Marketplace }) {
      const where = and(
        eq(researchKeywordAnalyses.accountId, ctx.accountId),
        query.marketplace ? eq(researchKeywordAnalyses.marketplace, query.marketplace) : undefined,
      );
      const orderBy = [desc(researchKeywordAnalyses.analysedAt), desc(researchKeywordAnalyses.id)];
      const { rows, meta } = await offsetPage(db, researchKeywordAnalyses, { ...query, where, orderBy });
      // One summary query per marketplace on the page.
      const summaries = new Map<string, KeywordSummary>();
      for (const marketplace of new Set(rows.map((r) => r.marketplace as Marketplace))) {
        const keywords = rows.filter((r) => r.marketplace === marketplace).map((r) => r.keyword);
        for (const s of await keywordsSummary(db, marketplace, keywords))
          summaries.set(`${marketplace}:${s.keyword}`, s);
      }
      const numbers = rows.map((r) => summaries.get(`${r.marketplace}:${r.keyword}`));
      const docs: SavedKeywordAnalysis[] = rows.map((r, i) => ({
        _id: r.id,
        keyword: r.keyword,
        marketplace: r.marketplace as Marketplace,
        createdAt: r.createdAt.toISOString(),
        analysedAt: r.analysedAt.toISOString(),
        day: numbers[i]?.day ?? '',
        resultCount: numbers[i]?.resultCount ?? 0,
        unitsSold: numbers[i]?.unitsSold ?? 0,
        medianPrice: numbers[i]?.medianPrice ?? null,
      }));
      return { docs, ...meta };
    },

    async remove(ctx: RequestContext, id: string) {
      await owned(ctx, id);
      await db
        .delete(researchKeywordAnalyses)
        .where(and(eq(researchKeywordAnalyses.id, id), eq(researchKeywordAnalyses.accountId, ctx.accountId)));
      return { deleted: true };
    },

    async suggestions(_ctx: RequestContext, query: { keyword: string; marketplace: Marketplace }) {
      const port = deps.market(query.marketplace);
      if (!port) throw new AppError('UNSUPPORTED_MARKETPLACE');
      try {
        return { keywords: await port.suggest(query.keyword) };
      } catch (err) {
        throw new AppError('MARKETPLACE_UNAVAILABLE', { cause: err });
      }
    },

    /**
     * Demand (units sold of the first results) of each keyword on a marketplace, for the title
     * generator: today's one-page snapshot, taken when missing.
     */
    async demandOf(marketplace: Marketplace, keywords: readonly string[]): Promise<Map<string, number>> {
      for (const keyword of keywords) await snapshots.ensure(marketplace, keyword, 1);
      const summary = await keywordsSummary(db, marketplace, keywords);
      return new Map(summary.map((s) => [s.keyword, s.unitsSold]));
    },
  };
}
