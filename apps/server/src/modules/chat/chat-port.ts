import { type ChatRules, MARKETPLACE_CAPABILITIES, type Marketplace } from '@booster/domain';
import type { ChatPort, MarketplaceAdapter } from '@booster/marketplaces';
import { AppError } from '../../platform/errors/index.ts';

/** The adapter's chat side; 400 for a platform without a chat API. */
export function requireChatPort(adapter: MarketplaceAdapter, marketplace: Marketplace): ChatPort {
  if (!adapter.chat) throw new AppError('UNSUPPORTED_MARKETPLACE', { details: { marketplace } });
  return adapter.chat;
}

/** What the platform's chat API accepts (text length, image size and types). */
export function chatRulesOf(marketplace: Marketplace): ChatRules {
  const rules = MARKETPLACE_CAPABILITIES[marketplace].chat;
  if (!rules) throw new AppError('UNSUPPORTED_MARKETPLACE', { details: { marketplace } });
  return rules;
}

/** The most characters (code points) one text message may hold on the platform. */
export const chatTextLimit = (marketplace: Marketplace) => chatRulesOf(marketplace).maxTextLength;
