import type { z } from 'zod';
import type { JobDefinition, JobFeed, JobQueue } from './definition.ts';

type Pending = { definition: JobDefinition; payload: unknown; id: string };

export type InlineQueue = JobQueue & {
  /**
   * Claims what every feed holds, then runs every queued job (and jobs they queue, and what the
   * feeds hold after them), retrying by each definition's policy without waiting.
   */
  drain(): Promise<{ completed: number; failed: { name: string; error: unknown }[] }>;
  pending(): readonly { name: string; payload: unknown }[];
  /** Feeds woken since the last drain. */
  woken(): readonly string[];
  /** Schedules declared by the modules; tests enqueue them by hand. */
  schedules(): readonly { name: string; cron: string; payload: unknown }[];
};

/** Runs the same job definitions in-process, when the test says so. */
export function createInlineQueue(): InlineQueue {
  const definitions = new Map<string, JobDefinition>();
  let queue: Pending[] = [];
  let sequence = 0;
  const schedules: { name: string; cron: string; payload: unknown }[] = [];
  const feeds: JobFeed[] = [];
  const woken = new Set<string>();

  async function claimFeeds() {
    for (const feed of feeds) while ((await feed.claim()) > 0);
  }

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
    async enqueueMany<S extends z.ZodType>(
      definition: JobDefinition<S>,
      payloads: readonly z.input<S>[],
      options: { ids?: readonly string[] } = {},
    ) {
      for (const [i, payload] of payloads.entries()) {
        await this.enqueue(definition, payload);
        const id = options.ids?.[i];
        if (id) queue[queue.length - 1].id = id;
      }
    },
    async discard(definition, ids) {
      queue = queue.filter((p) => p.definition.name !== definition.name || !ids.includes(p.id));
    },
    feed(feed) {
      feeds.push(feed);
    },
    wake(feed) {
      woken.add(feed.name);
    },
    woken: () => [...woken],
    pending: () => queue.map((p) => ({ name: p.definition.name, payload: p.payload })),
    async drain() {
      let completed = 0;
      const failed: { name: string; error: unknown }[] = [];
      woken.clear();
      await claimFeeds();
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
        await claimFeeds();
      }
      return { completed, failed };
    },
  };
}
