import { expect } from 'vitest';
import type { ApiResponse } from './http.ts';

type CursorPage = {
  docs: { _id: string }[];
  page: number;
  totalPages: number;
  totalDocs: number;
  nextCursor: string | null;
};

/**
 * Walks a list under one filter by page number and then by cursor: both walks give the same ids in
 * the same order, and each of the list's rows once.
 */
export async function expectCursorWalkMatchesPages(
  list: (query: string) => Promise<ApiResponse<CursorPage>>,
  filter: string,
  limit: number,
) {
  const numbered: string[] = [];
  for (let page = 1; ; page++) {
    const res = await list(`limit=${limit}&page=${page}&${filter}`);
    numbered.push(...res.body.docs.map((d) => d._id));
    if (page >= res.body.totalPages) break;
  }
  const seeked: string[] = [];
  let cursor: string | null = null;
  for (let page = 1; page <= 100; page++) {
    const res = await list(`limit=${limit}&page=${page}&${filter}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    expect(res.body.page).toBe(page);
    seeked.push(...res.body.docs.map((d) => d._id));
    cursor = res.body.nextCursor;
    if (!cursor) break;
  }
  expect(seeked).toEqual(numbered);
  expect(new Set(seeked).size).toBe((await list(`${filter}&exactTotal=true`)).body.totalDocs);
}
