import {
  createAdapterRegistry,
  DEFAULT_RATE_LIMITS,
  type MarketplaceAdapter,
  type PartnerCredentials,
  SANDBOX_CREDENTIALS,
  type ShopCredentials,
} from '@booster/marketplaces';
import type { ShopPlatform } from '../core/types.ts';
import { approveConsent, type Harness, type Json } from '../testing/harness.ts';

/** The per-shop limiter is tested on its own (rate-limiter.test.ts); here it only would slow the suites. */
const FAST_RATE_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((platform) => [platform, { perSecond: 1000 }]),
);

/** The real adapters, pointed at an in-process sandbox, retrying fast and never throttled. */
export function sandboxAdapters(origin: string, credentials: PartnerCredentials = SANDBOX_CREDENTIALS) {
  return createAdapterRegistry({
    mode: 'sandbox',
    sandboxBaseUrl: origin,
    credentials,
    retry: { baseDelayMs: 10 },
    rateLimits: FAST_RATE_LIMITS,
  });
}

/** Connects the first seeded shop the way a seller does: consent page, code, tokens. */
export async function connectFirstShop(
  h: Harness,
  adapter: MarketplaceAdapter,
  platform: ShopPlatform,
  { state, category = 'app' }: { state: string; category?: 'app' | 'chat' },
): Promise<ShopCredentials> {
  const redirectUrl = `${h.origin}/callback/${platform}/${category}`;
  const [first] = await h.control<Json[]>('GET', `shops?platform=${platform}`);
  const location = await approveConsent(adapter.authorizeUrl({ redirectUrl, state, category }), first?.id);
  return adapter.exchangeCode({
    code: location.searchParams.get('code') ?? '',
    shopId: location.searchParams.get('shop_id') ?? undefined,
    redirectUrl,
  });
}
