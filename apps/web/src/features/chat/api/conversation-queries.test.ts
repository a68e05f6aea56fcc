import { describe, expect, it } from 'vitest';
import { conversation, listPage } from '../test/fixtures.ts';
import { conversationsQueryOptions, EMPTY_LIST_REFRESH_MS } from './conversation-queries.ts';

describe('inbox list refresh', () => {
  const interval = conversationsQueryOptions({ tab: 'all' }).refetchInterval as (query: unknown) => unknown;
  const withPages = (pages: unknown[]) => ({ state: { data: { pages } } });

  it('asks again while the list is empty (a first pull arrives without live frames), not once it holds conversations', () => {
    expect(interval(withPages([listPage([])]))).toBe(EMPTY_LIST_REFRESH_MS);
    expect(interval(withPages([listPage([conversation()])]))).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });
});
