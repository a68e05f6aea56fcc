import type { DetailPackage, ImportStatus, Shop, ShopTab } from '@booster/contracts';
import type { Integration, Marketplace } from '@booster/domain';
import type { MarketplaceProduct } from '@booster/marketplaces';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { withTransaction } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { t } from '../../platform/i18n/index.ts';
import type { JobDefinition } from '../../platform/jobs/index.ts';
import type { ShopRow } from './credentials.ts';
import { announceShopsChanged, type ShopsDeps, type ShopTokens } from './deps.ts';
import {
  findOwnedShop,
  integrationsOf,
  listShops,
  type ShopFilter,
  tabCounts,
  toShop,
  usageOf,
} from './queries.ts';
import { shopImports, shops } from './tables.ts';

const IMPORT_PAGE_SIZE = 50;

/**
 * Modules that keep what an import reads (products) subscribe here; called once per page. `last` is
 * set on the final page of a full import, so listings the import did not return since `startedAt` can
 * be retired.
 */
export type ImportPageListener = (
  shop: ShopRow,
  products: MarketplaceProduct[],
  page: { startedAt: Date; last: boolean },
) => Promise<void>;

export function createShopsService(
  deps: ShopsDeps,
  tokens: ShopTokens,
  jobs: { importProducts: JobDefinition },
) {
  const { db } = deps;
  const importListeners: ImportPageListener[] = [];

  async function importStatusOf(ctx: RequestContext, shop: ShopRow): Promise<ImportStatus> {
    const [row] = await db
      .select()
      .from(shopImports)
      .where(and(eq(shopImports.shopId, shop.id), eq(shopImports.accountId, ctx.accountId)))
      .limit(1);
    const status = row?.status ?? 'queued';
    const key = {
      queued: 'messages.importQueued',
      running: 'messages.importRunning',
      done: 'messages.importDone',
      failed: 'messages.importFailed',
    } as const;
    return {
      shopId: shop.id,
      status,
      imported: row?.imported ?? 0,
      total: row?.total ?? null,
      message: t(ctx.locale, key[status]),
    };
  }

  async function ownedOf(ctx: RequestContext, id: string, marketplace?: Marketplace) {
    const shop = await findOwnedShop(db, ctx.accountId, id);
    if (marketplace && shop.marketplace !== marketplace) throw notFound();
    return shop;
  }

  return {
    onImportedPage(listener: ImportPageListener) {
      importListeners.push(listener);
    },

    /** The connected product (app) integration of a platform shop, for routing its webhooks. */
    async findAppShop(marketplace: Marketplace, externalShopId: string): Promise<ShopRow | null> {
      const [row] = await db
        .select()
        .from(shops)
        .where(
          and(
            eq(shops.marketplace, marketplace),
            eq(shops.externalShopId, externalShopId),
            eq(shops.appCategory, 'app'),
          ),
        )
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

    /** Queues the import job (one per shop at a time) and records it as queued. */
    async startImport(ctx: RequestContext, marketplace: Marketplace, id: string): Promise<ImportStatus> {
      const shop = await ownedOf(ctx, id, marketplace);
      if (shop.status !== 'connect') {
        throw new AppError('SHOP_DISCONNECTED', {
          details: { shopId: shop.id, marketplace },
        });
      }
      await withTransaction(db, async (tx) => {
        await tx
          .insert(shopImports)
          .values({ shopId: shop.id, accountId: ctx.accountId, status: 'queued', imported: 0 })
          .onConflictDoUpdate({
            target: shopImports.shopId,
            set: {
              status: 'queued',
              imported: 0,
              total: null,
              error: null,
              finishedAt: null,
              updatedAt: new Date(),
            },
          });
        await deps.jobs.enqueue(jobs.importProducts, { shopId: shop.id }, { tx });
      });
      return importStatusOf(ctx, shop);
    },

    async importStatus(ctx: RequestContext, marketplace: Marketplace, id: string) {
      return importStatusOf(ctx, await ownedOf(ctx, id, marketplace));
    },

    /** Job: pages through the shop's products, recording progress (issue 4 stores the products). */
    async runImport(shopId: string, final: boolean) {
      const load = async () => (await db.select().from(shops).where(eq(shops.id, shopId)).limit(1))[0];
      let shop = await load();
      if (!shop) return;
      const progress = (set: Partial<typeof shopImports.$inferInsert>) =>
        db
          .update(shopImports)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(shopImports.shopId, shopId));
      const startedAt = new Date();
      await progress({ status: 'running', startedAt, imported: 0, error: null });
      let cursor: string | null = null;
      let imported = 0;
      let total: number | null = null;
      try {
        do {
          const current: ShopRow = shop;
          const page = await tokens.callShop(current, (adapter, credentials) =>
            adapter.listProducts(credentials, { cursor, pageSize: IMPORT_PAGE_SIZE }),
          );
          const pageInfo = { startedAt, last: !page.nextCursor };
          for (const listener of importListeners) await listener(current, page.items, pageInfo);
          imported += page.items.length;
          total = page.total ?? total;
          cursor = page.nextCursor;
          await progress({ imported, total });
          shop = (await load()) ?? current;
        } while (cursor);
        await progress({ status: 'done', total: total ?? imported, finishedAt: new Date() });
        await db
          .update(shops)
          .set({ productCount: total ?? imported, updatedAt: new Date() })
          .where(eq(shops.id, shopId));
      } catch (err) {
        // A platform that is down or limiting us is retried; a disconnected shop is not.
        const retryable = err instanceof AppError ? err.code === 'MARKETPLACE_UNAVAILABLE' : true;
        if (retryable && !final) throw err;
        await progress({
          status: 'failed',
          error: err instanceof Error ? err.message : String(err),
          finishedAt: new Date(),
        });
      }
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
