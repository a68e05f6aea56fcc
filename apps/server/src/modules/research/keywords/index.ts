import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../../platform/db/index.ts';
import type { JobQueue } from '../../../platform/jobs/index.ts';
import { registerTitleRoutes } from '../titles/routes.ts';
import { createTitleService } from '../titles/service.ts';
import { scheduleKeywordSnapshots } from './jobs.ts';
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
  /** Where the daily snapshot of saved keywords runs (none: not scheduled). */
  jobs?: JobQueue;
  logger?: Logger;
}) {
  const snapshots = createKeywordSnapshots({ db: deps.db, market: deps.market, now: deps.now ?? Date.now });
  const keywords = createKeywordAnalysisService({ ...deps, snapshots });
  const titles = createTitleService({ db: deps.db, keywords, quota: deps.quota });
  const dailyJob = deps.jobs
    ? scheduleKeywordSnapshots({ db: deps.db, jobs: deps.jobs, snapshots, logger: deps.logger })
    : null;
  return {
    snapshots,
    keywords,
    titles,
    dailyJob,
    registerRoutes(app: FastifyInstance) {
      registerKeywordAnalysisRoutes(app, keywords);
      registerTitleRoutes(app, titles);
    },
  };
}
