import { MARKETPLACE_CAPABILITIES, type Marketplace } from '@booster/domain';
import type { ChatPort, MarketplaceAdapter } from '@booster/marketplaces';
import { AppError } from '../../platform/errors/index.ts';

/** The adapter's chat side; null for a platform without chat (Bukalapak, TikTok Shop product accounts). */
export function chatPortOf(adapter: MarketplaceAdapter): ChatPort | null {
  return (adapter as MarketplaceAdapter & { chat?: ChatPort | null }).chat ?? null;
}

export function requireChatPort(adapter: MarketplaceAdapter, marketplace: Marketplace): ChatPort {
  const port = chatPortOf(adapter);
  if (!port) throw new AppError('UNSUPPORTED_MARKETPLACE', { details: { marketplace } });
  return port;
}

/** Used until a platform's limit is in MARKETPLACE_CAPABILITIES (TikTok Shop documents 2000 for TEXT). */
const FALLBACK_TEXT_LIMIT = 2000;

type ChatCapabilities = { chat?: { maxTextLength?: number; textMaxLength?: number } | null };

/** The most characters one text message may hold on the platform (chat limits). */
export function chatTextLimit(marketplace: Marketplace): number {
  const chat = (MARKETPLACE_CAPABILITIES[marketplace] as ChatCapabilities).chat;
  return chat?.maxTextLength ?? chat?.textMaxLength ?? FALLBACK_TEXT_LIMIT;
}
