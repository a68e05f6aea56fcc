import type { ResearchQuotaKind } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db, Executor } from '../../platform/db/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import { scheduleMarketSnapshots } from './jobs.ts';
import { createResearchKeywordsModule, type MarketDataSource } from './keywords/index.ts';
import { createMarketSnapshots } from './market-snapshots.ts';
import { createPopularService } from './popular/popular-service.ts';
import { registerPopularRoutes } from './popular/routes.ts';
import { createResearchQuota, type QuotaSubject, type ResearchQuota } from './quota.ts';
import { registerResearchRoutes } from './routes.ts';
import { backfillSandboxHistory } from './sandbox-history.ts';

export type { QuotaSubject, ResearchQuota } from './quota.ts';
export { sandboxDayFetch } from './sandbox-history.ts';

export type ResearchDeps = {
  db: Db;
  /** Tests move the day (quota resets, snapshot days). */
  clock?: () => number;
  /** Each platform's public search (null where Booster cannot read it). */
  market: MarketDataSource;
  jobs: JobQueue;
  logger?: Logger;
  /** Best-seller pages of each category the daily snapshot reads (default 3). */
  snapshotPages?: number;
  /**
   * Sandbox mode: the sandbox market as it answered on a past day (uncached), so an empty installation
   * can take a month of demo history (sandbox-history.ts).
   */
  sandbox?: { marketOn: (day: number) => MarketDataSource };
};

/** Research (issue 15): market data, daily snapshots, popular products, keyword analysis, titles. */
export function createResearchModule(deps: ResearchDeps) {
  const clock = deps.clock ?? Date.now;
  const quota = createResearchQuota(clock);
  const keywords = createResearchKeywordsModule({
    db: deps.db,
    market: deps.market,
    quota: quotaGate(deps.db, quota),
    now: clock,
    jobs: deps.jobs,
    logger: deps.logger,
  });
  const snapshots = createMarketSnapshots({
    db: deps.db,
    market: deps.market,
    logger: deps.logger,
    pagesPerCategory: deps.snapshotPages ?? 3,
  });
  scheduleMarketSnapshots({ jobs: deps.jobs, snapshots, now: clock });
  const popular = createPopularService({ db: deps.db });
  return {
    quota,
    keywords,
    snapshots,
    popular,
    /** Sandbox demo: a month of snapshot history when there is none yet; false when not in sandbox mode or not empty. */
    backfillSandboxHistory: async () => {
      if (!deps.sandbox) return false;
      return backfillSandboxHistory({
        db: deps.db,
        marketOn: deps.sandbox.marketOn,
        now: clock,
        logger: deps.logger,
      });
    },
    registerRoutes: (app: FastifyInstance) => {
      registerResearchRoutes(app, { db: deps.db, quota });
      registerPopularRoutes(app, { db: deps.db, quota, popular });
      keywords.registerRoutes(app);
    },
  };
}

/** The quota as a page that calls a platform uses it: refuse early, count with the saved work. */
function quotaGate(db: Db, quota: ResearchQuota) {
  return {
    async check(ctx: QuotaSubject, kind: ResearchQuotaKind) {
      const today = (await quota.status(db, ctx)).find((u) => u.kind === kind);
      // Spent: consume() changes nothing and throws the quota's own message.
      if (today?.remaining === 0) await quota.consume(db, ctx, kind);
    },
    async consume(ex: Executor, ctx: QuotaSubject, kind: ResearchQuotaKind) {
      await quota.consume(ex, ctx, kind);
    },
  };
}

export type ResearchModule = ReturnType<typeof createResearchModule>;
