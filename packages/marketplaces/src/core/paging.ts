import type { Page } from './port.ts';

/**
 * Offset paging (Bukalapak, Lazada): the cursor is the offset of the next page. With a total the page
 * knows whether more follow; without one, a full page means there may be more.
 */
export async function offsetPage<Row, Item>(
  query: { cursor?: string | null; pageSize: number },
  maxPageSize: number,
  load: (offset: number, limit: number) => Promise<{ rows: Row[]; total?: number }>,
  map: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const offset = Number(query.cursor ?? 0);
  const limit = Math.min(query.pageSize, maxPageSize);
  const { rows, total } = await load(offset, limit);
  const more = total !== undefined ? offset + rows.length < total : rows.length === limit;
  return { items: await map(rows), nextCursor: more ? String(offset + rows.length) : null, total };
}
