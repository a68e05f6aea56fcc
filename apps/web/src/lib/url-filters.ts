import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** One of a schema's values read from the URL; anything else (missing, mistyped) is `fallback`. */
export function pickParam<T extends string>(schema: z.ZodType<T>, raw: string | null, fallback: T): T {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
}

/** The page number in the URL; anything but a whole number from 1 is page 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A list's filters kept in the URL, read and written by the list's own `read` and `write`. Any
 * change but the page goes back to page 1 and replaces the history entry; a page change adds one.
 */
export function useUrlFilters<F extends { page: number }>(
  read: (params: URLSearchParams) => F,
  write: (filters: F) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const update = (change: Partial<F>) => {
    const next = { ...filters, page: 1, ...change };
    setParams(write(next), { replace: change.page === undefined });
  };
  return { filters, update };
}
