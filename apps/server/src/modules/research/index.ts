import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { createResearchQuota } from './quota.ts';
import { registerResearchRoutes } from './routes.ts';

export type { QuotaSubject, ResearchQuota } from './quota.ts';

export type ResearchDeps = {
  db: Db;
  /** Tests move the day (quota resets, snapshot days). */
  clock?: () => number;
};

/** Research (issue 15): market data, daily snapshots, popular products, keyword analysis, titles. */
export function createResearchModule(deps: ResearchDeps) {
  const clock = deps.clock ?? Date.now;
  const quota = createResearchQuota(clock);
  return {
    quota,
    registerRoutes: (app: FastifyInstance) => registerResearchRoutes(app, { db: deps.db, quota }),
  };
}

export type ResearchModule = ReturnType<typeof createResearchModule>;
