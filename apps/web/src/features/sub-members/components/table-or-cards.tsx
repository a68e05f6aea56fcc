import { Box, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../../../ui/data-table.tsx';
import { PlainList } from '../../../ui/plain-list.tsx';

export type TableOrCardsProps<T> = Pick<DataTableProps<T>, 'rows' | 'columns' | 'minWidth'> & {
  /** What a row's card shows on a phone. */
  card: (row: T) => ReactNode;
};

/** Records (keyed by their `_id`) as a table from `sm` up and as a list of cards on a phone (members, roles). */
export function TableOrCards<T extends { _id: string }>({
  rows,
  columns,
  minWidth,
  card,
}: TableOrCardsProps<T>) {
  return (
    <>
      <Box visibleFrom="sm">
        <DataTable
          rows={rows}
          rowKey={(row) => row._id}
          columns={columns}
          minWidth={minWidth}
          verticalSpacing="sm"
          highlightOnHover
        />
      </Box>
      <PlainList hiddenFrom="sm" gap="sm">
        {rows.map((row) => (
          <Paper key={row._id} component="li" withBorder p="sm">
            <Stack gap={6}>{card(row)}</Stack>
          </Paper>
        ))}
      </PlainList>
    </>
  );
}
