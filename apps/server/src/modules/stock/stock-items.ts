import type { StockDetail, StockItem } from '@booster/contracts';
import { pageMeta } from '@booster/domain';
import { and, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { containsText, type Db } from '../../platform/db/index.ts';
import { encodeCursor, type SortKey, sortValueText, whereAfterCursor } from '../../platform/db/keyset.ts';
import { notFound } from '../../platform/errors/index.ts';
import { setUnits } from './central-stock.ts';
import { linkedListingsBySku } from './linked-listings.ts';
import type { MasterProductService } from './master-products.ts';
import type { StockProducts } from './products-port.ts';
import type { PushService } from './pushes.ts';
import { readSetting } from './settings.ts';
import { masterProducts, masterSkus } from './tables.ts';

export type StockFilter = 'all' | 'oversold' | 'out' | 'failed';
/** Newest change first; the id breaks ties so page numbers and cursors walk the same order. */
const NEWEST: SortKey = { column: masterSkus.updatedAt, direction: 'desc', cast: 'timestamptz' };

type Deps = { db: Db; products: StockProducts; masters: MasterProductService; pushes: PushService };

// Correlated subqueries name their tables: drizzle may leave the outer table's columns unqualified.
/** Units platform campaigns hold of the SKU's linked listings (never pushed below). */
const reservedUnits = sql<number>`(select coalesce(sum(r.reserved), 0)::int from campaign_reservations r join sku_links l on l.variant_id = r.variant_id where l.master_sku_id = master_skus.id and (r.ends_at is null or r.ends_at > now()))`;
const failedPushes = sql<number>`(select count(*)::int from stock_pushes p where p.master_sku_id = master_skus.id and p.status = 'failed')`;

export function stockItemsWhere(
  accountId: string,
  query: { search?: string; filter: StockFilter },
): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(masterSkus.accountId, accountId)];
  if (query.search)
    parts.push(containsText(query.search, masterSkus.sku, masterSkus.name, masterProducts.name));
  if (query.filter === 'oversold') parts.push(gt(masterSkus.oversold, 0));
  if (query.filter === 'out') parts.push(eq(masterSkus.stock, 0));
  // The few SKUs with a failed push, found through stock_pushes' (account, status) index.
  if (query.filter === 'failed')
    parts.push(
      inArray(
        masterSkus.id,
        sql`(select p.master_sku_id from stock_pushes p where p.account_id = ${accountId} and p.status = 'failed')`,
      ),
    );
  return and(...parts);
}

/** The central stock list and edit: one row per master SKU. */
export function createStockItemService(deps: Deps) {
  const { db } = deps;

  const select = () =>
    db
      .select({
        sku: masterSkus,
        productName: masterProducts.name,
        images: masterProducts.images,
        linkedCount: sql<number>`(select count(*)::int from sku_links l where l.master_sku_id = master_skus.id)`,
        failedPushes,
        reserved: reservedUnits,
        sortValue: sortValueText(NEWEST),
      })
      .from(masterSkus)
      .innerJoin(masterProducts, eq(masterProducts.id, masterSkus.masterProductId));

  type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];
  const toItem = (r: Row): StockItem => ({
    _id: r.sku.id,
    masterProductId: r.sku.masterProductId,
    productName: r.productName,
    image: r.images[0] ?? null,
    sku: r.sku.sku,
    name: r.sku.name,
    stock: r.sku.stock,
    reserved: r.reserved,
    oversold: r.sku.oversold,
    linkedCount: r.linkedCount,
    failedPushes: r.failedPushes,
    updatedAt: r.sku.updatedAt.toISOString(),
  });

  async function detail(ctx: RequestContext, id: string): Promise<StockDetail> {
    const [row] = await select().where(and(eq(masterSkus.id, id), eq(masterSkus.accountId, ctx.accountId)));
    if (!row) throw notFound();
    const links = await linkedListingsBySku(db, deps.products, ctx.accountId, ctx.locale, [id]);
    return { ...toItem(row), links: links.get(id) ?? [] };
  }

  return {
    detail,

    async list(
      ctx: RequestContext,
      query: { page: number; limit: number; search?: string; filter: StockFilter; cursor?: string },
    ) {
      const where = stockItemsWhere(ctx.accountId, query) as SQL;
      // Without a search nothing is read from master_products, so the count walks master_skus' index alone.
      const counted = query.search
        ? db
            .select({ total: count() })
            .from(masterSkus)
            .innerJoin(masterProducts, eq(masterProducts.id, masterSkus.masterProductId))
            .where(where)
        : db.select({ total: count() }).from(masterSkus).where(where);
      const [found, [{ total }]] = await Promise.all([
        select()
          .where(whereAfterCursor(where, NEWEST, masterSkus.id, query.cursor))
          .orderBy(desc(masterSkus.updatedAt), desc(masterSkus.id))
          .limit(query.limit + 1)
          .offset(query.cursor ? 0 : (query.page - 1) * query.limit),
        counted,
      ]);
      const rows = found.slice(0, query.limit);
      const last = rows.at(-1);
      return {
        docs: rows.map(toItem),
        ...pageMeta(query.page, query.limit, total),
        nextCursor: found.length > query.limit && last ? encodeCursor(last.sortValue, last.sku.id) : null,
      };
    },

    /** The seller's count: logged as a manual change and pushed like an order's change. */
    async edit(ctx: RequestContext, id: string, input: { stock: number; note?: string }) {
      await db.transaction(async (tx) => {
        const changed = await setUnits(tx, ctx.accountId, id, input.stock, {
          reason: 'manual',
          reference: input.note || null,
          actorId: ctx.userId,
        });
        if (!changed) throw notFound();
        const setting = await readSetting(tx, ctx.accountId);
        if (setting.autoPush)
          await deps.pushes.pushSku(tx, ctx.accountId, { id, stock: changed.after }, setting);
      });
      return detail(ctx, id);
    },

    /** Push now: every linked variant of these SKUs in the shops the settings allow. */
    async pushNow(ctx: RequestContext, skuIds: string[]) {
      return db.transaction(async (tx) => {
        const skus = await deps.masters.ownedSkus(tx, ctx.accountId, skuIds);
        const setting = await readSetting(tx, ctx.accountId);
        return { queued: await deps.pushes.pushSkus(tx, ctx.accountId, skus, setting) };
      });
    },
  };
}
