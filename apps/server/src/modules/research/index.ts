import type { ResearchQuotaKind } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../platform/db/index.ts';
import { createResearchKeywordsModule, type MarketDataSource } from './keywords/index.ts';
import { createResearchQuota, type QuotaSubject, type ResearchQuota } from './quota.ts';
import { registerResearchRoutes } from './routes.ts';

export type { QuotaSubject, ResearchQuota } from './quota.ts';

export type ResearchDeps = {
  db: Db;
  /** Tests move the day (quota resets, snapshot days). */
  clock?: () => number;
  /** Each platform's public search (null where Booster cannot read it). */
  market: MarketDataSource;
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
  });
  return {
    quota,
    keywords,
    registerRoutes: (app: FastifyInstance) => {
      registerResearchRoutes(app, { db: deps.db, quota });
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
