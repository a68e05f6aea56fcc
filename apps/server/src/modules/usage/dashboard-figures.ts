import { and, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { marketplaceCallsDaily } from './tables.ts';

/** Marketplace calls and errors of every platform over the Jakarta days [from, to] (the admin dashboard). */
export async function marketplaceCallTotals(db: Db, from: string, to: string) {
  const m = marketplaceCallsDaily;
  const [row] = await db
    .select({
      calls: sql<string>`coalesce(sum(${m.calls}), 0)`,
      errors: sql<string>`coalesce(sum(${m.errors}), 0)`,
    })
    .from(m)
    .where(and(gte(m.day, from), lte(m.day, to)));
  return { calls: Number(row.calls), errors: Number(row.errors) };
}
