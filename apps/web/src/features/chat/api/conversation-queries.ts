import type { ChatTab } from '@booster/contracts';
import { chatRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { allShopsQueryOptions } from '../../../lib/all-shops-query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

/** Conversations per request; the list asks for the next page as the seller scrolls. */
export const CONVERSATION_PAGE_SIZE = 20;
/**
 * An empty list asks again this often. The first pull (queued at connect) publishes each new
 * conversation as `chat.conversation.v1`; this only covers a socket that missed those frames.
 */
export const EMPTY_LIST_REFRESH_MS = 20_000;

export type ConversationFilter = {
  tab: ChatTab;
  shopId?: string;
  marketplace?: Marketplace;
  search?: string;
};

type PageParam = { page: number; cursor: string | null };

/** The inbox list: last message first, paged with the server's cursor. */
export function conversationsQueryOptions(filter: ConversationFilter) {
  return infiniteQueryOptions({
    queryKey: chatKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      callApi(chatRoutes.list, {
        query: {
          ...filter,
          limit: CONVERSATION_PAGE_SIZE,
          page: pageParam.page,
          cursor: pageParam.cursor ?? undefined,
        },
        signal,
      }),
    initialPageParam: { page: 1, cursor: null } as PageParam,
    getNextPageParam: (last): PageParam | undefined =>
      last.nextPage ? { page: last.nextPage, cursor: last.nextCursor } : undefined,
    refetchInterval: (query) =>
      query.state.data?.pages[0]?.docs.length === 0 ? EMPTY_LIST_REFRESH_MS : false,
  });
}

/** One conversation with its text limit and who is on it. */
export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: chatKeys.detail(id),
    queryFn: ({ signal }) => callApi(chatRoutes.detail, { params: { id }, signal }),
  });
}

/** The account's chat shops, for the shop filter. */
export function chatShopsQueryOptions() {
  return allShopsQueryOptions({ appCategory: 'chat' });
}
