import type { TokopediaConnectBody, TokopediaRequest } from '@booster/contracts';
import { chatLimitOf } from '@booster/domain';
import type { TokenGrant } from '@booster/marketplaces';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.ts';
import { signState } from '../../platform/crypto/oauth-state.ts';
import { columnsEqual, containsText, offsetPage, type Tx, withTransaction } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { t } from '../../platform/i18n/index.ts';
import { PENDING_SHOP_PREFIX } from './connect.ts';
import { sealGrant } from './credentials.ts';
import { adapterFailure, announceShopsChanged, callbackUrl, type ShopsDeps } from './deps.ts';
import { assertCanConnect } from './permission.ts';
import { findByExternal, findOwnedShop, lockAccount, toShop, usageOf } from './queries.ts';
import { approveConsent } from './sandbox-consent.ts';
import { type ShopCategory, shops, tokopediaRequests } from './tables.ts';

type RequestRow = typeof tokopediaRequests.$inferSelect;

/** The conditions picking an account's Tokopedia shops of one category. */
function tokopediaShopsOf(accountId: string, category: 'app' | 'chat'): SQL[] {
  return [
    eq(shops.accountId, accountId),
    eq(shops.marketplace, 'tokopedia'),
    eq(shops.appCategory, category),
  ];
}

