import { type ChatTab, chatRoutes } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { allShopsQueryOptions } from '../../../lib/all-shops-query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

/** Conversations per request; the list asks for the next page as the seller scrolls. */
export const CONVERSATION_PAGE_SIZE = 20;

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
