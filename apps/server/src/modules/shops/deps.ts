import { type Marketplace, marketplaceLabel } from '@booster/domain';
import {
  AdapterError,
  type MarketplaceAdapter,
  type ShopCredentials,
  type TokenGrant,
} from '@booster/marketplaces';
import { and, eq, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Cipher } from '../../platform/crypto/cipher.ts';
import type { Db, Executor } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { MarketplaceGateway } from '../../platform/marketplaces/gateway.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import { accountRoom } from '../../platform/realtime/rooms.ts';
import type { UsersService } from '../accounts/index.ts';
import { openCredentials, type ShopRow, sealGrant } from './credentials.ts';
import { shops } from './tables.ts';

export type ShopsDeps = {
  db: Db;
  cipher: Cipher;
  gateway: MarketplaceGateway;
  jobs: JobQueue;
  users: UsersService;
  realtime: RealtimePublisher;
  logger: Logger;
  appUrl: string;
  /** Origins a redirect URL may point to: the app's and the CORS origins. */
  allowedOrigins: readonly string[];
  /** Signs OAuth states. */
  secret: string;
  mode: 'sandbox' | 'live';
  sandboxUrl: string;
  /** HTTP to the sandbox (the adapters' fetch in tests). */
  fetch: typeof fetch;
};

/** Our callback page for a platform's redirect (spec section 7 notes). */
export function callbackUrl(appUrl: string, marketplace: string, category: 'app' | 'chat') {
  return `${appUrl}/callback/${marketplace}/${category}`;
}

/** A platform failure as the caller sees it. `auth`: while trading a code (a bad code is the seller's). */
export function adapterFailure(err: unknown, marketplace: Marketplace, phase: 'auth' | 'call'): AppError {
  if (err instanceof AppError) return err;
  const params = { marketplace: marketplaceLabel(marketplace) };
  if (err instanceof AdapterError) {
    const details = { marketplace, platformCode: err.platformCode ?? null };
    // Booster's partner setup refused: not the seller's doing, no reconnect prompt.
    if (err.retryable || err.kind === 'configuration')
      return new AppError('MARKETPLACE_UNAVAILABLE', { params, details, cause: err });
    if (phase === 'call' && (err.kind === 'expired_token' || err.kind === 'invalid_token')) {
      return new AppError('SHOP_DISCONNECTED', { details, cause: err });
    }
    return new AppError('MARKETPLACE_AUTH_FAILED', { params, details, cause: err });
  }
  return new AppError('MARKETPLACE_UNAVAILABLE', { params, details: { marketplace }, cause: err });
}

/**
 * The account's shops changed (connected, reconnected, renamed, disconnected, removed): every socket
 * of the account refetches the user and its shops, the sub-members' as well as the owner's.
 */
export async function announceShopsChanged(deps: Pick<ShopsDeps, 'realtime'>, accountId: string) {
  await deps.realtime.publish(accountRoom(accountId), 'account.user-updated.v1', { userId: accountId });
}

/** Token bookkeeping shared by calls, the refresh job and reconnects. */
export function createShopTokens(deps: ShopsDeps) {
  const { db, cipher, gateway } = deps;

  /**
   * Stores a refreshed grant on the shop and on its sibling rows that shared the same tokens
   * (a Tokopedia chat integration borrows its product shop's tokens).
   */
  async function persistGrant(shop: ShopRow, grant: TokenGrant, ex: Executor = db) {
    const sameTokens = shop.refreshTokenEnc ? eq(shops.refreshTokenEnc, shop.refreshTokenEnc) : undefined;
    await ex
      .update(shops)
      .set({ ...sealGrant(cipher, shop.marketplace, grant), updatedAt: new Date() })
      .where(
        and(
          eq(shops.accountId, shop.accountId),
          eq(shops.marketplace, shop.marketplace),
          eq(shops.externalShopId, shop.externalShopId),
          sameTokens ? or(eq(shops.id, shop.id), sameTokens) : eq(shops.id, shop.id),
        ),
      );
  }

  async function markDisconnected(shop: ShopRow, reason: string) {
    await db
      .update(shops)
      .set({
        status: 'disconnect',
        disconnectReason: reason.slice(0, 500),
        refreshDueAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(shops.id, shop.id), eq(shops.accountId, shop.accountId)));
    deps.logger.warn({ shopId: shop.id, marketplace: shop.marketplace, reason }, 'shop disconnected');
    await announceShopsChanged(deps, shop.accountId);
  }

  /**
   * One adapter call with the shop's credentials through `withFreshToken`: an expired access
   * token is refreshed once and the new grant persisted. A token the platform no longer accepts
   * turns the shop `disconnect` (409 'Toko Anda Perlu Diintegrasi Ulang!').
   */
  async function callShop<T>(
    shop: ShopRow,
    call: (adapter: MarketplaceAdapter, credentials: ShopCredentials) => Promise<T>,
  ): Promise<T> {
    const adapter = gateway.adapter(shop.marketplace);
    const credentials = openCredentials(cipher, shop);
    try {
      return await gateway.withFreshToken(
        adapter,
        credentials,
        (grant) => persistGrant(shop, grant),
        (fresh) => call(adapter, fresh),
      );
    } catch (err) {
      if (err instanceof AdapterError && (err.kind === 'expired_token' || err.kind === 'invalid_token')) {
        await markDisconnected(shop, err.message);
      }
      throw adapterFailure(err, shop.marketplace, 'call');
    }
  }

  return { persistGrant, markDisconnected, callShop };
}

export type ShopTokens = ReturnType<typeof createShopTokens>;
