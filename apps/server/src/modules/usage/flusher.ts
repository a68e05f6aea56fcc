import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/index.ts';
import { type CountedRow, type CounterBuffer, usageCounters } from '../../platform/usage-counters/index.ts';
import { activityDaily, apiHitsDaily, marketplaceCallsDaily } from './tables.ts';

const CHUNK = 1000;
export const FLUSH_EVERY_MS = 10_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Adds this process's counts to the daily tables: one upsert per thousand keys, counts summed. */
export function createUsageFlusher(deps: { db: Db; logger: Logger }) {
  const { db } = deps;

  const writers: [CounterBuffer, (rows: CountedRow[]) => Promise<unknown>][] = [
    [
      usageCounters.apiHits,
      (rows) =>
        db
          .insert(apiHitsDaily)
          .values(
            rows.map(({ parts: [day, accountId, method, route], n, errors }) => ({
              day,
              accountId,
              method,
              route,
              hits: n,
              errors,
            })),
          )
          .onConflictDoUpdate({
            target: [apiHitsDaily.day, apiHitsDaily.accountId, apiHitsDaily.method, apiHitsDaily.route],
            set: {
              hits: sql`${apiHitsDaily.hits} + excluded.hits`,
              errors: sql`${apiHitsDaily.errors} + excluded.errors`,
            },
          }),
    ],
    [
      usageCounters.marketplaceCalls,
      (rows) =>
        db
          .insert(marketplaceCallsDaily)
          .values(rows.map(({ parts: [day, platform], n, errors }) => ({ day, platform, calls: n, errors })))
          .onConflictDoUpdate({
            target: [marketplaceCallsDaily.day, marketplaceCallsDaily.platform],
            set: {
              calls: sql`${marketplaceCallsDaily.calls} + excluded.calls`,
              errors: sql`${marketplaceCallsDaily.errors} + excluded.errors`,
            },
          }),
    ],
    [
      usageCounters.activities,
      (rows) =>
        db
          .insert(activityDaily)
          .values(rows.map(({ parts: [day, accountId, kind], n }) => ({ day, accountId, kind, count: n })))
          .onConflictDoUpdate({
            target: [activityDaily.day, activityDaily.accountId, activityDaily.kind],
            set: { count: sql`${activityDaily.count} + excluded.count` },
          }),
    ],
  ];

  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  async function flushOnce() {
    for (const [buffer, write] of writers) {
      const rows = buffer.take();
      for (const part of chunks(rows)) {
        try {
          await write(part);
        } catch (err) {
          // Kept for the next flush rather than lost; a dead database only delays the counts.
          buffer.putBack(part);
          deps.logger.warn({ err, rows: part.length }, 'usage counts not written; kept for the next flush');
        }
      }
    }
  }

  return {
    /** Writes what was counted so far (one flush at a time). */
    flush(): Promise<void> {
      running = running.then(flushOnce);
      return running;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await this.flush();
    },
  };
}

export type UsageFlusher = ReturnType<typeof createUsageFlusher>;
