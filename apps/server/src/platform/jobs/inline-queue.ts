import type { z } from 'zod';
import type { JobDefinition, JobQueue } from './definition.ts';

type Pending = { definition: JobDefinition; payload: unknown; id: string };

export type InlineQueue = JobQueue & {
  /** Runs every queued job (and jobs they queue), retrying by each definition's policy without waiting. */
  drain(): Promise<{ completed: number; failed: { name: string; error: unknown }[] }>;
  pending(): readonly { name: string; payload: unknown }[];
  /** Schedules declared by the modules; tests enqueue them by hand. */
  schedules(): readonly { name: string; cron: string; payload: unknown }[];
};

/** Runs the same job definitions in-process, when the test says so. */
export function createInlineQueue(): InlineQueue {
  const definitions = new Map<string, JobDefinition>();
  let queue: Pending[] = [];
  let sequence = 0;
  const schedules: { name: string; cron: string; payload: unknown }[] = [];

  return {
    kind: 'inline',
    register(definition) {
      definitions.set(definition.name, definition);
    },
    schedule(definition, cron, payload) {
      schedules.push({ name: definition.name, cron, payload: definition.schema.parse(payload) });
    },
    schedules: () => schedules,
    async start() {},
    async stop() {
      queue = [];
    },
    async enqueue<S extends z.ZodType>(definition: JobDefinition<S>, payload: z.input<S>) {
      if (!definitions.has(definition.name)) throw new Error(`Job ${definition.name} is not registered`);
      queue.push({
        definition: definition as JobDefinition,
        payload: definition.schema.parse(payload),
        id: `inline-${++sequence}`,
      });
    },
    pending: () => queue.map((p) => ({ name: p.definition.name, payload: p.payload })),
    async drain() {
      let completed = 0;
      const failed: { name: string; error: unknown }[] = [];
      while (queue.length > 0) {
        const batch = queue;
        queue = [];
        for (const job of batch) {
          let attempt = 0;
          for (;;) {
            try {
              await job.definition.handle(job.payload, { id: job.id, attempt });
              completed++;
              break;
            } catch (error) {
              if (attempt >= job.definition.retry.limit) {
                failed.push({ name: job.definition.name, error });
                break;
              }
              attempt++;
            }
          }
        }
      }
      return { completed, failed };
    },
  };
}
