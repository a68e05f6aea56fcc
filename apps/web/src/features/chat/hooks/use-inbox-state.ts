import { type ChatTab, chatTabSchema } from '@booster/contracts';
import { CHAT_MARKETPLACES, type Marketplace } from '@booster/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ConversationFilter } from '../api/conversation-queries.ts';
import { CONVERSATION_PARAM } from '../lib/chat-paths.ts';

function marketplaceOf(value: string | null): Marketplace | undefined {
  return (CHAT_MARKETPLACES as readonly string[]).includes(value ?? '') ? (value as Marketplace) : undefined;
}

/**
 * The inbox's state lives in the address (`?tab=unread&shop=…&marketplace=…&q=…&conversation=…`), so a
 * reload, a shared link and the phone's back button keep the seller where they were.
 */
export function useInboxState() {
  const [params, setParams] = useSearchParams();
  const filter: ConversationFilter = {
    tab: chatTabSchema.safeParse(params.get('tab')).data ?? 'all',
    shopId: params.get('shop') || undefined,
    marketplace: marketplaceOf(params.get('marketplace')),
    search: params.get('q')?.trim() || undefined,
  };
  const openId = params.get(CONVERSATION_PARAM);

  const update = useCallback(
    (changes: Record<string, string | undefined>, replace = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    filter,
    openId,
    setTab: (tab: ChatTab) => update({ tab: tab === 'all' ? undefined : tab }),
    setShop: (shopId: string | null) => update({ shop: shopId ?? undefined }),
    setMarketplace: (m: string | null) => update({ marketplace: m ?? undefined, shop: undefined }),
    setSearch: (q: string) => update({ q: q || undefined }),
    /** Opening is a step the back button undoes (phones show one pane at a time). */
    open: (id: string) => update({ [CONVERSATION_PARAM]: id }, false),
    close: () => update({ [CONVERSATION_PARAM]: undefined }, false),
  };
}
