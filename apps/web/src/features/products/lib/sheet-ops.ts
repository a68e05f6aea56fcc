/**
 * Spreadsheet helpers of the bulk edit tables. Rows are never mutated: each helper answers new rows.
 */

/** Copies the first row's value of `column` into every other row (arrays and objects are copied). */
export function fillDown<Row, K extends keyof Row>(rows: readonly Row[], column: K): Row[] {
  if (rows.length === 0) return [];
  const first = rows[0][column];
  return rows.map((row, i) => (i === 0 ? row : { ...row, [column]: structuredClone(first) }));
}

export type FindReplaceResult<Row> = { rows: Row[]; replaced: number };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Replaces every occurrence of `find` in the text `column` of every row, ignoring case unless asked.
 * `replaced` counts the occurrences, so the page can say how many changed (0: nothing found).
 */
export function findReplace<Row, K extends keyof Row>(
  rows: readonly Row[],
  column: K,
  find: string,
  replacement: string,
  opts: { matchCase?: boolean } = {},
): FindReplaceResult<Row> {
  if (find === '') return { rows: [...rows], replaced: 0 };
  const pattern = new RegExp(escapeRegExp(find), opts.matchCase ? 'g' : 'gi');
  let replaced = 0;
  const next = rows.map((row) => {
    const value = row[column];
    if (typeof value !== 'string') return row;
    const matches = value.match(pattern)?.length ?? 0;
    if (matches === 0) return row;
    replaced += matches;
    // A function replacement keeps `$&` and friends in the seller's text literal.
    return { ...row, [column]: value.replace(pattern, () => replacement) };
  });
  return { rows: next, replaced };
}
