import type { ItemFailure, ItemRun, ItemRunFailure } from '@booster/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, withTransaction } from '../db/index.ts';
import { AppError, notFound } from '../errors/index.ts';
import { judgeFailure } from '../failures/index.ts';
import type { JobDefinition, JobQueue } from '../jobs/index.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { accountRoom } from '../realtime/rooms.ts';
import { activity } from '../usage-counters/index.ts';
import { itemRunItems, itemRuns } from './tables.ts';

export type ItemRunsDeps = { db: Db; jobs: JobQueue; logger: Logger; realtime: RealtimePublisher };
export type ItemRunRow = typeof itemRuns.$inferSelect;
export type ItemRow = typeof itemRunItems.$inferSelect;
/** The job of a feature's items: its payload names the item. */
export type ItemJob = JobDefinition<import('zod').ZodType<{ itemId: string }>>;

export type NewRun = {
  accountId: string;
  kind: string;
  marketplace?: string | null;
  createdBy?: string | null;
  items: readonly { subjectId: string; payload: unknown }[];
};

/** A run as stored, before the feature names its failed subjects. */
export type RunState = {
  run: ItemRunRow;
  succeeded: number;
  failed: number;
  pending: number;
  /** `payload` is what the item was started with (a feature without its own rows labels failures from it). */
  failures: { subjectId: string; failure: ItemFailure; reconnect: boolean; payload: unknown }[];
};

/** The contract's result shape; `describe` gives each failed subject's label and source. */
export function toItemRun(
  state: RunState,
  describe: (subjectId: string) => { label: string; source: string },
): ItemRun {
  const failures: ItemRunFailure[] = state.failures
    .map((f) => ({ ...f, ...describe(f.subjectId) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    _id: state.run.id,
    kind: state.run.kind,
    status: state.pending > 0 ? 'running' : 'done',
    total: state.run.total,
    succeeded: state.succeeded,
    failed: state.failed,
    failures,
    createdAt: state.run.createdAt.toISOString(),
  };
}

/**
 * The "run with items" primitive of one feature (`feature` names it, e.g. 'products.bulk-edit'):
 * a run and its items created in one transaction with one retried job per item, each item settled
 * through the one failure policy, progress published to the account room.
 */
export function createItemRuns(deps: ItemRunsDeps, feature: string, job: ItemJob) {
  const { db } = deps;

  async function read(accountId: string, runId: string): Promise<RunState> {
    const [run] = await db
      .select()
      .from(itemRuns)
      .where(and(eq(itemRuns.id, runId), eq(itemRuns.accountId, accountId), eq(itemRuns.feature, feature)))
      .limit(1);
    if (!run) throw notFound();
    const [counts, failed] = await Promise.all([
      db
        .select({ status: itemRunItems.status, n: count() })
        .from(itemRunItems)
        .where(eq(itemRunItems.runId, run.id))
        .groupBy(itemRunItems.status),
      db
        .select({
          subjectId: itemRunItems.subjectId,
          payload: itemRunItems.payload,
          failure: itemRunItems.failure,
          reconnect: itemRunItems.reconnect,
        })
        .from(itemRunItems)
        .where(and(eq(itemRunItems.runId, run.id), eq(itemRunItems.status, 'failed'))),
    ]);
    const n = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
    return {
      run,
      succeeded: n('succeeded'),
      failed: n('failed'),
      pending: n('pending'),
      failures: failed.map((f) => ({
        subjectId: f.subjectId,
        failure: f.failure ?? { code: 'internal', params: {} },
        reconnect: f.reconnect,
        payload: f.payload,
      })),
    };
  }

  async function settle(item: ItemRow, outcome: { failure: ItemFailure; reconnect: boolean } | null) {
    await db
      .update(itemRunItems)
      .set({
        status: outcome ? 'failed' : 'succeeded',
        failure: outcome?.failure ?? null,
        reconnect: outcome?.reconnect ?? false,
        updatedAt: new Date(),
      })
      .where(eq(itemRunItems.id, item.id));
    const state = await read(item.accountId, item.runId);
    await deps.realtime.publish(accountRoom(item.accountId), 'item-runs.progress.v1', {
      runId: item.runId,
      feature,
      succeeded: state.succeeded,
      failed: state.failed,
      total: state.run.total,
    });
  }

  return {
    /** Creates the run with its items and enqueues one job per item, all in one transaction. */
    async start(input: NewRun): Promise<string> {
      activity.record(input.accountId, 'bulkJob');
      return withTransaction(db, async (tx) => {
        const [run] = await tx
          .insert(itemRuns)
          .values({
            accountId: input.accountId,
            feature,
            kind: input.kind,
            marketplace: input.marketplace ?? null,
            total: input.items.length,
            createdBy: input.createdBy ?? null,
          })
          .returning({ id: itemRuns.id });
        const items = await tx
          .insert(itemRunItems)
          .values(
            input.items.map((item) => ({
              runId: run.id,
              accountId: input.accountId,
              subjectId: item.subjectId,
              payload: item.payload,
            })),
          )
          .returning({ id: itemRunItems.id });
        await deps.jobs.enqueueMany(
          job,
          items.map((item) => ({ itemId: item.id })),
          { tx },
        );
        return run.id;
      });
    },

    /** Counts and failures of a run of this feature in the account; another account's run is a 404. */
    read,

    /** Keeps what a later attempt must know (e.g. a tracking number the platform already gave). */
    async saveProgress(itemId: string, progress: Record<string, unknown>) {
      await db
        .update(itemRunItems)
        .set({ progress, updatedAt: new Date() })
        .where(eq(itemRunItems.id, itemId));
    },

    /**
     * The job body of one item: `work` runs while the item is pending; a retryable failure is thrown
     * for another attempt until the last one, then every failure is stored as its code.
     */
    async work(
      itemId: string,
      attempt: { final: boolean },
      work: (item: ItemRow, run: ItemRunRow) => Promise<void>,
    ) {
      const [row] = await db
        .select({ item: itemRunItems, run: itemRuns })
        .from(itemRunItems)
        .innerJoin(itemRuns, eq(itemRuns.id, itemRunItems.runId))
        .where(eq(itemRunItems.id, itemId))
        .limit(1);
      if (row?.item.status !== 'pending') return;
      try {
        await work(row.item, row.run);
      } catch (err) {
        const verdict = judgeFailure(err);
        if (verdict.retryable && !attempt.final) throw err;
        if (!(err instanceof AppError)) deps.logger.error({ err, itemId, feature }, 'run item failed');
        await settle(row.item, { failure: verdict.failure, reconnect: verdict.reconnect });
        return;
      }
      await settle(row.item, null);
    },
  };
}

export type ItemRuns = ReturnType<typeof createItemRuns>;
