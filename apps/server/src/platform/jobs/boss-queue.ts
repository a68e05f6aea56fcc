import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fromDrizzle, type JobResult, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { EnqueueOptions, JobDefinition, JobFeed, JobQueue } from './definition.ts';
import { createFeedWaker, startFeedRunner } from './feeds.ts';

const JOB_BATCH_SIZE = 10;
const JOB_WORKERS_PER_QUEUE = 4;

/** pg-boss in the application database (schema `pgboss`). */
export function createBossQueue(options: { connectionString: string; logger: Logger }): JobQueue {
  const definitions = new Map<string, JobDefinition>();
  const schedules: { name: string; cron: string; data: object }[] = [];
  const feeds: JobFeed[] = [];
  let boss: PgBoss | null = null;
  // Wake-ups go through a pool of their own, so a busy application pool never delays them.
  let wakePool: pg.Pool | null = null;
  let waker: ReturnType<typeof createFeedWaker> | null = null;
  let feedRunner: ReturnType<typeof startFeedRunner> | null = null;
  const log = options.logger.child({ component: 'jobs' });

  return {
    kind: 'pg-boss',
    register(definition) {
      if (boss) throw new Error(`Job ${definition.name} registered after start`);
      definitions.set(definition.name, definition);
    },

    async start({ workers }) {
      const instance = new PgBoss({
        connectionString: options.connectionString,
        max: 4,
        application_name: 'booster-jobs',
        // Maintenance and schedules belong to the worker processes.
        supervise: workers,
        schedule: workers,
        // Workers wake on a NOTIFY when a job is queued instead of waiting for the next poll.
        useListenNotify: workers,
      });
      instance.on('error', (err) => log.error({ err }, 'pg-boss error'));
      await instance.start();
      boss = instance;
      wakePool = new pg.Pool({ connectionString: options.connectionString, max: 1 });
      wakePool.on('error', (err) => log.warn({ err }, 'idle feed wake-up connection failed'));
      waker = createFeedWaker(wakePool, log);
      for (const d of definitions.values()) {
        await instance.createQueue(d.name, {
          retryLimit: d.retry.limit,
          retryDelay: d.retry.delaySeconds,
          retryBackoff: d.retry.backoff,
          notify: true,
        });
      }
      if (!workers) return;
      for (const s of schedules) await instance.schedule(s.name, s.cron, s.data, { tz: 'UTC' });
      for (const d of definitions.values()) {
        // pg-boss waits a polling interval after every fetch unless the batch came back full, so a
        // batch size of 1 would drain a backlog at one job per second. Batches of 10 with burst
        // fetching, a few workers per queue, and a result per job (one failure retries only itself).
        await instance.work<unknown>(
          d.name,
          {
            pollingIntervalSeconds: 1,
            // With NOTIFY on, pg-boss polls only every 30 s by default; retries are not NOTIFYed.
            notifyPollingIntervalSeconds: 1,
            batchSize: JOB_BATCH_SIZE,
            burstWhenBatchFull: true,
            localConcurrency: JOB_WORKERS_PER_QUEUE,
            perJobResults: true,
          },
          async (jobs) => {
            const run = async (job: (typeof jobs)[number]): Promise<JobResult> => {
              try {
                await d.handle(d.schema.parse(job.data), { id: job.id, attempt: job.retryCount });
                return { id: job.id, status: 'completed' };
              } catch (err) {
                log.warn({ err, job: d.name, id: job.id, attempt: job.retryCount }, 'job failed');
                return {
                  id: job.id,
                  status: 'failed',
                  output: { message: String((err as Error)?.message ?? err) },
                };
              }
            };
            if (d.parallelInBatch) return Promise.all(jobs.map(run));
            const results: JobResult[] = [];
            for (const job of jobs) results.push(await run(job));
            return results;
          },
        );
      }
      if (feeds.length > 0) feedRunner = startFeedRunner(options.connectionString, feeds, log);
      log.info({ queues: [...definitions.keys()], feeds: feeds.map((f) => f.name) }, 'job workers started');
    },

    schedule(definition, cron, payload) {
      if (boss) throw new Error(`Schedule ${definition.name} declared after start`);
      if (!definitions.has(definition.name)) throw new Error(`Job ${definition.name} is not registered`);
      schedules.push({ name: definition.name, cron, data: definition.schema.parse(payload) as object });
    },
    async enqueue<S extends z.ZodType>(d: JobDefinition<S>, payload: z.input<S>, opts: EnqueueOptions = {}) {
      if (!boss) throw new Error('The job queue is not started');
      const data = d.schema.parse(payload) as object;
      await boss.send(d.name, data, {
        singletonKey: d.singletonKey?.(data as z.output<S>),
        startAfter: opts.startAfterSeconds,
        db: opts.tx ? fromDrizzle(opts.tx, sql) : undefined,
      });
    },

    async enqueueMany<S extends z.ZodType>(
      d: JobDefinition<S>,
      payloads: readonly z.input<S>[],
      opts: Pick<EnqueueOptions, 'tx' | 'startAfterSeconds'> & { ids?: readonly string[] } = {},
    ) {
      if (!boss) throw new Error('The job queue is not started');
      if (payloads.length === 0) return;
      const jobs = payloads.map((payload, i) => {
        const data = d.schema.parse(payload) as object;
        return {
          data,
          singletonKey: d.singletonKey?.(data as z.output<S>),
          id: opts.ids?.[i],
          startAfter: opts.startAfterSeconds,
        };
      });
      await boss.insert(d.name, jobs, { db: opts.tx ? fromDrizzle(opts.tx, sql) : undefined });
    },

    async discard(d, ids) {
      if (!boss) throw new Error('The job queue is not started');
      if (ids.length > 0) await boss.deleteJob(d.name, [...ids]);
    },

    feed(feed) {
      if (boss) throw new Error(`Feed ${feed.name} declared after start`);
      feeds.push(feed);
    },

    wake(feed) {
      waker?.wake(feed);
    },

    async stop() {
      await feedRunner?.stop();
      feedRunner = null;
      await waker?.flush();
      waker = null;
      await wakePool?.end();
      wakePool = null;
      await boss?.stop({ graceful: true, timeout: 10_000 });
      boss = null;
    },
  };
}
