import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FieldRow } from './field-row.tsx';

export type ListCardProps = {
  /** The list's filters, side by side above it. */
  filters?: ReactNode;
  /** A bordered card around filters and list; without it they stand on the page. */
  framed?: boolean;
  children: ReactNode;
};

/** A list page's body: the filters in a row, then the list (a table, cards). */
export function ListCard({ filters, framed = true, children }: ListCardProps) {
  const body = (
    <Stack gap="md">
      {filters && <FieldRow>{filters}</FieldRow>}
      {children}
    </Stack>
  );
  return framed ? (
    <Card withBorder padding="lg">
      {body}
    </Card>
  ) : (
    body
  );
}