/** `https://www.tokopedia.com/TokoKu/` → `tokopedia.com/tokoku`. */
export function normalizeShopDomain(link: string): string {
  return link
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function toRequest(row: RequestRow): TokopediaRequest {
  return {
    _id: row.id,
    shopname: row.shopName,
    shopdomain: row.shopDomain,
    appCategory: row.appCategory,
    status: row.status,
    shopId: row.shopId,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

const controlShopsSchema = z.array(
  z.object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string() }),
);

/**
 * Tokopedia's manual connection (spec sections 2, 4, 7): the seller asks with shop name and link,
 * an admin confirms, and the shop appears connected. In sandbox mode the confirmation binds the
 * request to a seeded Tokopedia shop (same name or link, else the first free one) by approving
 * its consent page; in live mode the shop appears `disconnect` and the seller finishes the TikTok
 * Shop authorization through reconnect.
 */
export function createTokopediaService(
  deps: ShopsDeps,
  afterConnect: (accountId: string, shopId: string) => Promise<unknown> = async () => undefined,
) {
  const { db, users } = deps;

  async function bindSandboxShop(request: RequestRow): Promise<{ grant: TokenGrant; shopName: string }> {
    const res = await deps.fetch(`${deps.sandboxUrl}/sandbox/_control/shops?platform=tokopedia`);
    if (!res.ok) throw new AppError('MARKETPLACE_UNAVAILABLE', { params: { marketplace: 'Tokopedia' } });
    const seeded = controlShopsSchema.parse(await res.json());
    const takenRows = await db
      .select({ id: shops.externalShopId })
      .from(shops)
      .where(and(eq(shops.marketplace, 'tokopedia'), eq(shops.appCategory, 'app')));
    const taken = new Set(takenRows.map((r) => r.id));
    const free = seeded.filter((s) => !taken.has(s.id));
    const slug = squash(request.shopDomain.split('/').pop() ?? '');
    const wanted = squash(request.shopName);
    const pick = free.find((s) => squash(s.name) === wanted || squash(s.name) === slug) ?? free[0];
    if (!pick) throw new AppError('TOKOPEDIA_ACCESS');
    const adapter = deps.gateway.adapter('tokopedia');
    const redirectUrl = callbackUrl(deps.appUrl, 'tokopedia', 'app');
    const state = signState(deps.secret, {
      accountId: request.accountId,
      marketplace: 'tokopedia',
      category: 'app',
      redirectUrl,
    });
    try {
      const back = await approveConsent(
        deps.fetch,
        adapter.authorizeUrl({ redirectUrl, state, category: 'app' }),
        (options) =>
          options.find((o) => o.value === pick.id) ?? options.find((o) => o.label.includes(pick.name)),
      );
      const code = back.searchParams.get('code');
      if (!code) throw new AppError('TOKOPEDIA_ACCESS');
      const grant = await adapter.exchangeCode({
        code,
        shopId: back.searchParams.get('shop_id') ?? pick.id,
        redirectUrl,
      });
      return { grant, shopName: grant.shopName ?? pick.name };
    } catch (err) {
      deps.logger.warn({ err, requestId: request.id }, 'tokopedia sandbox binding failed');
      throw adapterFailure(err, 'tokopedia', 'auth');
    }
  }

  async function lockRequest(tx: Tx, id: string, category: ShopCategory) {
    const [row] = await tx
      .select()
      .from(tokopediaRequests)
      .where(and(eq(tokopediaRequests.id, id), eq(tokopediaRequests.appCategory, category)))
      .limit(1)
      .for('update');
    if (!row) throw notFound();
    if (row.status !== 'processing') throw new AppError('REQUEST_ALREADY_CONFIRMED');
    return row;
  }

  /** Stores the shop a request asked for and marks the request confirmed by `admin` (in `tx`). */
  async function fulfil(
    tx: Tx,
    requestId: string,
    admin: RequestContext,
    values: typeof shops.$inferInsert,
    now: Date,
  ) {
    const [inserted] = await tx.insert(shops).values(values).returning();
    await tx
      .update(tokopediaRequests)
      .set({ status: 'connect', shopId: inserted.id, confirmedAt: now, confirmedBy: admin.userId })
      .where(eq(tokopediaRequests.id, requestId));
    return inserted;
  }

  async function notify(accountId: string) {
    await announceShopsChanged(deps, accountId);
  }

  return {
    /** A product request 'being processed'; 402 over the limit, 403 when the shop is another account's. */
    async requestConnect(ctx: RequestContext, body: TokopediaConnectBody) {
      const domain = normalizeShopDomain(body.shopdomain);
      const row = await withTransaction(db, async (tx) => {
        await lockAccount(tx, ctx.accountId);
        const same = await tx
          .select()
          .from(tokopediaRequests)
          .where(and(eq(tokopediaRequests.shopDomain, domain), eq(tokopediaRequests.appCategory, 'app')));
        if (same.some((r) => r.accountId !== ctx.accountId)) {
          throw new AppError('TOKOPEDIA_TAKEN', { details: { marketplace: 'tokopedia', category: 'app' } });
        }
        const mine = same.find((r) => r.status === 'processing');
        if (mine) return mine;
        await assertCanConnect(tx, users, ctx.accountId, { marketplace: 'tokopedia', category: 'app' });
        const [inserted] = await tx
          .insert(tokopediaRequests)
          .values({
            accountId: ctx.accountId,
            appCategory: 'app',
            shopName: body.shopname,
            shopDomain: domain,
          })
          .returning();
        return inserted;
      });
      return { message: t(ctx.locale, 'messages.tokopediaRequested'), request: toRequest(row) };
    },

    async myRequests(ctx: RequestContext) {
      const rows = await db
        .select()
        .from(tokopediaRequests)
        .where(eq(tokopediaRequests.accountId, ctx.accountId))
        .orderBy(desc(tokopediaRequests.createdAt));
      return rows.map(toRequest);
    },

    /** Connected Tokopedia shops with their chat state, and the chat counter against the limit. */
    async chatShops(ctx: RequestContext, search?: string) {
      const parts = tokopediaShopsOf(ctx.accountId, 'app');
      if (search) parts.push(containsText(search, shops.shopName));
      const appShops = await db
        .select()
        .from(shops)
        .where(and(...parts))
        .orderBy(shops.shopName);
      const chats = await db
        .select({ externalShopId: shops.externalShopId })
        .from(shops)
        .where(and(...tokopediaShopsOf(ctx.accountId, 'chat')));
      const pending = await db
        .select({ sourceShopId: tokopediaRequests.sourceShopId })
        .from(tokopediaRequests)
        .where(
          columnsEqual(tokopediaRequests, {
            accountId: ctx.accountId,
            appCategory: 'chat',
            status: 'processing',
          }),
        );
      const connected = new Set(chats.map((c) => c.externalShopId));
      const processing = new Set(pending.map((p) => p.sourceShopId));
      const owner = await users.findById(ctx.accountId);
      const usage = await usageOf(db, ctx.accountId);
      return {
        docs: appShops.map((s) => ({
          _id: s.id,
          shopid: s.externalShopId,
          shopname: s.shopName,
          chat: connected.has(s.externalShopId)
            ? ('connect' as const)
            : processing.has(s.id)
              ? ('processing' as const)
              : ('none' as const),
        })),
        usage: usage.chat,
        limit: owner ? chatLimitOf(owner, new Date()) : 0,
      };
    },

    /** Asks chat for a connected Tokopedia shop: 402 'limit account tokopedia is reached', 403 when taken. */
    async requestChat(ctx: RequestContext, shopId: string) {
      const row = await withTransaction(db, async (tx) => {
        await lockAccount(tx, ctx.accountId);
        const shop = await findOwnedShop(tx, ctx.accountId, shopId);
        if (shop.marketplace !== 'tokopedia' || shop.appCategory !== 'app') throw notFound();
        const chat = await findByExternal(tx, 'tokopedia', shop.externalShopId, 'chat');
        if (chat && chat.accountId !== ctx.accountId) {
          throw new AppError('CHAT_TAKEN', { details: { marketplace: 'tokopedia', category: 'chat' } });
        }
        const [open] = await tx
          .select()
          .from(tokopediaRequests)
          .where(and(eq(tokopediaRequests.sourceShopId, shop.id), eq(tokopediaRequests.appCategory, 'chat')))
          .orderBy(desc(tokopediaRequests.createdAt))
          .limit(1);
        if (open && (open.status === 'processing' || chat)) return open;
        await assertCanConnect(tx, users, ctx.accountId, {
          marketplace: 'tokopedia',
          category: 'chat',
          messageKey: 'errors.tokopediaChatLimit',
        });
        const [app] = await tx
          .select({ domain: tokopediaRequests.shopDomain })
          .from(tokopediaRequests)
          .where(eq(tokopediaRequests.shopId, shop.id))
          .limit(1);
        const [inserted] = await tx
          .insert(tokopediaRequests)
          .values({
            accountId: ctx.accountId,
            appCategory: 'chat',
            shopName: shop.shopName,
            shopDomain: app?.domain ?? `tokopedia.com/${shop.externalShopId}`,
            sourceShopId: shop.id,
          })
          .returning();
        return inserted;
      });
      return { message: t(ctx.locale, 'messages.tokopediaRequested'), request: toRequest(row) };
    },

    /** Admin list, newest first, with the seller's e-mail. */
    async adminList(query: {
      page: number;
      limit: number;
      search?: string;
      status?: 'processing' | 'connect';
      appCategory?: ShopCategory;
    }) {
      const parts: SQL[] = [];
      if (query.status) parts.push(eq(tokopediaRequests.status, query.status));
      if (query.appCategory) parts.push(eq(tokopediaRequests.appCategory, query.appCategory));
      if (query.search)
        parts.push(containsText(query.search, tokopediaRequests.shopName, tokopediaRequests.shopDomain));
      const where = parts.length ? and(...parts) : undefined;
      const orderBy = [desc(tokopediaRequests.createdAt), desc(tokopediaRequests.id)];
      const { rows, meta } = await offsetPage(db, tokopediaRequests, { ...query, where, orderBy });
      const sellers = await users.summaries([...new Set(rows.map((r) => r.accountId))]);
      return {
        docs: rows.map((r) => ({
          ...toRequest(r),
          account: {
            _id: r.accountId,
            email: sellers.get(r.accountId)?.email ?? '',
            name: sellers.get(r.accountId)?.name ?? '',
          },
        })),
        ...meta,
      };
    },

    /** Admin: the product request becomes a connected Tokopedia shop of the seller. */
    async confirmApp(admin: RequestContext, id: string) {
      const [preview] = await db
        .select()
        .from(tokopediaRequests)
        .where(and(eq(tokopediaRequests.id, id), eq(tokopediaRequests.appCategory, 'app')))
        .limit(1);
      if (!preview) throw notFound();
      if (preview.status !== 'processing') throw new AppError('REQUEST_ALREADY_CONFIRMED');
      const bound = deps.mode === 'sandbox' ? await bindSandboxShop(preview) : null;
      const shop = await withTransaction(db, async (tx) => {
        await lockAccount(tx, preview.accountId);
        const request = await lockRequest(tx, id, 'app');
        // The request counts in the usage already: check the limit without it.
        await assertCanConnect(tx, users, request.accountId, {
          marketplace: 'tokopedia',
          category: 'app',
          minus: 1,
        });
        const now = new Date();
        let values: typeof shops.$inferInsert;
        if (bound) {
          const taken = await findByExternal(tx, 'tokopedia', bound.grant.shopId, 'app');
          if (taken)
            throw new AppError('TOKOPEDIA_TAKEN', { details: { marketplace: 'tokopedia', category: 'app' } });
          values = {
            accountId: request.accountId,
            marketplace: 'tokopedia',
            appCategory: 'app',
            externalShopId: bound.grant.shopId,
            shopName: request.shopName,
            authorizedAt: now,
            ...sealGrant(deps.cipher, 'tokopedia', bound.grant, now),
          };
        } else {
          values = {
            accountId: request.accountId,
            marketplace: 'tokopedia',
            appCategory: 'app',
            externalShopId: `${PENDING_SHOP_PREFIX}${request.id}`,
            shopName: request.shopName,
            status: 'disconnect',
            disconnectReason: 'awaiting seller authorization',
          };
        }
        return fulfil(tx, request.id, admin, values, now);
      });
      await notify(shop.accountId);
      // Like a shop the seller connects: its products are imported at once (a live-mode shop waiting
      // for the seller's authorization is imported when the seller reconnects it).
      if (shop.status === 'connect') await afterConnect(shop.accountId, shop.id);
      return { message: t(admin.locale, 'messages.shopConnected'), shop: toShop(shop) };
    },

    /** Admin: the chat request becomes the chat integration of its Tokopedia shop. */
    async confirmChat(admin: RequestContext, id: string) {
      const shop = await withTransaction(db, async (tx) => {
        const [preview] = await tx
          .select()
          .from(tokopediaRequests)
          .where(eq(tokopediaRequests.id, id))
          .limit(1);
        if (preview?.appCategory !== 'chat') throw notFound();
        await lockAccount(tx, preview.accountId);
        const request = await lockRequest(tx, id, 'chat');
        if (!request.sourceShopId) throw notFound();
        const source = await findOwnedShop(tx, request.accountId, request.sourceShopId);
        const taken = await findByExternal(tx, 'tokopedia', source.externalShopId, 'chat');
        if (taken)
          throw new AppError('CHAT_TAKEN', { details: { marketplace: 'tokopedia', category: 'chat' } });
        await assertCanConnect(tx, users, request.accountId, {
          marketplace: 'tokopedia',
          category: 'chat',
          messageKey: 'errors.tokopediaChatLimit',
          minus: 1,
        });
        const now = new Date();
        const values = {
          accountId: request.accountId,
          marketplace: 'tokopedia',
          appCategory: 'chat',
          externalShopId: source.externalShopId,
          shopName: source.shopName,
          status: source.status,
          accessTokenEnc: source.accessTokenEnc,
          refreshTokenEnc: source.refreshTokenEnc,
          accessExpiresAt: source.accessExpiresAt,
          refreshExpiresAt: source.refreshExpiresAt,
          refreshDueAt: source.refreshDueAt,
          extra: source.extra,
          authorizedAt: now,
        } as const;
        return fulfil(tx, request.id, admin, values, now);
      });
      await notify(shop.accountId);
      return { message: t(admin.locale, 'messages.shopConnected'), shop: toShop(shop) };
    },
  };
}

export type TokopediaService = ReturnType<typeof createTokopediaService>;
