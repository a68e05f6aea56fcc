import type { ImportProgress, ImportStatus } from '@booster/contracts';
import { type Marketplace, marketplaceLabel } from '@booster/domain';
import type { MarketplaceProduct } from '@booster/marketplaces';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { withTransaction } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { isMessageKey, t } from '../../platform/i18n/index.ts';
import type { JobDefinition } from '../../platform/jobs/index.ts';
import { accountRoom } from '../../platform/realtime/rooms.ts';
import type { ShopRow } from './credentials.ts';
import type { ShopsDeps, ShopTokens } from './deps.ts';
import { findOwnedShop } from './queries.ts';
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

type ImportRow = typeof shopImports.$inferSelect;
type ShopRef = Pick<ShopRow, 'id' | 'accountId' | 'marketplace'>;

const STATE_KEYS = {
  queued: 'messages.importQueued',
  running: 'messages.importRunning',
  done: 'messages.importDone',
  failed: 'messages.importFailed',
} as const;

/** What a failure is called in the import's state: the error code the seller can act on. */
function errorCodeOf(err: unknown): string {
  return err instanceof AppError ? err.code : 'MARKETPLACE_UNAVAILABLE';
}

function toProgress(shop: ShopRef, row: ImportRow): ImportProgress {
  return {
    shopId: shop.id,
    marketplace: shop.marketplace,
    status: row.status,
    imported: row.imported,
    total: row.total,
    errorCode: row.status === 'failed' ? (row.error ?? 'MARKETPLACE_UNAVAILABLE') : null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An import that is queued and has not started: nothing imported, no total, no error yet. */
function queuedState(now: Date) {
  return {
    status: 'queued' as const,
    imported: 0,
    total: null,
    error: null,
    startedAt: null,
    finishedAt: null,
    updatedAt: now,
  };
}

/**
 * Full product imports of product shops: one job per shop at a time, its progress stored on
 * `shop_imports` (so a page opened mid-import shows it) and pushed to the account's room.
 */
export function createImportService(
  deps: ShopsDeps,
  tokens: ShopTokens,
  jobs: { importProducts: JobDefinition },
) {
  const { db } = deps;
  const listeners: ImportPageListener[] = [];

  function statusOf(ctx: RequestContext, shop: ShopRef & { shopName: string }, row: ImportRow | undefined) {
    const progress = row
      ? toProgress(shop, row)
      : toProgress(shop, { shopId: shop.id, accountId: shop.accountId, ...queuedState(new Date()) });
    let message = t(ctx.locale, STATE_KEYS[progress.status]);
    const reasonKey = `errors.${progress.errorCode}`;
    if (progress.errorCode && isMessageKey(reasonKey)) {
      const reason = t(ctx.locale, reasonKey, {
        marketplace: marketplaceLabel(shop.marketplace, ctx.locale),
      });
      message = `${message}: ${reason}`;
    }
    return { ...progress, shopname: shop.shopName, message } satisfies ImportStatus;
  }

  async function publish(shop: ShopRef, row: ImportRow | undefined) {
    if (!row) return;
    await deps.realtime.publish(
      accountRoom(shop.accountId),
      'shops.import-progress.v1',
      toProgress(shop, row),
    );
  }

  async function ownedOf(ctx: RequestContext, id: string, marketplace?: Marketplace) {
    const shop = await findOwnedShop(db, ctx.accountId, id);
    if (marketplace && shop.marketplace !== marketplace) throw notFound();
    return shop;
  }

  async function rowOf(shopId: string) {
    const [row] = await db.select().from(shopImports).where(eq(shopImports.shopId, shopId)).limit(1);
    return row;
  }

  /** Records the import as queued and queues its job (one per shop at a time), then tells the account. */
  async function queue(shop: ShopRow) {
    if (shop.status !== 'connect') {
      throw new AppError('SHOP_DISCONNECTED', {
        details: { shopId: shop.id, marketplace: shop.marketplace },
      });
    }
    const row = await withTransaction(db, async (tx) => {
      const now = new Date();
      const [saved] = await tx
        .insert(shopImports)
        .values({ shopId: shop.id, accountId: shop.accountId, status: 'queued', imported: 0, updatedAt: now })
        .onConflictDoUpdate({
          target: shopImports.shopId,
          set: queuedState(now),
        })
        .returning();
      await deps.jobs.enqueue(jobs.importProducts, { shopId: shop.id }, { tx });
      return saved;
    });
    await publish(shop, row);
    return row;
  }

  return {
    onImportedPage(listener: ImportPageListener) {
      listeners.push(listener);
    },

    /** A product shop just connected (by the seller or an admin's confirmation): import it at once. */
    async importNewShop(accountId: string, shopId: string) {
      const shop = await findOwnedShop(db, accountId, shopId);
      if (shop.appCategory !== 'app') return;
      await queue(shop);
    },

    /** "Sinkronkan": a full import of one of the seller's shops. */
    async start(ctx: RequestContext, marketplace: Marketplace, id: string): Promise<ImportStatus> {
      const shop = await ownedOf(ctx, id, marketplace);
      return statusOf(ctx, shop, await queue(shop));
    },

    async status(ctx: RequestContext, marketplace: Marketplace, id: string): Promise<ImportStatus> {
      const shop = await ownedOf(ctx, id, marketplace);
      return statusOf(ctx, shop, await rowOf(shop.id));
    },

    /** Every import the account's product shops have had (one row per shop), newest change first. */
    async list(ctx: RequestContext, marketplace?: Marketplace): Promise<ImportStatus[]> {
      const parts = [eq(shopImports.accountId, ctx.accountId), eq(shops.appCategory, 'app')];
      if (marketplace) parts.push(eq(shops.marketplace, marketplace));
      const rows = await db
        .select({ row: shopImports, shop: shops })
        .from(shopImports)
        .innerJoin(shops, and(eq(shops.id, shopImports.shopId), eq(shops.accountId, shopImports.accountId)))
        .where(and(...parts));
      return rows
        .map(({ row, shop }) => statusOf(ctx, shop, row))
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },

    /** Job: pages through the shop's products, storing each page and recording progress. */
    async run(shopId: string, final: boolean) {
      const load = async () => (await db.select().from(shops).where(eq(shops.id, shopId)).limit(1))[0];
      let shop = await load();
      if (!shop) return;
      const ref: ShopRef = shop;
      const progress = async (set: Partial<typeof shopImports.$inferInsert>) => {
        const [row] = await db
          .update(shopImports)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(shopImports.shopId, shopId))
          .returning();
        await publish(ref, row);
      };
      const startedAt = new Date();
      await progress({ status: 'running', startedAt, imported: 0, error: null, finishedAt: null });
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
          for (const listener of listeners) await listener(current, page.items, pageInfo);
          imported += page.items.length;
          total = page.total ?? total;
          cursor = page.nextCursor;
          await progress({ imported, total });
          shop = (await load()) ?? current;
        } while (cursor);
        await db
          .update(shops)
          .set({ productCount: total ?? imported, updatedAt: new Date() })
          .where(eq(shops.id, shopId));
        await progress({ status: 'done', total: total ?? imported, finishedAt: new Date() });
      } catch (err) {
        // A platform that is down or limiting us is retried; a disconnected shop is not.
        const retryable = err instanceof AppError ? err.code === 'MARKETPLACE_UNAVAILABLE' : true;
        if (retryable && !final) throw err;
        deps.logger.warn({ err, shopId }, 'product import failed');
        await progress({ status: 'failed', error: errorCodeOf(err), finishedAt: new Date() });
      }
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
