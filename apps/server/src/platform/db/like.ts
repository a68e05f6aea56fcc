import { ilike, or, type SQL } from 'drizzle-orm';

type Searchable = Parameters<typeof ilike>[0];

/** A user's search text inside an `ilike` pattern: `%`, `_` and `\` match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One of `columns` contains the user's `search` text, ignoring case (`%`, `_` and `\` match themselves). */
export function containsText(search: string, ...columns: [Searchable, ...Searchable[]]): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const each = columns.map((column) => ilike(column, pattern));
  return each.length === 1 ? each[0] : (or(...each) as SQL);
}
