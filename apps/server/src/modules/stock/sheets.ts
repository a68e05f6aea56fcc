import type { Marketplace } from '@booster/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { encodeCursor, type SortKey, sortValueText, whereAfterCursor } from '../../platform/db/keyset.ts';
import type { ShopsModule } from '../shops/index.ts';
import { setUnits } from './central-stock.ts';
import type { PushService } from './pushes.ts';
import { readSetting } from './settings.ts';
import { type StockFilter, stockItemsWhere } from './stock-items.ts';
import type { StockLogQuery, StockLogService } from './stock-log.ts';
import { masterProducts, masterSkus } from './tables.ts';

const SKU_NEWEST: SortKey = { column: masterSkus.updatedAt, direction: 'desc', cast: 'timestamptz' };
const BATCH = 1000;

export type StockSheetRow = {
  id: string;
  sku: string;
  productName: string;
  name: string;
  price: number;
  stock: number;
  oversold: number;
  linkedCount: number;
  updatedAt: Date;
};

export type StockLogSheetRow = {
  createdAt: Date;
  sku: string;
  productName: string;
  before: number;
  after: number;
  change: number;
  reason: string;
  reference: string | null;
  shopname: string | null;
  marketplace: Marketplace | null;
  actor: string | null;
};

type Deps = { db: Db; shops: ShopsModule; pushes: PushService; log: StockLogService };

/**
 * What spreadsheets read and write of central stock: every row of the stock list's and the stock log's
 * filters in keyset batches (exports), SKUs by code and a set of counts applied at once (imports).
 */
export function createStockSheets(deps: Deps) {
  const { db } = deps;

  async function* walkStock(accountId: string, q: { search?: string; filter: StockFilter }) {
    const where = stockItemsWhere(accountId, q) as SQL;
    let cursor: string | null = null;
    for (;;) {
      const rows = await db
        .select({
          sku: masterSkus,
          productName: masterProducts.name,
          linkedCount: sql<number>`(select count(*)::int from sku_links l where l.master_sku_id = master_skus.id)`,
          sortValue: sortValueText(SKU_NEWEST),
        })
        .from(masterSkus)
        .innerJoin(masterProducts, eq(masterProducts.id, masterSkus.masterProductId))
        .where(whereAfterCursor(where, SKU_NEWEST, masterSkus.id, cursor))
        .orderBy(desc(masterSkus.updatedAt), desc(masterSkus.id))
        .limit(BATCH);
      if (rows.length > 0)
        yield rows.map(
          (r): StockSheetRow => ({
            id: r.sku.id,
            sku: r.sku.sku,
            productName: r.productName,
            name: r.sku.name,
            price: r.sku.price,
            stock: r.sku.stock,
            oversold: r.sku.oversold,
            linkedCount: r.linkedCount,
            updatedAt: r.sku.updatedAt,
          }),
        );
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) return;
      cursor = encodeCursor(last.sortValue, last.sku.id);
    }
  }

  /** The stock log's own entries (the list's query and names), as sheet rows. */
  async function* walkLog(accountId: string, q: Omit<StockLogQuery, 'page' | 'limit' | 'cursor'>) {
    for await (const entries of deps.log.walk(accountId, q, BATCH))
      yield entries.map(
        ({ _id, masterSkuId, createdAt, ...entry }): StockLogSheetRow => ({
          ...entry,
          createdAt: new Date(createdAt),
        }),
      );
  }

  return {
    walkStock,
    walkLog,

    /** This account's SKUs whose codes (any case) are given, keyed by the lower-case code. */
    async skusByCode(accountId: string, codes: string[]) {
      const lower = [...new Set(codes.map((c) => c.toLowerCase()))];
      const found = new Map<string, { id: string; sku: string; productName: string; stock: number }>();
      for (let i = 0; i < lower.length; i += BATCH) {
        const rows = await db
          .select({
            id: masterSkus.id,
            sku: masterSkus.sku,
            productName: masterProducts.name,
            stock: masterSkus.stock,
          })
          .from(masterSkus)
          .innerJoin(masterProducts, eq(masterProducts.id, masterSkus.masterProductId))
          .where(
            and(
              eq(masterSkus.accountId, accountId),
              inArray(sql`lower(${masterSkus.sku})`, lower.slice(i, i + BATCH)),
            ),
          );
        for (const row of rows) found.set(row.sku.toLowerCase(), row);
      }
      return found;
    },

    /**
     * The seller's counts from a confirmed import: every SKU set and logged ('import', the file's
     * name as reference) in one transaction, then pushed like a manual edit when automatic push is on.
     */
    async setMany(ctx: RequestContext, changes: { id: string; stock: number }[], reference: string) {
      return db.transaction(async (tx) => {
        const changed: { id: string; stock: number }[] = [];
        for (const c of changes) {
          const done = await setUnits(tx, ctx.accountId, c.id, c.stock, {
            reason: 'import',
            reference,
            actorId: ctx.userId,
          });
          if (done) changed.push({ id: c.id, stock: done.after });
        }
        const setting = await readSetting(tx, ctx.accountId);
        const queued = setting.autoPush ? await deps.pushes.pushSkus(tx, ctx.accountId, changed, setting) : 0;
        return { applied: changed.length, queued };
      });
    },
  };
}

export type StockSheets = ReturnType<typeof createStockSheets>;
