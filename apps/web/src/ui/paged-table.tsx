import { Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import { EmptyState, type EmptyStateProps } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { PagedCards, type PagedTableCard } from './paged-cards.tsx';
import { type ListTotal, Pagination } from './pagination.tsx';
import type { SelectionColumnOptions } from './selection-column.tsx';

export type PagedTableColumn<T> = DataTableColumn<T>;

/** What the table reads from a paged list query (a `useQuery` result fits). */
export type PagedTableQuery<T> = {
  data: ({ docs: T[]; page: number; totalPages: number } & Partial<ListTotal>) | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

const byId = (row: unknown) => (row as { _id: string })._id;

export type PagedTableProps<T> = {
  /** A row's key (also what the selection holds); the row's `_id` unless told otherwise. */
  rowKey?: (row: T) => string;
  query: PagedTableQuery<T>;
  /** Accessible name of the table. */
  label: string;
  /** Columns in order; `false` leaves a column out. */
  columns: (PagedTableColumn<T> | false)[];
  onPageChange: (page: number) => void;
  /** The state shown when the page has no rows. */
  empty: EmptyStateProps;
  minWidth: number;
  skeletonRows?: number;
  highlightOnHover?: boolean;
  /** Fade the rows while the previous page stays on screen during a fetch. */
  dimWhileFetching?: boolean;
  /** The row as a card on screens under 768 px instead of a table that scrolls sideways. */
  card?: PagedTableCard<T>;
  /** A checkbox column first: rows chosen across pages (the page owns the set), by `rowKey`. */
  selection?: Omit<SelectionColumnOptions<T>, 'rows' | 'idOf'>;
};

type SelectionModule = typeof import('./selection-column.tsx');
let selectionModule: SelectionModule | undefined;

/**
 * The checkbox column (Mantine's Checkbox) loads with the first table that selects rows, not with the
 * panel's first page (issue 17). Until it is here such a table shows its loading rows, so the rows never
 * appear without their boxes; a failed load shows the error state, whose retry loads it again.
 */
function useSelectionModule(wanted: boolean) {
  const [loaded, setLoaded] = useState(selectionModule);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || loaded || failed) return;
    let live = true;
    import('./selection-column.tsx').then(
      (module) => {
        selectionModule = module;
        if (live) setLoaded(module);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, failed]);
  return { loaded, failed, retry: () => setFailed(false) };
}

/** Screens narrower than this show the `card` form of a table (phones). */
export const PHONE_CARDS_QUERY = '(max-width: 767.98px)';

/** A paged list table: loading skeleton, error with retry, empty state, rows and page buttons. */
export function PagedTable<T>({
  query,
  label,
  columns,
  rowKey = byId,
  onPageChange,
  empty,
  minWidth,
  skeletonRows = 3,
  highlightOnHover,
  dimWhileFetching,
  card,
  selection,
}: PagedTableProps<T>) {
  const isPhone = useMediaQuery(PHONE_CARDS_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const { t } = useTranslation('common');
  const selecting = useSelectionModule(!!selection);
  const data = query.data;
  const shown = [
    selection && selecting.loaded?.selectionColumn({ rows: data?.docs ?? [], idOf: rowKey, ...selection }),
    ...columns,
  ].filter((c): c is PagedTableColumn<T> => !!c);
  const hasRows = !!data && data.docs.length > 0;
  const waitingForBoxes = hasRows && !!selection && !selecting.loaded;
  return (
    <>
      {(query.isPending || (waitingForBoxes && !selecting.failed)) && (
        <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: skeletonRows }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} h={44} radius="sm" />
          ))}
        </Stack>
      )}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {waitingForBoxes && selecting.failed && <ErrorState onRetry={selecting.retry} />}
      {data && data.docs.length === 0 && <EmptyState {...empty} />}
      {data && hasRows && !waitingForBoxes && (
        <>
          {card && isPhone ? (
            <PagedCards
              rows={data.docs}
              label={label}
              columns={shown}
              card={card}
              rowKey={rowKey}
              dimmed={!!dimWhileFetching && query.isPlaceholderData}
            />
          ) : (
            <DataTable
              rows={data.docs}
              columns={shown}
              rowKey={rowKey}
              minWidth={minWidth}
              verticalSpacing="sm"
              highlightOnHover={highlightOnHover}
              aria-label={label}
              bodyStyle={dimWhileFetching ? { opacity: query.isPlaceholderData ? 0.6 : 1 } : undefined}
            />
          )}
          {data.totalPages > 1 && (
            <Pagination page={data.page} totalPages={data.totalPages} onChange={onPageChange} total={data} />
          )}
        </>
      )}
    </>
  );
}
