import { z } from 'zod';
import type { Executor } from '../db/client.ts';

export type RetryPolicy = {
  /** Attempts after the first one. */
  limit: number;
  delaySeconds: number;
  /** Exponential backoff from `delaySeconds`. */
  backoff: boolean;
};

/**
 * A background job: a versioned name (`mail.send.v1`), the payload schema, the retry policy and
 * an idempotent handler that re-reads whatever state it needs.
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: `${string}.v${number}`;
  schema: S;
  retry: RetryPolicy;
  /**
   * The jobs of one fetched batch run at once instead of one after another: for independent jobs
   * that mostly wait on the network (pushes to different shops), where a batch run in a row would
   * add each job's wait to the next one's.
   */
  parallelInBatch?: boolean;
  /** Jobs with the same key are not queued twice (e.g. one stock push per shop). */
  singletonKey?: (payload: z.output<S>) => string;
  handle: (payload: z.output<S>, job: { id: string; attempt: number }) => Promise<void>;
};

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** A job's name, schema and retry policy, declared apart from its handler (which needs services). */
export type JobSpec<S extends z.ZodType> = Omit<JobDefinition<S>, 'handle'>;

/** No retry: for a job the scheduler starts again on its next tick anyway. */
export const NO_RETRY: RetryPolicy = { limit: 0, delaySeconds: 0, backoff: false };

/**
 * The spec of a job a cron starts (a sweep, a daily snapshot): it takes no payload, and without a
 * retry policy of its own the next tick is its retry.
 */
export function scheduledJob<N extends JobDefinition['name']>(name: N, retry: RetryPolicy = NO_RETRY) {
  return { name, schema: z.object({}), retry };
}

/** Binds a handler to a spec; `final` says no retry follows, so a failure must be recorded now. */
export function bindJob<S extends z.ZodType>(
  spec: JobSpec<S>,
  handle: (payload: z.output<S>, job: { id: string; attempt: number; final: boolean }) => Promise<void>,
): JobDefinition<S> {
  return defineJob({
    ...spec,
    handle: (payload, job) => handle(payload, { ...job, final: job.attempt >= spec.retry.limit }),
  });
}

export type EnqueueOptions = {
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  tx?: Executor;
  startAfterSeconds?: number;
};

/**
 * Work a module stores in its own table, one cheap insert per item on the request path, and hands
 * to jobs in batches. `claim` takes up to one batch of waiting rows in a transaction (FOR UPDATE
 * SKIP LOCKED, so worker processes share them) and enqueues their jobs in that same transaction.
 * Worker processes claim when `wake` announces new rows (a NOTIFY) and every `sweepSeconds`, so rows
 * whose wake-up was lost with a dying process are taken all the same.
 */
export type JobFeed = {
  name: string;
  sweepSeconds: number;
  /** Claims and enqueues one batch; answers how many rows it took (0: nothing is waiting). */
  claim: () => Promise<number>;
};

/** The job driver: pg-boss in the app, an inline driver in tests. */
export type JobQueue = {
  readonly kind: 'pg-boss' | 'inline';
  register(definition: JobDefinition): void;
  enqueue<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.input<S>,
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Enqueues many jobs of one definition in one statement (inside `tx` when given). */
  enqueueMany<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payloads: readonly z.input<S>[],
    options?: Pick<EnqueueOptions, 'tx' | 'startAfterSeconds'> & {
      /** The jobs' own ids (uuids, one per payload), to `discard` them later. */
      ids?: readonly string[];
    },
  ): Promise<void>;
  /** Drops jobs not started yet, by the ids given at enqueue (a fallback the work no longer needs). */
  discard(definition: JobDefinition, ids: readonly string[]): Promise<void>;
  /** Declares a feed; worker processes claim from it once started. Declare before `start`. */
  feed(feed: JobFeed): void;
  /**
   * Tells the workers that the feed has new rows. Never waits and never throws: wake-ups from many
   * requests share one NOTIFY, and one that is lost is made up by the feed's sweep.
   */
  wake(feed: JobFeed): void;
  /**
   * Runs the job on a cron schedule (UTC) in the worker processes; pg-boss keeps one schedule per
   * name however many processes declare it. Declare before `start`.
   */
  schedule<S extends z.ZodType>(definition: JobDefinition<S>, cron: string, payload: z.input<S>): void;
  /** Prepares queues; with `workers` also processes jobs (ROLE worker or all). */
  start(options: { workers: boolean }): Promise<void>;
  stop(): Promise<void>;
};
