import { type AnyColumn, and, asc, desc, type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../errors/index.ts';

/**
 * Keyset (seek) paging on a stable sort `(column, id)`: the cursor carries the last row's sort value
 * as PostgreSQL printed it (text keeps a timestamp's microseconds, which a JS Date would drop) and its id
 * (a uuid, or a bigint of a bigserial table).
 */
export type SortKey = {
  /** A column, or an expression an index is built on (`coalesce(ship_by, 'infinity')` keeps NULLs last). */
  column: AnyColumn | SQL;
  direction: 'asc' | 'desc';
  cast: string;
};

export function encodeCursor(value: string, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

/** A cursor this server did not write is a 400 on `cursor`, never a 500. */
export function decodeCursor(cursor: string): { value: string; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      /^([0-9a-f-]{36}|\d{1,18})$/i.test(parsed[1])
    )
      return { value: parsed[0], id: parsed[1] };
  } catch {
    // falls through to the 400
  }
  throw fieldError('cursor', 'validation.invalid');
}

/** What a sort value may look like per type, so a forged cursor cannot reach a failing cast. */
const VALUE_SHAPES: Record<string, RegExp> = {
  timestamptz: /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?|infinity)$/,
  bigint: /^-?\d{1,18}$/,
  integer: /^-?\d{1,9}$/,
  text: /^[\s\S]{0,600}$/,
};

const ID_SHAPES = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  bigint: /^\d{1,18}$/,
} as const;

/** The cursor's sort value and id once both have the shape of their types (400 otherwise). */
export function checkedCursor(cast: string, cursor: string, idType: 'uuid' | 'bigint' = 'uuid') {
  const { value, id } = decodeCursor(cursor);
  if (!VALUE_SHAPES[cast]?.test(value) || value.includes(String.fromCharCode(0)))
    throw fieldError('cursor', 'validation.invalid');
  if (!ID_SHAPES[idType].test(id)) throw fieldError('cursor', 'validation.invalid');
  return { value, id };
}

/** Rows after the cursor's row in this sort: one row comparison the sort's index seeks to. */
export function afterCursor(
  key: SortKey,
  idColumn: AnyColumn,
  cursor: string,
  idType: 'uuid' | 'bigint' = 'uuid',
): SQL {
  const { value, id } = checkedCursor(key.cast, cursor, idType);
  return seek(key, idColumn, value, id, idType);
}

/** A keyset page's filter: `where`, and past the cursor's row when the request gives a cursor. */
export function whereAfterCursor(
  where: SQL | undefined,
  key: SortKey,
  idColumn: AnyColumn,
  cursor: string | null | undefined,
  idType: 'uuid' | 'bigint' = 'uuid',
): SQL | undefined {
  return cursor ? and(where, afterCursor(key, idColumn, cursor, idType)) : where;
}

/**
 * `afterCursor` for a statement built once per shape (platform/db/statement.ts): the cursor's value and
 * id are the placeholders `cursorValue` and `cursorId`, filled from a cursor `checkedCursor` accepted.
 */
export const afterCursorPlaceholders = (key: SortKey, idColumn: AnyColumn): SQL =>
  seek(key, idColumn, sql.placeholder('cursorValue'), sql.placeholder('cursorId'), 'uuid');

function seek(key: SortKey, idColumn: AnyColumn, value: unknown, id: unknown, idType: string): SQL {
  const castValue = sql`cast(${value} as ${sql.raw(key.cast)})`;
  const castId = sql`cast(${id} as ${sql.raw(idType)})`;
  return key.direction === 'desc'
    ? sql`(${key.column}, ${idColumn}) < (${castValue}, ${castId})`
    : sql`(${key.column}, ${idColumn}) > (${castValue}, ${castId})`;
}

/** ORDER BY of a keyset sort: the key, then the id, both in the key's direction. */
export const keysetOrder = (key: SortKey, idColumn: AnyColumn) =>
  key.direction === 'desc' ? [desc(key.column), desc(idColumn)] : [asc(key.column), asc(idColumn)];

/** The sort value as text, selected beside each row so the last one becomes the next cursor. */
export const sortValueText = (key: SortKey) => sql<string>`${key.column}::text`;
