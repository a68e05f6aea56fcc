import { Table, type TableProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Header and cells to the right (figures, a row's buttons). */
  align?: 'right';
  /** Cells kept on one line (amounts, dates). */
  nowrap?: boolean;
};

export type DataTableProps<T> = Omit<TableProps, 'data' | 'children'> & {
  rows: readonly T[];
  /** Columns in order; `false` leaves a column out. */
  columns: readonly (DataTableColumn<T> | false)[];
  rowKey: (row: T) => string | number;
  /** Below this width the table scrolls sideways inside its box instead of squeezing its columns. */
  minWidth?: number;
  bodyStyle?: CSSProperties;
};

/** The columns a table shows: those not left out with `false`. */
export function shownColumns<T>(columns: readonly (DataTableColumn<T> | false)[]): DataTableColumn<T>[] {
  return columns.filter((c): c is DataTableColumn<T> => c !== false);
}

/** A table of rows by columns (a header row, one row a record); `PagedTable` adds loading and pages. */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  minWidth,
  bodyStyle,
  ...tableProps
}: DataTableProps<T>) {
  const shown = shownColumns(columns);
  const table = (
    <Table {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {shown.map((c) => (
            <Table.Th key={c.key} ta={c.align}>
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody style={bodyStyle}>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {shown.map((c) => (
              <Table.Td key={c.key} ta={c.align} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                {c.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (minWidth === undefined) return table;
  // Scrolled the browser's own way (build/table-scroll-native.ts), focusable and named after the table, so
  // a keyboard can scroll it too.
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      tabIndex={0}
      role="region"
      aria-label={tableProps['aria-label']}
      aria-labelledby={tableProps['aria-labelledby']}
    >
      {table}
    </Table.ScrollContainer>
  );
}
