import { cappedPageMeta, countCapFor } from '@booster/domain';
import { type AnyColumn, and, type SQL } from 'drizzle-orm';
import { afterCursor, checkedCursor, encodeCursor, keysetOrder, type SortKey } from './keyset.ts';

/** `?page=`, `?limit=`, `?cursor=` and `?exactTotal=` of a keyset list, as the route parsed them. */
export type KeysetPageQuery = { page: number; limit: number; cursor?: string; exactTotal?: boolean };

/**
 * What the rows statement of a page is given: the filter with the seek, the order, limit and offset;
 * `after` is the cursor's sort value and id for a statement that takes them as placeholders.
 */
export type KeysetWalk = {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  after: { value: string; id: string } | null;
};

/** The placeholders a page statement built once per shape takes from the walk (afterCursorPlaceholders, limit, offset). */
export const walkValues = (walk: KeysetWalk) => ({
  cursorValue: walk.after?.value,
  cursorId: walk.after?.id,
  limit: walk.limit,
  offset: walk.offset,
});

/**
 * One page of a list sorted by `(key, id)` (docs/performance.md): with `cursor` (the previous page's
 * `nextCursor`) a seek past that row, else `(page - 1) * limit` rows of the same index walk; `limit + 1`
 * rows tell whether a page follows. The total is counted as far as the page buttons need
 * (`countCapFor`; `totalCapped` says it stopped) unless `exactTotal`. A forged cursor is a 400.
 *
 * `rows` runs the page's statement (it selects `sortValueText(key)` for the cursor), `count` the
 * count of `where`'s matches up to `cap` (null: all), `cursorOf` the sort value and id of a row.
 */
export async function keysetPage<R>(
  q: KeysetPageQuery,
  list: {
    key: SortKey;
    id: AnyColumn;
    where: SQL | undefined;
    rows: (walk: KeysetWalk) => Promise<R[]>;
    count: (cap: number | null) => Promise<number>;
    cursorOf: (row: R) => [value: string, id: string];
  },
) {
  const cap = q.exactTotal ? null : countCapFor(q.page, q.limit);
  const after = q.cursor ? checkedCursor(list.key.cast, q.cursor) : null;
  const seek = q.cursor ? afterCursor(list.key, list.id, q.cursor) : undefined;
  const [found, total] = await Promise.all([
    list.rows({
      where: seek ? and(list.where, seek) : list.where,
      orderBy: keysetOrder(list.key, list.id),
      limit: q.limit + 1,
      offset: q.cursor ? 0 : (q.page - 1) * q.limit,
      after,
    }),
    list.count(cap),
  ]);
  const rows = found.slice(0, q.limit);
  const last = found.length > q.limit ? rows[q.limit - 1] : undefined;
  return {
    rows,
    ...cappedPageMeta(q.page, q.limit, total, cap),
    nextCursor: last ? encodeCursor(...list.cursorOf(last)) : null,
  };
}
