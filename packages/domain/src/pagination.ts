/** Pagination window (spec section 2): every page when there are 5 or fewer, else 5 around the current. */
export const PAGINATION_WINDOW = 5;

export function paginationWindow(current: number, totalPages: number, size = PAGINATION_WINDOW): number[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  if (totalPages <= size) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const half = Math.floor(size / 2);
  const start = Math.min(Math.max(1, page - half), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Paging metadata as the API answers it (spec section 3: docs, totalPages, page, prevPage, nextPage). */
export function pageMeta(page: number, limit: number, totalDocs: number) {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return {
    totalDocs,
    totalPages,
    page,
    limit,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  };
}

/**
 * Rows a capped count stops at (issue 11): enough that the pagination window around `page` is whole
 * and one more page is known to exist, so the page buttons are the same as with the exact total.
 * A count that reaches it answers `totalCapped: true` with this many rows as a lower bound.
 */
export function countCapFor(page: number, limit: number, size = PAGINATION_WINDOW): number {
  return limit * Math.max(size, page + Math.floor(size / 2)) + 1;
}

/** Paging metadata of a count that stopped at `cap` (see `countCapFor`). */
export function cappedPageMeta(page: number, limit: number, counted: number, cap: number | null) {
  const capped = cap !== null && counted >= cap;
  return { ...pageMeta(page, limit, counted), totalCapped: capped };
}

/** After deleting the last row of a page, step back one page unless on page 1 (spec section 4). */
export function pageAfterDelete(page: number, rowsLeftOnPage: number): number {
  return rowsLeftOnPage === 0 && page > 1 ? page - 1 : page;
}
