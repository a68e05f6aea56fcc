import { Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { PagedTableColumn } from './paged-table.tsx';

/** How a row reads as a card on phones; the values reuse the table's own column cells. */
export type PagedTableCard<T> = {
  /** The card's heading (product name, order number). */
  title: (row: T) => ReactNode;
  /** A picture beside the heading (product image). */
  image?: (row: T) => string | null;
  /** Column keys shown as "header: value" pairs, in order. */
  fields: string[];
  /** Column keys shown at the card's foot without a label (the main action). */
  actions?: string[];
};

/** The column key of the row selection (see selection-column.tsx); its cell goes beside each card's heading. */
export const SELECT_COLUMN_KEY = 'select';

type PagedCardsProps<T> = {
  rows: T[];
  label: string;
  columns: PagedTableColumn<T>[];
  card: PagedTableCard<T>;
  rowKey: (row: T) => string;
  dimmed: boolean;
};

/** The phone form of a paged table: one card a row, each a list item with a heading, no sideways scroll. */
export function PagedCards<T>({ rows, label, columns, card, rowKey, dimmed }: PagedCardsProps<T>) {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const select = byKey.get(SELECT_COLUMN_KEY);
  return (
    <Stack gap="sm">
      {select && <Group gap="xs">{select.header}</Group>}
      <Stack
        component="ul"
        aria-label={label}
        gap="sm"
        style={{ listStyle: 'none', margin: 0, padding: 0, opacity: dimmed ? 0.6 : 1 }}
      >
        {rows.map((row) => (
          <RowCard key={rowKey(row)} row={row} card={card} byKey={byKey} select={select} />
        ))}
      </Stack>
    </Stack>
  );
}

function RowCard<T>({
  row,
  card,
  byKey,
  select,
}: {
  row: T;
  card: PagedTableCard<T>;
  byKey: Map<string, PagedTableColumn<T>>;
  select: PagedTableColumn<T> | undefined;
}) {
  const headingId = useId();
  const fields = card.fields.map((key) => byKey.get(key)).filter((c) => c !== undefined);
  const actions = (card.actions ?? []).map((key) => byKey.get(key)).filter((c) => c !== undefined);
  const image = card.image?.(row);
  return (
    <li>
      <Card withBorder padding="sm" radius="md" component="article" aria-labelledby={headingId}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {select?.cell(row)}
          {card.image && <Avatar src={image} alt="" radius="sm" size={44} />}
          <Title
            order={3}
            size="sm"
            fw={600}
            id={headingId}
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {card.title(row)}
          </Title>
        </Group>
        {fields.length > 0 && (
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt="xs">
            {fields.map((c) => (
              <div key={c.key} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {c.header}
                </Text>
                <div style={{ overflowWrap: 'anywhere' }}>{c.cell(row)}</div>
              </div>
            ))}
          </SimpleGrid>
        )}
        {actions.length > 0 && (
          <Group gap="sm" justify="flex-end" mt="xs">
            {actions.map((c) => (
              <div key={c.key}>{c.cell(row)}</div>
            ))}
          </Group>
        )}
      </Card>
    </li>
  );
}
