import type { AdapterContext } from '../core/context.ts';
import type { MarketplaceAdapter } from '../core/port.ts';
import { createTiktokAdapter } from '../tiktok/adapter.ts';
import type { TiktokConfig } from '../tiktok/client.ts';

/**
 * Tokopedia's own Open API closed on 30 Sep 2025; its shops are reached through the TikTok Shop API
 * (docs/decisions/004). Same protocol, Tokopedia's own app credentials and hosts, listings scoped to
 * the TOKOPEDIA listing platform. Tokopedia chat is connected through the admin request flow, not here.
 */
export function createTokopediaAdapter(config: TiktokConfig, context: AdapterContext): MarketplaceAdapter {
  return createTiktokAdapter(
    {
      ...config,
      key: 'tokopedia',
      listingPlatform: 'TOKOPEDIA',
    },
    context,
  );
}
