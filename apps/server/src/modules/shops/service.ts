import type { DetailPackage, Shop, ShopTab } from '@booster/contracts';
import type { Integration, Marketplace } from '@booster/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import type { ShopRow } from './credentials.ts';
import { announceShopsChanged, type ShopsDeps, type ShopTokens } from './deps.ts';
import type { ImportService } from './imports.ts';
import {
  findByExternal,
  findOwnedShop,
  integrationsOf,
  listShops,
  type ShopFilter,
  tabCounts,
  toShop,
  usageOf,
} from './queries.ts';
import { shops } from './tables.ts';

export function createShopsService(deps: ShopsDeps, tokens: ShopTokens, imports: ImportService) {
  const { db } = deps;

  async function ownedOf(ctx: RequestContext, id: string, marketplace?: Marketplace) {
    const shop = await findOwnedShop(db, ctx.accountId, id);
    if (marketplace && shop.marketplace !== marketplace) throw notFound();
    return shop;
  }

  return {
    /** Product imports (imports.ts): a listener per stored page, start, state, the job. */
    onImportedPage: imports.onImportedPage,
    startImport: imports.start,
    importStatus: imports.status,
    importList: imports.list,
    runImport: imports.run,

    /** The connected product (app) integration of a platform shop, for routing its webhooks. */
    findAppShop: (marketplace: Marketplace, externalShopId: string) =>
      findByExternal(db, marketplace, externalShopId, 'app'),

    /** A connected product (app) integration by id, for jobs that sync it; null once disconnected or removed. */
    async connectedAppShop(id: string): Promise<ShopRow | null> {
      const [row] = await db
        .select()
        .from(shops)
        .where(and(eq(shops.id, id), eq(shops.appCategory, 'app'), eq(shops.status, 'connect')))
        .limit(1);
      return row ?? null;
    },

    /** The chat integration of a platform shop, for routing its chat pushes. */
    findChatShop: (marketplace: Marketplace, externalShopId: string) =>
      findByExternal(db, marketplace, externalShopId, 'chat'),

    /** A chat integration by id, whatever its state (the chat module's conversations point at it). */
    async chatShop(id: string): Promise<ShopRow | null> {
      const [row] = await db
        .select()
        .from(shops)
        .where(and(eq(shops.id, id), eq(shops.appCategory, 'chat')))
        .limit(1);
      return row ?? null;
    },

    /** A shop of this account by id (404 otherwise), for modules acting on a seller's shop. */
    owned: (accountId: string, id: string) => findOwnedShop(db, accountId, id),

    list: (ctx: RequestContext, query: ShopFilter & { page: number; limit: number }) =>
      listShops(db, ctx.accountId, query),

    tab: (ctx: RequestContext, filter: ShopFilter): Promise<ShopTab> => tabCounts(db, ctx.accountId, filter),

    async rename(ctx: RequestContext, input: { id: string; shopname: string }): Promise<Shop> {
      await findOwnedShop(db, ctx.accountId, input.id);
      const [row] = await db
        .update(shops)
        .set({ shopName: input.shopname, updatedAt: new Date() })
        .where(and(eq(shops.id, input.id), eq(shops.accountId, ctx.accountId)))
        .returning();
      await announceShopsChanged(deps, ctx.accountId);
      return toShop(row);
    },

    /** Deletes the integration (its import progress and Tokopedia chat requests go with it). */
    async remove(ctx: RequestContext, id: string, marketplace?: Marketplace) {
      await ownedOf(ctx, id, marketplace);
      await db.delete(shops).where(and(eq(shops.id, id), eq(shops.accountId, ctx.accountId)));
      await announceShopsChanged(deps, ctx.accountId);
    },

    /** The product total the platform reports, kept on the shop. */
    async countProduct(ctx: RequestContext, id: string) {
      const shop = await ownedOf(ctx, id);
      const page = await tokens.callShop(shop, (adapter, credentials) =>
        adapter.listProducts(credentials, { cursor: null, pageSize: 1 }),
      );
      const total = page.total ?? page.items.length;
      await db
        .update(shops)
        .set({ productCount: total, updatedAt: new Date() })
        .where(and(eq(shops.id, shop.id), eq(shops.accountId, ctx.accountId)));
      return { count: total };
    },

    /** Usage per marketplace and chat (spec section 3, detail-package). */
    async detailPackage(ctx: RequestContext): Promise<DetailPackage> {
      const usage = await usageOf(db, ctx.accountId);
      const of = (m: Marketplace) => ({ usage: usage.product[m] });
      return {
        integrationMarketplace: {
          marketplace: {
            shopee: of('shopee'),
            lazada: of('lazada'),
            bukalapak: of('bukalapak'),
            tiktok: of('tiktok'),
            tokopedia: of('tokopedia'),
          },
          chat: { usage: usage.chat },
        },
      };
    },

    /** `user.marketplaces` of the accounts module. */
    integrations: (accountId: string): Promise<Integration[]> => integrationsOf(db, accountId),

    /** Shops whose token refresh is due within the lookahead: id and due time. */
    async dueForRefresh(lookaheadSeconds: number) {
      return db
        .select({ id: shops.id, refreshDueAt: shops.refreshDueAt })
        .from(shops)
        .where(
          and(
            eq(shops.status, 'connect'),
            sql`${shops.refreshDueAt} <= now() + make_interval(secs => ${lookaheadSeconds})`,
          ),
        );
    },
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
