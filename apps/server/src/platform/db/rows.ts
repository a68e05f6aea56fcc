import { pageMeta } from '@booster/domain';
import { and, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../errors/app-error.ts';
import type { Executor } from './client.ts';

/** A table whose rows belong to one account and have a uuid `id`: most tenant tables. */
type AccountTable = PgTable & { id: PgColumn; accountId: PgColumn };

/** Values for some columns of `table`, by the columns' keys in the table. */
export type ColumnValues<T extends PgTable> = {
  [K in keyof T['_']['columns'] & keyof T['$inferSelect']]?: T['$inferSelect'][K];
};

/**
 * `col1 = v1 and col2 = v2 …` for every column named in `values`: the filter most lookups are. A key
 * given as `undefined` is refused, so a missing value never widens the filter to every row.
 */
export function columnsEqual<T extends PgTable>(table: T, values: ColumnValues<T>): SQL {
  const columns = getTableColumns(table);
  const each = Object.entries(values).map(([key, value]) => {
    if (value === undefined) throw new Error(`columnsEqual: no value for ${key}`);
    return eq(columns[key], value);
  });
  if (each.length === 0) throw new Error('columnsEqual: no columns');
  return and(...each) as SQL;
}

/** The first row of `table` whose columns equal `values` (see `columnsEqual`), or null. */
export async function rowWhere<T extends PgTable>(
  ex: Executor,
  table: T,
  values: ColumnValues<T>,
): Promise<T['$inferSelect'] | null> {
  const [row] = await ex
    .select()
    .from(table as PgTable)
    .where(columnsEqual(table, values))
    .limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/**
 * The account's row of `table` with this id; another account's id, or one that is not there, is a 404
 * (the same answer, so an id of another tenant reveals nothing).
 */
export async function accountRow<T extends AccountTable>(
  ex: Executor,
  table: T,
  accountId: string,
  id: string,
): Promise<T['$inferSelect']> {
  const row = await rowWhere<AccountTable>(ex, table, { id, accountId });
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}

/**
 * One offset page of the rows of `table` that match `where`, in `orderBy` order, with the paged answer's
 * numbers (`totalDocs`, `totalPages`…) from a count of every match. For the small lists that page by
 * number; the large ones (orders, products) seek on a cursor instead.
 */
export async function offsetPage<T extends PgTable>(
  ex: Executor,
  table: T,
  q: { where?: SQL; orderBy: SQL[]; page: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; meta: ReturnType<typeof pageMeta> }> {
  const [rows, [{ total }]] = await Promise.all([
    ex
      .select()
      .from(table as PgTable)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    ex
      .select({ total: count() })
      .from(table as PgTable)
      .where(q.where),
  ]);
  return { rows: rows as T['$inferSelect'][], meta: pageMeta(q.page, q.limit, total) };
}

/**
 * For `onConflictDoUpdate`'s `set`: the named columns take the values the refused insert proposed
 * (`excluded.<column>`). Columns are named by their keys in the table, so no SQL name is written twice.
 */
export function excluded<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...keys: K[]
): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => [key, sql`excluded.${sql.identifier(columns[key].name)}`]),
  ) as Record<K, SQL>;
}
