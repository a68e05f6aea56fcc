import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bindJob } from '../../platform/jobs/index.ts';
import type { BoostDeps, Wake } from './deps.ts';
import { createQueueView } from './queue-view.ts';
import { createBoostQueues } from './queues.ts';
import { registerBoostRoutes } from './routes.ts';
import { createBoostScheduler } from './scheduler.ts';

export type { BoostDeps } from './deps.ts';

export const boostRunJob = {
  name: 'boost.run-due.v1',
  /** `at`: a wake-up queued for that run time (one per minute); the cron's runs carry none. */
  schema: z.object({ at: z.string().optional() }),
  retry: { limit: 1, delaySeconds: 20, backoff: false },
  singletonKey: (payload: { at?: string }) => payload.at ?? 'cron',
} as const;

/**
 * Every minute (UTC cron), the safety net: queue runs fall on whole minutes, and each run also queues
 * a wake-up job for the next one (`startAfter` that minute), so a run starts on time, not up to a
 * cron tick late.
 */
export const BOOST_RUN_CRON = '* * * * *';

/** Naikkan Produk (product/boost): queues per Shopee shop, their scheduler job and routes. */
export function createBoostModule(deps: BoostDeps) {
  const job = bindJob(boostRunJob, async () => {
    await scheduler.run(deps.now());
  });
  deps.jobs.register(job);
  /** Queues the job for a run's time; a lost wake-up is made up by the cron. */
  const wake: Wake = (at) => {
    const seconds = Math.max(0, Math.ceil((at.getTime() - deps.now().getTime()) / 1000));
    deps.jobs.enqueue(job, { at: at.toISOString() }, { startAfterSeconds: seconds }).catch((err: unknown) => {
      deps.logger.warn({ err, at }, 'boost wake-up not queued');
    });
  };
  const view = createQueueView(deps);
  const queues = createBoostQueues(deps, view, wake);
  const scheduler = createBoostScheduler(deps, wake);
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
