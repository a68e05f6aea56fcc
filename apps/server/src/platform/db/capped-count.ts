import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * How many rows of `table` match `where`, counting no further than `cap` (null: every row). The
 * planner may stop at the cap whichever way it finds the rows (an index walk with the search as a
 * filter, or the trigram matches), so a search over a common word costs a page or two of rows,
 * not all of its matches.
 */
export async function cappedCount(ex: Executor, table: PgTable, where: SQL | undefined, cap: number | null) {
  if (cap === null) {
    const [{ n }] = await ex.select({ n: count() }).from(table).where(where);
    return n;
  }
  const matches = ex
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap)
    .as('matches');
  const [{ n }] = await ex.select({ n: count() }).from(matches);
  return n;
}
