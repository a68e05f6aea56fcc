import { useRef } from 'react';

/** What a keyset list answers about its page (issue 11): which page it is and the way to the next one. */
export type CursorPage = { page: number; nextCursor?: string | null };

/**
 * The cursors a list has seen under one filter: each answer's `nextCursor` is the way to the page
 * after it, so the next page asks the server to seek past the last row shown instead of skipping
 * `(page - 1) * limit` rows. A page reached any other way (a link, a jump) goes by its number.
 */
export function createPageCursors() {
  const cursors = new Map<number, string>();
  return {
    cursorFor: (page: number): string | undefined => (page > 1 ? cursors.get(page) : undefined),
    remember(answer: CursorPage | undefined) {
      if (answer?.nextCursor) cursors.set(answer.page + 1, answer.nextCursor);
    },
  };
}

/**
 * `createPageCursors` for a list page. `filterKey` is every filter but the page: a new filter starts
 * afresh. Call `remember` with the list's own answer only (not a placeholder kept from another filter).
 */
export function usePageCursors(filterKey: string) {
  const ref = useRef<{ key: string; cursors: ReturnType<typeof createPageCursors> } | null>(null);
  if (ref.current?.key !== filterKey) ref.current = { key: filterKey, cursors: createPageCursors() };
  return ref.current.cursors;
}
