import type { FacebookAccount, FacebookConnectBody } from '@booster/contracts';
import { canConnectFacebookAccount, canSaveFacebookPages } from '@booster/domain';
import { AdapterError, type FacebookPage, type FacebookToken } from '@booster/marketplaces';
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Cipher } from '../../platform/crypto/cipher.ts';
import { readState, signState } from '../../platform/crypto/oauth-state.ts';
import { accountRow, containsText, type Db, offsetPage, withTransaction } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { t } from '../../platform/i18n/index.ts';
import type { MarketplaceGateway } from '../../platform/marketplaces/gateway.ts';
import type { UsersService } from '../accounts/index.ts';
import { facebookAccounts, facebookPages } from './tables.ts';

export type FacebookDeps = {
  db: Db;
  cipher: Cipher;
  gateway: MarketplaceGateway;
  users: UsersService;
  logger: Logger;
  appUrl: string;
  secret: string;
};

type AccountRow = typeof facebookAccounts.$inferSelect;

/** Pages read from the Graph API when saving a selection (25 per page). */
const MAX_GRAPH_PAGES = 40;

/**
 * Facebook accounts and pages (spec sections 4, 7, 8): login dialog, long-lived user token,
 * page selection with page tokens, posting to the selected pages' feeds.
 */
export function createFacebookService(deps: FacebookDeps) {
  const { db, cipher, gateway, users } = deps;
  const fb = gateway.facebook;
  const redirectUrl = `${deps.appUrl}/facebook/callback/app`;

  function failure(err: unknown): AppError {
    if (err instanceof AppError) return err;
    if (err instanceof AdapterError && err.retryable) {
      return new AppError('MARKETPLACE_UNAVAILABLE', { params: { marketplace: 'Facebook' }, cause: err });
    }
    return new AppError('FACEBOOK_AUTH_FAILED', { cause: err });
  }

  /** The long-lived user token and the Facebook user behind a code or a token. */
  async function identify(ctx: RequestContext, body: FacebookConnectBody) {
    if (body.state) {
      const state = readState(deps.secret, body.state);
      if (!state || state.accountId !== ctx.accountId || state.marketplace !== 'facebook') {
        throw new AppError('INVALID_STATE');
      }
    }
    try {
      const short: FacebookToken = body.code
        ? await fb.exchangeCode({ code: body.code, redirectUrl })
        : { accessToken: body.accessToken ?? '', expiresAt: null };
      const token = await fb.exchangeLongLivedToken(short.accessToken);
      const me = await fb.getMe(token.accessToken);
      return { token, me };
    } catch (err) {
      deps.logger.warn({ err }, 'facebook authorization failed');
      throw failure(err);
    }
  }

  async function owned(ctx: RequestContext, id: string): Promise<AccountRow> {
    return accountRow(db, facebookAccounts, ctx.accountId, id);
  }

  async function ownerOf(accountId: string) {
    const owner = await users.findById(accountId);
    if (!owner) throw new AppError('UNAUTHENTICATED');
    return owner;
  }

  async function toAccount(row: AccountRow): Promise<FacebookAccount> {
    const [{ n }] = await db
      .select({ n: count() })
      .from(facebookPages)
      .where(eq(facebookPages.facebookAccountId, row.id));
    return {
      _id: row.id,
      accountId: row.facebookUserId,
      name: row.name,
      totalPage: n,
      status: row.status,
      authorizationTime: row.authorizedAt.toISOString(),
    };
  }

  /** A call with the account's user token; a token Facebook refuses turns the account `disconnect`. */
  async function withUserToken<T>(row: AccountRow, call: (token: string) => Promise<T>): Promise<T> {
    if (row.status !== 'connect')
      throw new AppError('SHOP_DISCONNECTED', { details: { facebookAccountId: row.id } });
    try {
      return await call(cipher.decrypt(row.accessTokenEnc));
    } catch (err) {
      if (err instanceof AdapterError && (err.kind === 'expired_token' || err.kind === 'invalid_token')) {
        await db
          .update(facebookAccounts)
          .set({ status: 'disconnect', updatedAt: new Date() })
          .where(eq(facebookAccounts.id, row.id));
        throw new AppError('SHOP_DISCONNECTED', { details: { facebookAccountId: row.id }, cause: err });
      }
      throw failure(err);
    }
  }

  async function takenBy(accountId: string): Promise<AppError> {
    const other = await users.findById(accountId);
    const email = other?.email ?? '';
    return new AppError('FACEBOOK_TAKEN', { params: { email }, details: { email } });
  }

  return {
    authorize(ctx: RequestContext, reconnectId?: string) {
      const state = signState(deps.secret, {
        accountId: ctx.accountId,
        marketplace: 'facebook',
        category: 'app',
        reconnectId,
        redirectUrl,
      });
      return { url: fb.loginUrl({ redirectUrl, state }) };
    },

    /** 403 FACEBOOK_TAKEN (with the other account's e-mail), 402 over the account limit. */
    async connect(ctx: RequestContext, body: FacebookConnectBody): Promise<FacebookAccount> {
      const { token, me } = await identify(ctx, body);
      const owner = await ownerOf(ctx.accountId);
      const row = await withTransaction(db, async (tx) => {
        const [existing] = await tx
          .select()
          .from(facebookAccounts)
          .where(eq(facebookAccounts.facebookUserId, me.id))
          .limit(1)
          .for('update');
        if (existing && existing.accountId !== ctx.accountId) throw await takenBy(existing.accountId);
        const now = new Date();
        const sealed = {
          name: me.name,
          accessTokenEnc: cipher.encrypt(token.accessToken),
          tokenExpiresAt: token.expiresAt,
          status: 'connect' as const,
          authorizedAt: now,
          updatedAt: now,
        };
        if (existing) {
          const [updated] = await tx
            .update(facebookAccounts)
            .set(sealed)
            .where(eq(facebookAccounts.id, existing.id))
            .returning();
          return updated;
        }
        const [{ n }] = await tx
          .select({ n: count() })
          .from(facebookAccounts)
          .where(eq(facebookAccounts.accountId, ctx.accountId));
        if (!canConnectFacebookAccount(owner, n, now)) {
          throw new AppError('FACEBOOK_LIMIT_REACHED', { details: { limit: 'accounts' } });
        }
        const [inserted] = await tx
          .insert(facebookAccounts)
          .values({ accountId: ctx.accountId, facebookUserId: me.id, ...sealed })
          .returning();
        return inserted;
      });
      return toAccount(row);
    },

    /** 403 'Akun tidak ditemukan' for an unknown id, 406 'Akun tidak sesuai!' for another Facebook user. */
    async reconnect(ctx: RequestContext, id: string, body: FacebookConnectBody): Promise<FacebookAccount> {
      const [row] = await db
        .select()
        .from(facebookAccounts)
        .where(and(eq(facebookAccounts.id, id), eq(facebookAccounts.accountId, ctx.accountId)))
        .limit(1);
      if (!row) throw new AppError('FACEBOOK_NOT_FOUND');
      const { token, me } = await identify(ctx, body);
      if (me.id !== row.facebookUserId) throw new AppError('FACEBOOK_MISMATCH');
      const now = new Date();
      const [updated] = await db
        .update(facebookAccounts)
        .set({
          name: me.name,
          accessTokenEnc: cipher.encrypt(token.accessToken),
          tokenExpiresAt: token.expiresAt,
          status: 'connect',
          authorizedAt: now,
          updatedAt: now,
        })
        .where(and(eq(facebookAccounts.id, id), eq(facebookAccounts.accountId, ctx.accountId)))
        .returning();
      return toAccount(updated);
    },

    /** Pages the user manages, one Graph page at a time, marked when already saved. */
    async graphPages(ctx: RequestContext, query: { accountId: string; nextOffset?: string; limit: number }) {
      const row = await owned(ctx, query.accountId);
      const page = await withUserToken(row, (token) =>
        fb.listPages(token, { cursor: query.nextOffset ?? null, pageSize: query.limit }),
      );
      const saved = new Set(
        (
          await db
            .select({ pageId: facebookPages.pageId })
            .from(facebookPages)
            .where(eq(facebookPages.facebookAccountId, row.id))
        ).map((p) => p.pageId),
      );
      return {
        data: page.items.map((p) => ({
          id: p.id,
          name: p.name,
          category: p.category || null,
          selected: saved.has(p.id),
        })),
        nextOffset: page.nextCursor,
      };
    },

    async savedPageIds(ctx: RequestContext, accountId: string) {
      const row = await owned(ctx, accountId);
      const rows = await db
        .select({ pageId: facebookPages.pageId })
        .from(facebookPages)
        .where(and(eq(facebookPages.facebookAccountId, row.id), eq(facebookPages.accountId, ctx.accountId)));
      return { ids: rows.map((r) => r.pageId) };
    },

    /**
     * Saves the selection: adds `pages` (tokens read from the Graph API), removes `deletePagesId`.
     * 402 above the page allowance, 403 when another Booster account already posts to a page.
     */
    async savePages(
      ctx: RequestContext,
      input: { account: string; pages: string[]; deletePagesId: string[] },
    ) {
      const row = await owned(ctx, input.account);
      const wanted = new Set(input.pages.filter((id) => !input.deletePagesId.includes(id)));
      const found = new Map<string, FacebookPage>();
      if (wanted.size > 0) {
        await withUserToken(row, async (token) => {
          let cursor: string | null = null;
          for (let i = 0; i < MAX_GRAPH_PAGES; i++) {
            const page = await fb.listPages(token, { cursor, pageSize: 25 });
            for (const p of page.items) if (wanted.has(p.id)) found.set(p.id, p);
            cursor = page.nextCursor;
            if (!cursor || found.size === wanted.size) break;
          }
        });
        if (found.size !== wanted.size) throw notFound();
      }
      const owner = await ownerOf(ctx.accountId);
      await withTransaction(db, async (tx) => {
        if (found.size > 0) {
          const [other] = await tx
            .select({ accountId: facebookPages.accountId })
            .from(facebookPages)
            .where(
              and(
                inArray(facebookPages.pageId, [...found.keys()]),
                ne(facebookPages.accountId, ctx.accountId),
              ),
            )
            .limit(1);
          if (other) throw await takenBy(other.accountId);
        }
        if (input.deletePagesId.length > 0) {
          await tx
            .delete(facebookPages)
            .where(
              and(
                eq(facebookPages.facebookAccountId, row.id),
                inArray(facebookPages.pageId, input.deletePagesId),
              ),
            );
        }
        for (const p of found.values()) {
          await tx
            .insert(facebookPages)
            .values({
              facebookAccountId: row.id,
              accountId: ctx.accountId,
              pageId: p.id,
              name: p.name,
              category: p.category || null,
              accessTokenEnc: cipher.encrypt(p.accessToken),
            })
            .onConflictDoUpdate({
              target: [facebookPages.facebookAccountId, facebookPages.pageId],
              set: {
                name: p.name,
                category: p.category || null,
                accessTokenEnc: cipher.encrypt(p.accessToken),
              },
            });
        }
        const [{ n }] = await tx
          .select({ n: count() })
          .from(facebookPages)
          .where(eq(facebookPages.facebookAccountId, row.id));
        if (!canSaveFacebookPages(owner, n, new Date())) {
          throw new AppError('FACEBOOK_LIMIT_REACHED', {
            messageKey: 'errors.facebookPagesLimit',
            details: { limit: 'pages' },
          });
        }
      });
      const pages = await db
        .select({ _id: facebookPages.id, pageId: facebookPages.pageId, name: facebookPages.name })
        .from(facebookPages)
        .where(eq(facebookPages.facebookAccountId, row.id))
        .orderBy(facebookPages.name);
      return { message: t(ctx.locale, 'messages.facebookPagesSaved'), pages };
    },

    async pages(ctx: RequestContext) {
      return db
        .select({
          _id: facebookPages.id,
          pageId: facebookPages.pageId,
          name: facebookPages.name,
          accountId: facebookPages.facebookAccountId,
        })
        .from(facebookPages)
        .where(eq(facebookPages.accountId, ctx.accountId))
        .orderBy(facebookPages.name);
    },

    async accounts(ctx: RequestContext, query: { page: number; limit: number; search?: string }) {
      const parts: SQL[] = [eq(facebookAccounts.accountId, ctx.accountId)];
      if (query.search) parts.push(containsText(query.search, facebookAccounts.name));
      const where = and(...parts);
      const orderBy = [desc(facebookAccounts.createdAt), desc(facebookAccounts.id)];
      const { rows, meta } = await offsetPage(db, facebookAccounts, { ...query, where, orderBy });
      return { docs: await Promise.all(rows.map(toAccount)), ...meta };
    },

    async remove(ctx: RequestContext, id: string) {
      await owned(ctx, id);
      await db
        .delete(facebookAccounts)
        .where(and(eq(facebookAccounts.id, id), eq(facebookAccounts.accountId, ctx.accountId)));
      return { message: t(ctx.locale, 'messages.facebookDeleted') };
    },

    /** Posts to each selected page; one page failing does not stop the others. */
    async feed(ctx: RequestContext, input: { pageIds: string[]; message: string; link?: string }) {
      const ids = [...new Set(input.pageIds)];
      const rows = await db
        .select()
        .from(facebookPages)
        .where(and(eq(facebookPages.accountId, ctx.accountId), inArray(facebookPages.pageId, ids)));
      if (rows.length !== ids.length) throw notFound();
      const results = [];
      for (const page of rows) {
        try {
          const { postId } = await fb.publishPost({
            pageId: page.pageId,
            pageToken: cipher.decrypt(page.accessTokenEnc),
            message: input.message,
            link: input.link,
          });
          results.push({ pageId: page.pageId, name: page.name, postId, error: null });
        } catch (err) {
          deps.logger.warn({ err, pageId: page.pageId }, 'facebook post failed');
          results.push({ pageId: page.pageId, name: page.name, postId: null, error: failure(err).message });
        }
      }
      return { results };
    },
  };
}

export type FacebookService = ReturnType<typeof createFacebookService>;
