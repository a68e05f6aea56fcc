import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type CursorPage, usePageCursors } from './page-cursors.ts';

/**
 * A marketplace list page with its filters in the URL (orders, products): the page the filters ask
 * for, by its cursor when the list has seen the page before it (the last page stays on screen while
 * the next loads), and the rows picked, which a new filter (anything but the page) clears.
 */
export function useCursorList<TData extends CursorPage, TKey extends QueryKey>(
  filters: { page: number },
  optionsFor: (cursor: string | undefined) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  const filterKey = JSON.stringify({ ...filters, page: 0 });
  const cursors = usePageCursors(filterKey);
  const list = useQuery({
    ...optionsFor(cursors.cursorFor(filters.page)),
    placeholderData: keepPreviousData,
  });
  if (!list.isPlaceholderData) cursors.remember(list.data);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter is a new selection
  useEffect(() => setSelected(new Set()), [filterKey]);
  return { list, selection: { selected, onSelectedChange: setSelected } };
}
