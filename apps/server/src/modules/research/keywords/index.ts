import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.ts';
import { registerTitleRoutes } from '../titles/routes.ts';
import { createTitleService } from '../titles/service.ts';
import { registerKeywordAnalysisRoutes } from './routes.ts';
import { createKeywordAnalysisService, type ResearchQuotaGate } from './service.ts';
import { createKeywordSnapshots, type MarketDataSource } from './snapshots.ts';

export type { ResearchQuotaGate } from './service.ts';
export type { MarketDataSource } from './snapshots.ts';

/** Keyword analysis (+ saved list) and the title generator of the research menu (issue 15). */
export function createResearchKeywordsModule(deps: {
  db: Db;
  market: MarketDataSource;
  quota: ResearchQuotaGate;
  now?: () => number;
  /** Search pages an analysis reads; tests and the bench may read fewer. */
  pages?: number;
}) {
  const snapshots = createKeywordSnapshots({ db: deps.db, market: deps.market, now: deps.now ?? Date.now });
  const keywords = createKeywordAnalysisService({ ...deps, snapshots });
  const titles = createTitleService({ db: deps.db, keywords, quota: deps.quota });
  return {
    snapshots,
    keywords,
    titles,
    registerRoutes(app: FastifyInstance) {
      registerKeywordAnalysisRoutes(app, keywords);
      registerTitleRoutes(app, titles);
    },
  };
}
