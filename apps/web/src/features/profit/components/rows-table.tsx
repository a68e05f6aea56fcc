import { useState } from 'react';
import { PagedTable, type PagedTableCard, type PagedTableColumn } from '../../../ui/index.ts';

const PAGE_SIZE = 10;

export type RowsTableProps<T> = {
  rows: T[];
  label: string;
  columns: PagedTableColumn<T>[];
  rowKey: (row: T) => string;
  card: PagedTableCard<T>;
  empty: string;
  minWidth: number;
};

/** Rows the report already holds, ten a page, as a table (cards on phones). */
export function RowsTable<T>({ rows, label, columns, rowKey, card, empty, minWidth }: RowsTableProps<T>) {
  const [page, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const data = {
    docs: rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    page: current,
    totalPages,
  };
  return (
    <PagedTable
      query={{ data, isPending: false, isError: false, isPlaceholderData: false, refetch: () => undefined }}
      label={label}
      columns={columns}
      rowKey={rowKey}
      onPageChange={setPage}
      empty={{ title: empty }}
      minWidth={minWidth}
      card={card}
    />
  );
}
