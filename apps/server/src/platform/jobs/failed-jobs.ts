import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';

/**
 * Jobs pg-boss gave up on (state `failed`) whose last attempt ended in [from, to); null when the
 * queue is not pg-boss (tests run jobs inline, no `pgboss` schema). pg-boss keeps no index on
 * failed jobs, so callers cache the answer (the admin dashboard does, for a few minutes).
 */
export async function countFailedJobs(db: Db, from: Date, to: Date): Promise<number | null> {
  const [exists] = (
    await db.execute<{ ok: boolean }>(sql`select to_regclass('pgboss.job') is not null as ok`)
  ).rows;
  if (!exists?.ok) return null;
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where state = 'failed' and completed_on >= ${from} and completed_on < ${to}`,
  );
  return rows[0]?.n ?? 0;
}
