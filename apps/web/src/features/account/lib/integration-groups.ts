import type { User } from '@booster/contracts';
import { activeLimits, overLimitGroups } from '@booster/domain';

export type MarketplaceGroup = { marketplace: string; products: number; chats: number; isOverLimit: boolean };

export type IntegrationSummary = {
  groups: MarketplaceGroup[];
  chatTotal: number;
  isChatOverLimit: boolean;
  limits: { perMarketplace: number; chat: number };
};

/** The user's integrations grouped by marketplace, with the limits that apply now (domain downgrade rules). */
export function summarizeIntegrations(user: User, now: Date): IntegrationSummary {
  const limits = activeLimits(user, now);
  const over = new Set(overLimitGroups(user, now).map((g) => g.group));
  const byMarketplace = new Map<string, MarketplaceGroup>();
  let chatTotal = 0;
  for (const integration of user.marketplaces) {
    const group = byMarketplace.get(integration.marketplace) ?? {
      marketplace: integration.marketplace,
      products: 0,
      chats: 0,
      isOverLimit: over.has(integration.marketplace),
    };
    if (integration.appCategory === 'chat') {
      group.chats++;
      chatTotal++;
    } else {
      group.products++;
    }
    byMarketplace.set(integration.marketplace, group);
  }
  return { groups: [...byMarketplace.values()], chatTotal, isChatOverLimit: over.has('chat'), limits };
}
