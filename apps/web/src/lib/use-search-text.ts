import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** How long typing must pause before a search box's text is searched for. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's state: the text as typed and `search`, the trimmed text once typing has paused
 * (what a query asks for, so each keystroke does not fetch).
 */
export function useSearchText(initial = '', delayMs = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(initial);
  const [search] = useDebouncedValue(text.trim(), delayMs);
  return { text, setText, search };
}

/**
 * A search box bound to a filter kept elsewhere (the URL): the box follows typing at once, `onSettled`
 * is called with the trimmed text once typing has paused and it differs from `current`.
 */
export function useSearchFilter(
  current: string,
  onSettled: (search: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
) {
  const { text, setText, search } = useSearchText(current, delayMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search updates the filter
  useEffect(() => {
    if (search !== current) onSettled(search);
  }, [search]);
  return { text, setText };
}
