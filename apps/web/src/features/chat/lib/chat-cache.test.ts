import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '../api/chat-keys.ts';
import { conversation } from '../test/fixtures.ts';
import { putConversation, STALE_REFETCH_MS } from './chat-cache.ts';

describe('lists that cannot follow a burst of new conversations', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // The inbox's tab counts stayed at their first load while a new shop's first pull announced one
  // conversation after another (every announcement restarted the refetch timer, which never fired).
  it('are fetched again every interval while the burst lasts, not only after it', async () => {
    const client = new QueryClient();
    const filter = { tab: 'all' };
    const page = { docs: [conversation()], counts: { all: 1, unread: 1, unanswered: 1 }, nextCursor: null };
    client.setQueryData(chatKeys.list(filter), { pages: [page], pageParams: [1] });
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();

    for (let k = 0; k < 10; k++) {
      putConversation(
        client,
        conversation({ _id: `new-${k}`, lastMessageAt: `2026-11-24T03:0${k}:00.000Z` }),
      );
      await vi.advanceTimersByTimeAsync(STALE_REFETCH_MS / 2);
    }
    // Ten announcements over five intervals: the lists were fetched again during the burst.
    expect(invalidate.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatKeys.lists() });
    await vi.advanceTimersByTimeAsync(STALE_REFETCH_MS);
    const calls = invalidate.mock.calls.length;
    await vi.advanceTimersByTimeAsync(STALE_REFETCH_MS * 3);
    expect(invalidate.mock.calls.length).toBe(calls);
  });
});
