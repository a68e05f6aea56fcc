import { AdapterError } from '@booster/marketplaces';
import { eq } from 'drizzle-orm';
import { openCredentials } from './credentials.ts';
import type { ShopsDeps, ShopTokens } from './deps.ts';
import { shops } from './tables.ts';

/** A job started this early is still on time. */
const TOLERANCE_MS = 60_000;

/**
 * Renews one shop's access token ahead of its expiry (run under the per-shop singleton key).
 * A platform that is down is retried; a refusal, an expired refresh token or the last failed
 * attempt turns the shop `disconnect` and the seller sees the reconnect prompt. A refused partner
 * configuration (wrong partner id or key) leaves the shop as it is.
 */
export function createTokenRefresher(deps: ShopsDeps, tokens: ShopTokens) {
  return async function refreshShop(shopId: string, final: boolean) {
    const [shop] = await deps.db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
    if (shop?.status !== 'connect' || !shop.refreshDueAt) return;
    const now = Date.now();
    if (shop.refreshDueAt.getTime() > now + TOLERANCE_MS) return;
    if (shop.refreshExpiresAt && shop.refreshExpiresAt.getTime() <= now) {
      await tokens.markDisconnected(shop, 'refresh token expired');
      return;
    }
    try {
      const grant = await deps.gateway
        .adapter(shop.marketplace)
        .refreshToken(openCredentials(deps.cipher, shop));
      await tokens.persistGrant(shop, grant);
    } catch (err) {
      if (err instanceof AdapterError && err.kind === 'configuration') {
        // The platform refuses Booster's partner setup, not the seller: keep the shop connected
        // (the next sweep tries again) and tell the operator.
        deps.logger.warn(
          { err, shopId, marketplace: shop.marketplace },
          'marketplace refused the partner configuration while refreshing a token',
        );
        return;
      }
      const retryable = !(err instanceof AdapterError) || err.retryable;
      if (retryable && !final) throw err;
      await tokens.markDisconnected(shop, err instanceof Error ? err.message : String(err));
    }
  };
}
