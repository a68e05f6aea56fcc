import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type FigureColumn<Row> = {
  key: string;
  label: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
};

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
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table striped aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.key} ta={c.numeric ? 'right' : undefined}>
                      {c.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta={c.numeric ? 'right' : undefined}>
                        {c.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** The member column: name, and the e-mail under it. */
export function memberColumn<Row extends { member: { name: string; email: string } }>(
  label: string,
): FigureColumn<Row> {
  return {
    key: 'member',
    label,
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
