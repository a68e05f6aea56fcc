import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { EnqueueOptions, JobDefinition, JobQueue } from './definition.ts';

/** pg-boss in the application database (schema `pgboss`). */
export function createBossQueue(options: { connectionString: string; logger: Logger }): JobQueue {
  const definitions = new Map<string, JobDefinition>();
  const schedules: { name: string; cron: string; data: object }[] = [];
  let boss: PgBoss | null = null;
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
      });
      instance.on('error', (err) => log.error({ err }, 'pg-boss error'));
      await instance.start();
      boss = instance;
      for (const d of definitions.values()) {
        await instance.createQueue(d.name, {
          retryLimit: d.retry.limit,
          retryDelay: d.retry.delaySeconds,
          retryBackoff: d.retry.backoff,
        });
      }
      if (!workers) return;
      for (const s of schedules) await instance.schedule(s.name, s.cron, s.data, { tz: 'UTC' });
      for (const d of definitions.values()) {
        await instance.work<unknown>(d.name, { pollingIntervalSeconds: 1 }, async (jobs) => {
          for (const job of jobs) {
            const payload = d.schema.parse(job.data);
            await d.handle(payload, { id: job.id, attempt: job.retryCount });
          }
        });
      }
      log.info({ queues: [...definitions.keys()] }, 'job workers started');
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

    async stop() {
      await boss?.stop({ graceful: true, timeout: 10_000 });
      boss = null;
    },
  };
}
