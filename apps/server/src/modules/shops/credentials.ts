import { refreshDueAt } from '@booster/domain';
import type { ShopCredentials, TokenGrant } from '@booster/marketplaces';
import type { Logger } from 'pino';
import type { Cipher } from '../../platform/crypto/cipher.ts';
import { AppError } from '../../platform/errors/index.ts';
import type { shops } from './tables.ts';

export type ShopRow = typeof shops.$inferSelect;

/** The owner columns of a row that belongs to a shop: the account, the shop and its marketplace. */
export const shopKeys = (shop: Pick<ShopRow, 'id' | 'accountId' | 'marketplace'>) => ({
  accountId: shop.accountId,
  shopId: shop.id,
  marketplace: shop.marketplace,
});

/** A shop whose token died waits for the seller to reconnect; retrying cannot help. */
export const isShopGone = (err: unknown) => err instanceof AppError && err.code === 'SHOP_DISCONNECTED';

/**
 * Runs `work` on a shop. When the shop turns out disconnected meanwhile, the work stops there: the
 * warning `what` is logged with `context` and the answer is false (a job has nothing left to retry).
 * Any other failure is thrown.
 */
export async function unlessShopGone(
  logger: Logger,
  context: Record<string, unknown>,
  what: string,
  work: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (err) {
    if (!isShopGone(err)) throw err;
    logger.warn({ err, ...context }, what);
    return false;
  }
}

/** The sealed columns and schedule of a fresh grant, ready for insert or update. */
export function sealGrant(
  cipher: Cipher,
  marketplace: ShopRow['marketplace'],
  grant: TokenGrant,
  now = new Date(),
) {
  return {
    accessTokenEnc: cipher.encrypt(grant.accessToken),
    refreshTokenEnc: cipher.encrypt(grant.refreshToken),
    accessExpiresAt: grant.accessExpiresAt,
    refreshExpiresAt: grant.refreshExpiresAt,
    refreshDueAt: refreshDueAt(marketplace, now, grant.accessExpiresAt),
    extra: grant.extra ?? {},
    status: 'connect' as const,
    disconnectReason: null,
  };
}

/** The shop's credentials in clear, for one adapter call. 409 when the shop has none usable. */
export function openCredentials(cipher: Cipher, shop: ShopRow): ShopCredentials {
  if (shop.status !== 'connect' || !shop.accessTokenEnc || !shop.refreshTokenEnc || !shop.accessExpiresAt) {
    throw new AppError('SHOP_DISCONNECTED', { details: { shopId: shop.id, marketplace: shop.marketplace } });
  }
  return {
    shopId: shop.externalShopId,
    accessToken: cipher.decrypt(shop.accessTokenEnc),
    refreshToken: cipher.decrypt(shop.refreshTokenEnc),
    accessExpiresAt: shop.accessExpiresAt,
    refreshExpiresAt: shop.refreshExpiresAt,
    extra: shop.extra,
  };
}
