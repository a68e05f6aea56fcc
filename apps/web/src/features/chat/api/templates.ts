import type { ChatTemplate } from '@booster/contracts';
import { chatTemplateRoutes } from '@booster/contracts/routes';
import { CHAT_MARKETPLACES } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

type ChatMarketplace = (typeof CHAT_MARKETPLACES)[number];
const isChatMarketplace = (m: string): m is ChatMarketplace =>
  (CHAT_MARKETPLACES as readonly string[]).includes(m);

/** Templates for the conversation's marketplace plus those for every marketplace, in the seller's order. */
export function templatesQueryOptions(marketplace: string) {
  return queryOptions({
    queryKey: chatKeys.custom('templates', marketplace),
    queryFn: ({ signal }): Promise<ChatTemplate[]> =>
      callApi(chatTemplateRoutes.list, {
        query: isChatMarketplace(marketplace) ? { marketplace } : {},
        signal,
      }),
    staleTime: 60_000,
  });
}
