import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/index.ts';
import type { UsersService } from '../accounts/index.ts';
import { registerApiHitCounter } from './api-hit-counter.ts';
import { marketplaceCallTotals } from './dashboard-figures.ts';
import { daysAgo } from './date-range.ts';
import { createUsageFlusher } from './flusher.ts';
import { createUsageReports } from './reports.ts';
import { registerUsageRoutes } from './routes.ts';

export { apiHitCounting } from './api-hit-counter.ts';
export type { UsageReports } from './reports.ts';

/**
 * How Booster is used: API calls per member and route, marketplace calls, member activity — counted
 * in memory by `platform/usage-counters`, written here into daily tables, read by the admin pages.
 */
export function createUsageModule(deps: { db: Db; logger: Logger; users: Pick<UsersService, 'summaries'> }) {
  const flusher = createUsageFlusher(deps);
  flusher.start();
  const reports = createUsageReports(deps);
  return {
    reports,
    /** Marketplace calls and errors over Jakarta days [from, to] (admin dashboard). */
    marketplaceCalls: (from: string, to: string) => marketplaceCallTotals(deps.db, from, to),
    /** Accounts that called the API within the last `days` days, today included. */
    activeWithin: (days: number) => reports.activeSince(daysAgo(days)),
    /** Writes this process's counts now (tests; shutdown). */
    flush: () => flusher.flush(),
    stop: () => flusher.stop(),
    /** The counting hook, before every other route; then the admin pages' routes. */
    registerRoutes(app: FastifyInstance) {
      registerApiHitCounter(app);
      app.addHook('onClose', () => flusher.stop());
      registerUsageRoutes(app, reports);
    },
  };
}
export type UsageModule = ReturnType<typeof createUsageModule>;
