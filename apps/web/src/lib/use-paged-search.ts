import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useSearchText } from './use-search-text.ts';

/** A list's search box and page: the typed text, its debounced value, and page 1 after a new search. */
export function usePagedSearch(delayMs = SEARCH_DEBOUNCE_MS) {
  const { text, setText, search } = useSearchText('', delayMs);
  const [page, setPage] = useState(1);
  const [searchedFor, setSearchedFor] = useState(search);
  if (searchedFor !== search) {
    setSearchedFor(search);
    setPage(1);
  }
  return { text, setText, search, page, setPage };
}
