import type { Marketplace } from '@booster/domain';

/**
 * The capability interface every marketplace adapter implements (ARCHITECTURE.md section 1).
 * The same adapter code talks to the real platform (MARKETPLACE_MODE=live) or to the sandbox.
 * Issue 3 adds the platform implementations; products, orders and chat build on these calls.
 */
export type ShopCredentials = { shopId: string; accessToken: string; refreshToken: string; expiresAt: Date };

export type TokenGrant = ShopCredentials & { refreshExpiresAt: Date | null };

export type ShopInfo = { shopId: string; shopName: string; region: string };

export type Page<T> = { items: T[]; nextCursor: string | null };

export type MarketplaceAdapter = {
  key: Marketplace;
  authorizeUrl(input: { redirectUrl: string; state: string }): string;
  exchangeCode(input: { code: string; shopId?: string }): Promise<TokenGrant>;
  refreshToken(credentials: ShopCredentials): Promise<TokenGrant>;
  getShopInfo(credentials: ShopCredentials): Promise<ShopInfo>;
};

export type AdapterErrorKind = 'expired_token' | 'rate_limited' | 'not_found' | 'invalid_input' | 'platform';

export class AdapterError extends Error {
  constructor(
    readonly kind: AdapterErrorKind,
    message: string,
    readonly platformCode?: string,
  ) {
    super(message);
    this.name = 'AdapterError';
  }
}
