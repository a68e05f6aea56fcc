import { Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { TitledCard } from '../../../ui/titled-card.tsx';
import { number } from './figure-format.ts';

/** A column of its own cells, or a right-aligned count of the row shown with thousands separators. */
export type FigureColumn<Row> =
  | DataTableColumn<Row>
  | { key: string; header: string; count: (row: Row) => number };

function cellsOf<Row>(column: FigureColumn<Row>): DataTableColumn<Row> {
  if (!('count' in column)) return column;
  const { key, header, count } = column;
  return { key, header, align: 'right', cell: (row) => number(count(row)) };
}

/** A card with a small titled table of figures (numbers right-aligned), scrolling sideways inside it on phones. */
export function FigureTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  empty,
}: {
  title: string;
  columns: FigureColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  return (
    <TitledCard title={title}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <DataTable
          rows={rows}
          rowKey={rowKey}
          minWidth={360}
          striped
          aria-label={title}
          columns={columns.map(cellsOf)}
        />
      )}
    </TitledCard>
  );
}

/** The member column: name, and the e-mail under it. */
export function memberColumn<Row extends { member: { name: string; email: string } }>(
  header: string,
): FigureColumn<Row> {
  return {
    key: 'member',
    header,
    cell: (row) => (
      <>
        <Text size="sm">{row.member.name}</Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {row.member.email}
        </Text>
      </>
    ),
  };
}
