import { describe, expect, it } from 'vitest';
import { createPageCursors } from './page-cursors.ts';

describe('page cursors of a keyset list', () => {
  it('goes to the page after an answer by its nextCursor, and to any other page by number', () => {
    const cursors = createPageCursors();
    expect(cursors.cursorFor(2)).toBeUndefined();
    cursors.remember({ page: 1, nextCursor: 'after-page-1' });
    cursors.remember({ page: 2, nextCursor: 'after-page-2' });
    expect(cursors.cursorFor(2)).toBe('after-page-1');
    expect(cursors.cursorFor(3)).toBe('after-page-2');
    expect(cursors.cursorFor(5)).toBeUndefined();
    expect(cursors.cursorFor(1)).toBeUndefined();
  });

  it('a last page (no next cursor) leaves what it knew', () => {
    const cursors = createPageCursors();
    cursors.remember({ page: 1, nextCursor: 'after-page-1' });
    cursors.remember({ page: 2, nextCursor: null });
    cursors.remember(undefined);
    expect(cursors.cursorFor(2)).toBe('after-page-1');
    expect(cursors.cursorFor(3)).toBeUndefined();
  });
});
