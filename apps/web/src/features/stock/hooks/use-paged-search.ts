import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/** A list's search box and page: the typed text, its debounced value, and page 1 after a new search. */
export function usePagedSearch() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [searchedFor, setSearchedFor] = useState(search);
  if (searchedFor !== search) {
    setSearchedFor(search);
    setPage(1);
  }
  return { text, setText, search, page, setPage };
}
