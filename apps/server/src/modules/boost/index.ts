import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bindJob } from '../../platform/jobs/index.ts';
import type { BoostDeps } from './deps.ts';
import { createQueueView } from './queue-view.ts';
import { createBoostQueues } from './queues.ts';
import { registerBoostRoutes } from './routes.ts';
import { createBoostScheduler } from './scheduler.ts';

export type { BoostDeps } from './deps.ts';

export const boostRunJob = {
  name: 'boost.run-due.v1',
  schema: z.object({}),
  retry: { limit: 1, delaySeconds: 20, backoff: false },
} as const;

/** Every minute (UTC cron): queue runs fall on whole minutes, so each is boosted in its own minute. */
export const BOOST_RUN_CRON = '* * * * *';

/** Naikkan Produk (product/boost): queues per Shopee shop, their scheduler job and routes. */
export function createBoostModule(deps: BoostDeps) {
  const view = createQueueView(deps);
  const queues = createBoostQueues(deps, view);
  const scheduler = createBoostScheduler(deps);
  const job = bindJob(boostRunJob, async () => {
    await scheduler.run(deps.now());
  });
  deps.jobs.register(job);
  deps.jobs.schedule(job, BOOST_RUN_CRON, {});
  return {
    queues,
    scheduler,
    job,
    registerRoutes(app: FastifyInstance) {
      registerBoostRoutes(app, queues);
    },
  };
}

export type BoostModule = ReturnType<typeof createBoostModule>;
