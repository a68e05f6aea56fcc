import { describe, expect, it } from 'vitest';
import { keysFor } from './query-keys.ts';
import { nextScrollState, SCROLL_THRESHOLD, type ScrollState } from './use-scroll-state.ts';

describe('keysFor', () => {
  it('builds keys that nest under the domain', () => {
    const keys = keysFor('notifications');
    expect(keys.all).toEqual(['notifications']);
    expect(keys.list({ limit: 5 })).toEqual(['notifications', 'list', { limit: 5 }]);
    expect(keys.detail('n1')).toEqual(['notifications', 'detail', 'n1']);
    expect(keys.list().slice(0, 2)).toEqual(keys.lists());
  });
});

describe('scroll state', () => {
  const start: ScrollState = {
    isScrolling: false,
    current: 0,
    previous: 0,
    direction: null,
    threshold: SCROLL_THRESHOLD,
  };
  it('marks scrolling only when going down beyond 200, and clears it when going up', () => {
    const a = nextScrollState(start, 150);
    expect(a).toMatchObject({ isScrolling: false, direction: 'down' });
    const b = nextScrollState(a, 260);
    expect(b).toMatchObject({ isScrolling: true, previous: 150, current: 260 });
    const c = nextScrollState(b, 240);
    expect(c).toMatchObject({ isScrolling: false, direction: 'up' });
  });
});
