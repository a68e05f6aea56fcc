import { Card } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from './query-error.tsx';
import { TableSkeleton } from './table-skeleton.tsx';

export type ListCardProps<T> = {
  query: UseQueryResult<readonly T[]>;
  /** Shown when the list loaded and is empty. */
  empty: ReactNode;
  /** Draws the loaded, non-empty list. */
  children: (items: readonly T[]) => ReactNode;
};

/** A list page's card: placeholder rows while loading, the failure, the empty state, or the list. */
export function ListCard<T>({ query, empty, children }: ListCardProps<T>) {
  return (
    <Card withBorder radius="md" padding="md">
      {query.isPending && <TableSkeleton />}
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && (query.data.length === 0 ? empty : children(query.data))}
    </Card>
  );
}
