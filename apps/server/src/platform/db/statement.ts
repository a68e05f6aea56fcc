import { count, is, Placeholder, type SQL, sql } from 'drizzle-orm';
import { type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * A statement drizzle builds once per shape of a hot list (its filters and sort; the values that vary
 * are `sql.placeholder(name)`s), run straight on the pool with its rows as arrays. Drizzle's own
 * execution maps every field of every row through its column decoders and builds the query again per
 * call; the hot lists map their few columns themselves (in selection order). A timestamptz arrives as
 * PostgreSQL printed it (exact to the microsecond, so it can be a page cursor's value as it is; `isoTime`
 * makes the answer's text), everything else as pg parses it (bigint as text, json parsed).
 *
 * Named (`name` given): PostgreSQL parses and plans it once per connection — for pages whose plan does
 * not depend on the values. Unnamed: planned for each call's values, as a search needs (a common term
 * is best walked in the sort's index, a rare one found through the trigram index).
 */
export type Statement = { name?: string; text: string; params: readonly unknown[] };

export function buildStatement(
  query: { toSQL(): { sql: string; params: unknown[] } },
  name?: string,
): Statement {
  const built = query.toSQL();
  return { ...(name ? { name } : {}), text: built.sql, params: built.params };
}

/** How many rows of `table` match `where`: all of them, or up to the `cap` placeholder when capped. */
export function buildMatchCount(table: PgTable, where: SQL | undefined, capped: boolean, name?: string) {
  const query = new QueryBuilder();
  const matches = query
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where);
  const counted = capped ? matches.limit(sql.placeholder('cap')) : matches;
  return buildStatement(query.select({ n: count() }).from(counted.as('matches')), name);
}

/**
 * A row count written into a statement's text instead of a placeholder: LIMIT and OFFSET of a named
 * statement. PostgreSQL estimates a LIMIT placeholder as a tenth of the matches, so the generic plan of
 * a page looked thousands of times dearer than a plan for the values, and every call was planned anew
 * (0.3–1.4 ms; `pg_prepared_statements` counted custom plans only). With the numbers in the text the
 * generic plan is priced right and kept after PostgreSQL's five trial calls. Each count is a statement of
 * its own, so callers keep to a few values (the first pages, the page sizes).
 */
export function literalCount(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  // drizzle writes an SQL chunk given to limit()/offset() into the text as it is (its types say number).
  return sql.raw(String(n)) as unknown as number;
}

/** Pages up to this one have their LIMIT and OFFSET in the statement's text (literalCount); deeper ones are placeholders. */
export const LITERAL_PAGES = 10;

/** How many rows a page walks and skips: numbers written into its statement, or placeholders (null). */
export type WalkRows = { limit: number; offset: number } | null;

/** The walk's numbers for the statement's text: a cursor page or one of the first pages, else null. */
export const literalWalk = (byCursor: boolean, page: number, limit: number, offset: number): WalkRows =>
  byCursor || page <= LITERAL_PAGES ? { limit, offset } : null;

/** `.limit()` and `.offset()` of a page statement: the walk's numbers in its text, or placeholders. */
export const walkLimit = (rows: WalkRows) => (rows ? literalCount(rows.limit) : sql.placeholder('limit'));
export const walkOffset = (rows: WalkRows) => (rows ? literalCount(rows.offset) : sql.placeholder('offset'));

/** The part of a page statement's name that tells its walks apart. */
export const walkKey = (rows: WalkRows) => (rows ? `${rows.limit}+${rows.offset}` : '-');

/**
 * One page's walk (`literalWalk`) and the key its statement is cached by (`statementCache`): the key of
 * the list's shape, then whether it seeks a cursor or counts pages, then the walk's numbers.
 */
export function pageWalkKeyed(shape: string, byCursor: boolean, page: number, limit: number, offset: number) {
  const rows = literalWalk(byCursor, page, limit, offset);
  return { rows, key: `${shape}:${byCursor ? 'c' : 'p'}:${walkKey(rows)}` };
}

type RowCount = ReturnType<typeof walkLimit> | ReturnType<typeof walkOffset>;

/** A page statement's select walking `rows`: its `.limit()` and `.offset()` (walkLimit, walkOffset). */

export function limitToWalk<Select extends { limit(n: RowCount): { offset(n: RowCount): unknown } }>(
  select: Select,
  rows: WalkRows,
): ReturnType<ReturnType<Select['limit']>['offset']> {
  return select.limit(walkLimit(rows)).offset(walkOffset(rows)) as ReturnType<
    ReturnType<Select['limit']>['offset']
  >;
}

const TIMESTAMPTZ = 1184;
const timestampsAsText = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ ? (value: string) => value : pg.types.getTypeParser(oid, format),
};

/** The rows of `statement` with its placeholders filled from `values`, each row an array in selection order. */
export async function runStatement(
  db: Db,
  statement: Statement,
  values: Record<string, unknown>,
): Promise<unknown[][]> {
  const params = statement.params.map((p) => (is(p, Placeholder) ? values[p.name] : p));
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const result = await pool.query<unknown[]>({
    ...(statement.name ? { name: statement.name } : {}),
    text: statement.text,
    values: params,
    rowMode: 'array',
    types: timestampsAsText as pg.CustomTypesConfig,
  });
  return result.rows;
}

/**
 * Statements by shape key, built on first use. Named ones get `<prefix>_<n>`: a name stands for one
 * text on every connection of the pool.
 */
export function statementCache(prefix: string) {
  const built = new Map<string, Statement>();
  return (shape: string, named: boolean, build: (name?: string) => Statement): Statement => {
    let statement = built.get(shape);
    if (!statement) {
      statement = build(named ? `${prefix}_${built.size}` : undefined);
      built.set(shape, statement);
    }
    return statement;
  };
}

/**
 * A timestamptz as PostgreSQL printed it -> the answer's ISO text (what `Date#toISOString` writes:
 * milliseconds, the microseconds cut off). In a UTC session (`2026-11-20 03:04:05.123456+00`) that is
 * a rearrangement of the text (~0.1 µs; a list page has about 80 of them); any other text goes through
 * `Date` (~1.5 µs).
 */
export function isoTime(printed: unknown): string {
  const text = printed as string;
  const end = text.length - 3;
  if (
    end >= 19 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(end) === 43 &&
    text.charCodeAt(end + 1) === 48 &&
    text.charCodeAt(end + 2) === 48 &&
    (end === 19 || (text.charCodeAt(19) === 46 && end <= 26))
  ) {
    const fraction = end === 19 ? '000' : `${text.slice(20, end)}00`.slice(0, 3);
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
  }
  return new Date(text).toISOString();
}

/** The same for a column that may be NULL. */
export const isoTimeOrNull = (printed: unknown) => (printed === null ? null : isoTime(printed));
