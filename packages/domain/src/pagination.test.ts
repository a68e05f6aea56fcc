import { describe, expect, it } from 'vitest';
import { cappedPageMeta, countCapFor, pageAfterDelete, pageMeta, paginationWindow } from './pagination.ts';

describe('pagination window', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 12, [1, 2, 3, 4, 5]],
    [3, 12, [1, 2, 3, 4, 5]],
    [6, 12, [4, 5, 6, 7, 8]],
    [11, 12, [8, 9, 10, 11, 12]],
    [12, 12, [8, 9, 10, 11, 12]],
    [99, 12, [8, 9, 10, 11, 12]],
  ])('page %i of %i → %j', (page, total, expected) => {
    expect(paginationWindow(page, total)).toEqual(expected);
  });
});

describe('page metadata', () => {
  it('answers docs paging fields', () => {
    expect(pageMeta(2, 10, 25)).toEqual({
      totalDocs: 25,
      totalPages: 3,
      page: 2,
      limit: 10,
      prevPage: 1,
      nextPage: 3,
    });
    expect(pageMeta(1, 10, 0)).toMatchObject({ totalPages: 1, prevPage: null, nextPage: null });
  });
  it('steps back one page when the last row of a page is deleted, except on page 1', () => {
    expect(pageAfterDelete(3, 0)).toBe(2);
    expect(pageAfterDelete(3, 4)).toBe(3);
    expect(pageAfterDelete(1, 0)).toBe(1);
  });
});

describe('capped counts', () => {
  it.each([
    [1, 20],
    [3, 20],
    [4, 20],
    [10, 50],
  ])('page %i of %i rows: a count stopping at the cap still shows the same page buttons', (page, limit) => {
    const cap = countCapFor(page, limit);
    const capped = cappedPageMeta(page, limit, cap, cap);
    const exact = pageMeta(page, limit, 1_000_000);
    expect(capped.totalCapped).toBe(true);
    expect(paginationWindow(page, capped.totalPages)).toEqual(paginationWindow(page, exact.totalPages));
    expect(capped.nextPage).toBe(page + 1);
  });

  it('a count under the cap is the exact total', () => {
    expect(cappedPageMeta(1, 20, 37, countCapFor(1, 20))).toMatchObject({
      totalDocs: 37,
      totalPages: 2,
      totalCapped: false,
    });
  });
});
