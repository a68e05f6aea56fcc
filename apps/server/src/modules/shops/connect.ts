import type { ConnectBody, Shop } from '@booster/contracts';
import { MARKETPLACES, type Marketplace } from '@booster/domain';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { type OAuthState, readState, signState } from '../../platform/crypto/oauth-state.ts';
import { withTransaction } from '../../platform/db/index.ts';
import { AppError, fieldError, notFound } from '../../platform/errors/index.ts';
import { sealGrant } from './credentials.ts';
import { adapterFailure, announceShopsChanged, callbackUrl, type ShopsDeps } from './deps.ts';
import { assertCanConnect } from './permission.ts';
import { findByExternal, findOwnedShop, lockAccount, toShop } from './queries.ts';
import { type ShopCategory, shops } from './tables.ts';

/** External id of a Tokopedia shop confirmed in live mode before the seller authorized it. */
export const PENDING_SHOP_PREFIX = 'pending:';

/** Runs after a shop is connected or reconnected (a product shop: the full import of issue 4). */
export type AfterConnect = (ctx: RequestContext, shop: Shop, category: ShopCategory) => Promise<unknown>;

export function createConnectService(deps: ShopsDeps, afterConnect: AfterConnect = async () => undefined) {
  const { db, gateway, users } = deps;

  function resolveRedirect(given: string | undefined, marketplace: string, category: ShopCategory) {
    if (!given) return callbackUrl(deps.appUrl, marketplace, category);
    if (!deps.allowedOrigins.includes(new URL(given).origin)) {
      throw fieldError('redirectUrl', 'validation.redirectUrlInvalid');
    }
    return given;
  }

  /** The state the callback handed back, when it is ours and for this seller and flow. */
  function checkState(ctx: RequestContext, marketplace: string, category: ShopCategory, token?: string) {
    if (!token) return null;
    const state = readState(deps.secret, token);
    if (
      !state ||
      state.accountId !== ctx.accountId ||
      state.marketplace !== marketplace ||
      state.category !== category
    ) {
      throw new AppError('INVALID_STATE');
    }
    return state;
  }

  async function exchange(marketplace: Marketplace, body: ConnectBody, redirectUrl: string) {
    const adapter = gateway.adapter(marketplace);
    try {
      const grant = await adapter.exchangeCode({
        code: body.code,
        shopId: body.shopid === undefined ? undefined : String(body.shopid),
        redirectUrl,
      });
      const shopName = grant.shopName ?? (await adapter.getShopInfo(grant)).shopName;
      return { grant, shopName };
    } catch (err) {
      deps.logger.warn({ err, marketplace }, 'marketplace code exchange failed');
      throw adapterFailure(err, marketplace, 'auth');
    }
  }

  const service = {
    /** The consent URL with a signed state (account, category, optional reconnect id). */
    async authorize(
      ctx: RequestContext,
      marketplace: Marketplace,
      category: ShopCategory,
      query: { redirectUrl?: string; reconnectId?: string },
    ) {
      if (query.reconnectId) {
        const shop = await findOwnedShop(db, ctx.accountId, query.reconnectId);
        if (shop.marketplace !== marketplace || shop.appCategory !== category) throw notFound();
      } else {
        await assertCanConnect(db, users, ctx.accountId, { marketplace, category }, true);
      }
      const redirectUrl = resolveRedirect(query.redirectUrl, marketplace, category);
      const state: OAuthState = {
        accountId: ctx.accountId,
        marketplace,
        category,
        reconnectId: query.reconnectId,
        redirectUrl,
      };
      const url = gateway.adapter(marketplace).authorizeUrl({
        redirectUrl,
        state: signState(deps.secret, state),
        category,
      });
      return { url };
    },

    /**
     * Connects the shop the seller approved: permission first (402), then the code exchange,
     * then 403 when another account holds the shop in this category.
     */
    async connect(
      ctx: RequestContext,
      marketplace: Marketplace,
      category: ShopCategory,
      body: ConnectBody,
    ): Promise<Shop> {
      const state = checkState(ctx, marketplace, category, body.state);
      if (state?.reconnectId) return service.reconnect(ctx, marketplace, category, state.reconnectId, body);
      await assertCanConnect(db, users, ctx.accountId, { marketplace, category }, true);
      const redirectUrl = state?.redirectUrl ?? callbackUrl(deps.appUrl, marketplace, category);
      const { grant, shopName } = await exchange(marketplace, body, redirectUrl);
      const row = await withTransaction(db, async (tx) => {
        await lockAccount(tx, ctx.accountId);
        const existing = await findByExternal(tx, marketplace, grant.shopId, category);
        if (existing && existing.accountId !== ctx.accountId) {
          throw new AppError('SHOP_TAKEN', { details: { marketplace, category } });
        }
        const now = new Date();
        if (existing) {
          const [updated] = await tx
            .update(shops)
            .set({ ...sealGrant(deps.cipher, marketplace, grant, now), authorizedAt: now, updatedAt: now })
            .where(eq(shops.id, existing.id))
            .returning();
          return updated;
        }
        await assertCanConnect(tx, users, ctx.accountId, { marketplace, category });
        const [inserted] = await tx
          .insert(shops)
          .values({
            accountId: ctx.accountId,
            marketplace,
            appCategory: category,
            externalShopId: grant.shopId,
            shopName,
            authorizedAt: now,
            ...sealGrant(deps.cipher, marketplace, grant, now),
          })
          .returning();
        return inserted;
      });
      await announceShopsChanged(deps, ctx.accountId);
      const connected = toShop(row);
      await afterConnect(ctx, connected, category);
      return connected;
    },

    /**
     * The one return address: the signed state names the marketplace, the category and, for a
     * re-authorization, the shop (TikTok Shop and Tokopedia ignore a `redirect_uri` in the link).
     */
    async connectByState(ctx: RequestContext, body: ConnectBody & { state: string }): Promise<Shop> {
      const state = readState(deps.secret, body.state);
      const marketplace = MARKETPLACES.find((m) => m === state?.marketplace);
      if (!state || !marketplace || state.accountId !== ctx.accountId) throw new AppError('INVALID_STATE');
      if (state.reconnectId) {
        return service.reconnect(ctx, marketplace, state.category, state.reconnectId, body);
      }
      return service.connect(ctx, marketplace, state.category, body);
    },

    /** Re-authorizes a shop of the seller (the reconnect id is the shop's `_id`); 406 for another shop. */
    async reconnect(
      ctx: RequestContext,
      marketplace: Marketplace,
      category: ShopCategory,
      reconnectId: string,
      body: ConnectBody,
    ): Promise<Shop> {
      const state = checkState(ctx, marketplace, category, body.state);
      if (state?.reconnectId && state.reconnectId !== reconnectId) throw new AppError('INVALID_STATE');
      const shop = await findOwnedShop(db, ctx.accountId, reconnectId);
      if (shop.marketplace !== marketplace || shop.appCategory !== category) throw notFound();
      const redirectUrl = state?.redirectUrl ?? callbackUrl(deps.appUrl, marketplace, category);
      const { grant, shopName } = await exchange(marketplace, body, redirectUrl);
      const pending = shop.externalShopId.startsWith(PENDING_SHOP_PREFIX);
      if (!pending && grant.shopId !== shop.externalShopId) {
        throw new AppError('SHOP_MISMATCH', { details: { marketplace, category } });
      }
      const row = await withTransaction(db, async (tx) => {
        if (pending) {
          const taken = await findByExternal(tx, marketplace, grant.shopId, category);
          if (taken && taken.id !== shop.id) {
            throw new AppError(marketplace === 'tokopedia' ? 'TOKOPEDIA_TAKEN' : 'SHOP_TAKEN', {
              details: { marketplace, category },
            });
          }
        }
        const now = new Date();
        const [updated] = await tx
          .update(shops)
          .set({
            ...sealGrant(deps.cipher, marketplace, grant, now),
            ...(pending ? { externalShopId: grant.shopId, shopName } : {}),
            authorizedAt: now,
            updatedAt: now,
          })
          .where(and(eq(shops.id, shop.id), eq(shops.accountId, ctx.accountId)))
          .returning();
        return updated;
      });
      await announceShopsChanged(deps, ctx.accountId);
      const reconnected = toShop(row);
      await afterConnect(ctx, reconnected, category);
      return reconnected;
    },
  };
  return service;
}

export type ConnectService = ReturnType<typeof createConnectService>;
