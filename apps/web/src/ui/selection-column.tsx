import { Checkbox } from '@mantine/core';
import { SELECT_COLUMN_KEY } from './paged-cards.tsx';
import type { PagedTableColumn } from './paged-table.tsx';
import { rowSelection } from './row-selection.ts';

export type SelectionColumnOptions<T> = {
  /** The rows on the current page. */
  rows: readonly T[];
  idOf: (row: T) => string;
  /** The ids selected across pages (owned by the page). */
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  selectAllLabel: string;
  rowLabel: (row: T) => string;
};

/** The checkbox column of a paged table: one box a row, the header box selects or clears the page. */
export function selectionColumn<T>({
  rows,
  idOf,
  selected,
  onSelectedChange,
  selectAllLabel,
  rowLabel,
}: SelectionColumnOptions<T>): PagedTableColumn<T> {
  const selection = rowSelection(rows.map(idOf), selected, onSelectedChange);
  return {
    key: SELECT_COLUMN_KEY,
    header: (
      <Checkbox
        aria-label={selectAllLabel}
        checked={selection.allOnPage}
        indeterminate={selection.someOnPage}
        onChange={selection.toggleAll}
      />
    ),
    cell: (row) => (
      <Checkbox
        aria-label={rowLabel(row)}
        checked={selected.has(idOf(row))}
        onChange={() => selection.toggle(idOf(row))}
      />
    ),
  };
}
