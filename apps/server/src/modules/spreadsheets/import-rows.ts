import type { SheetChange, SheetRowError, SheetRowIssue } from '@booster/contracts';
import type { ReadRow } from './sheet-reader.ts';
import { wholeNumber } from './sheet-reader.ts';

export type ImportField = 'price' | 'stock';

/** A value column of a template: where it is, its header as the member reads it and its allowed range. */
export type ValueColumn = { field: ImportField; index: number; header: string; min: number; max: number };

/** What Booster holds for a row's key. */
export type Current = {
  id: string;
  sku: string;
  label: string;
  values: Partial<Record<ImportField, number>>;
};

export type CheckedRow = { current: Current; next: Partial<Record<ImportField, number>> };

/**
 * Every row checked on its own: a missing or unknown key, a key named twice, a value that is not a whole
 * number, negative or outside its column's range refuses the whole row (it is listed, never applied).
 * A blank value keeps what Booster has. Rows whose values all equal Booster's are counted as unchanged.
 */
export function checkRows(
  rows: ReadRow[],
  key: { index: number; header: string },
  values: ValueColumn[],
  lookup: (key: string) => Current | undefined,
) {
  const issues: SheetRowIssue[] = [];
  const changes: SheetChange[] = [];
  const changed: CheckedRow[] = [];
  const seen = new Set<string>();
  let unchanged = 0;

  for (const { row, cells } of rows) {
    const keyText = cells[key.index];
    const refuse = (code: SheetRowError, column: string | null, value: string | null) =>
      issues.push({ row, column, code, value });
    if (!keyText) {
      refuse('missingKey', key.header, null);
      continue;
    }
    if (seen.has(keyText.toLowerCase())) {
      refuse('duplicate', key.header, keyText);
      continue;
    }
    seen.add(keyText.toLowerCase());
    const current = lookup(keyText);
    if (!current) {
      refuse('unknownSku', key.header, keyText);
      continue;
    }
    const next: CheckedRow['next'] = {};
    let refused = false;
    for (const column of values) {
      const text = cells[column.index];
      if (text === '') continue;
      const n = wholeNumber(text);
      const code: SheetRowError | null =
        n === null
          ? 'notANumber'
          : n < 0
            ? 'negative'
            : n < column.min || n > column.max
              ? 'outOfRange'
              : null;
      if (code) {
        refuse(code, column.header, text);
        refused = true;
      } else next[column.field] = n as number;
    }
    if (refused) continue;
    const rowChanges = values
      .filter((c) => next[c.field] !== undefined && next[c.field] !== current.values[c.field])
      .map(
        (c): SheetChange => ({
          row,
          sku: current.sku,
          label: current.label,
          field: c.field,
          before: current.values[c.field] ?? 0,
          after: next[c.field] as number,
        }),
      );
    if (rowChanges.length === 0) unchanged++;
    else {
      changes.push(...rowChanges);
      changed.push({ current, next });
    }
  }
  return { issues, changes, changed, unchanged };
}
