import type { StockLogEntry } from '@booster/contracts';
import { cappedPageMeta, countCapFor, type Marketplace, type StockChangeReason } from '@booster/domain';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { cappedCount, type Db, escapeLike } from '../../platform/db/index.ts';
import { encodeCursor, type SortKey, sortValueText, whereAfterCursor } from '../../platform/db/keyset.ts';
import type { UsersService } from '../accounts/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { masterProducts, masterSkus, stockLog } from './tables.ts';

export type StockLogQuery = {
  page: number;
  limit: number;
  search?: string;
  reason?: StockChangeReason;
  masterSkuId?: string;
  shopId?: string;
  from?: string;
  to?: string;
  cursor?: string;
  exactTotal?: boolean;
};

/** Newest first; the serial id breaks ties so page numbers and cursors walk the same order. */
const NEWEST: SortKey = { column: stockLog.createdAt, direction: 'desc', cast: 'timestamptz' };

export function stockLogWhere(accountId: string, q: StockLogQuery): SQL | undefined {
  const pattern = q.search ? `%${escapeLike(q.search)}%` : null;
  return and(
    eq(stockLog.accountId, accountId),
    pattern ? or(ilike(masterSkus.sku, pattern), ilike(masterProducts.name, pattern)) : undefined,
    q.reason ? eq(stockLog.reason, q.reason) : undefined,
    q.masterSkuId ? eq(stockLog.masterSkuId, q.masterSkuId) : undefined,
    q.shopId ? eq(stockLog.shopId, q.shopId) : undefined,
    q.from ? gte(stockLog.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(stockLog.createdAt, new Date(q.to)) : undefined,
  );
}

/** Every change of central stock, newest first, with its source shop and who made it. */
export function createStockLogService(deps: { db: Db; shops: ShopsModule; users: UsersService }) {
  const { db } = deps;

  /** A log entry's shop may be gone since (removed): the entry stays readable without its name. */
  async function shopsById(accountId: string, ids: string[]) {
    const found = new Map<string, { shopname: string; marketplace: Marketplace }>();
    for (const id of ids) {
      const shop = await deps.shops.service.owned(accountId, id).catch(() => null);
      if (shop) found.set(id, { shopname: shop.shopName, marketplace: shop.marketplace });
    }
    return found;
  }

  /** One page of entries newest first, after a cursor or at an offset. */
  const selectRows = (where: SQL | undefined, cursor: string | null | undefined, limit: number, offset = 0) =>
    db
      .select({
        entry: stockLog,
        sku: masterSkus.sku,
        productName: masterProducts.name,
        sortValue: sortValueText(NEWEST),
      })
      .from(stockLog)
      .innerJoin(masterSkus, eq(masterSkus.id, stockLog.masterSkuId))
      .innerJoin(masterProducts, eq(masterProducts.id, masterSkus.masterProductId))
      .where(whereAfterCursor(where, NEWEST, stockLog.id, cursor, 'bigint'))
      .orderBy(desc(stockLog.createdAt), desc(stockLog.id))
      .limit(limit)
      .offset(cursor ? 0 : offset);
  type Row = Awaited<ReturnType<typeof selectRows>>[number];

  /** The rows as the log shows them: with their shop and the member who made the change. */
  async function toEntries(accountId: string, rows: Row[]): Promise<StockLogEntry[]> {
    const distinct = (values: (string | null)[]) => [
      ...new Set(values.filter((v): v is string => v !== null)),
    ];
    const [shops, actors] = await Promise.all([
      shopsById(accountId, distinct(rows.map((r) => r.entry.shopId))),
      deps.users.summaries(distinct(rows.map((r) => r.entry.actorId))),
    ]);
    return rows.map(({ entry, sku, productName }) => {
      const shop = entry.shopId ? shops.get(entry.shopId) : undefined;
      return {
        _id: String(entry.id),
        masterSkuId: entry.masterSkuId,
        sku,
        productName,
        before: entry.before,
        after: entry.after,
        change: entry.change,
        reason: entry.reason,
        reference: entry.reference,
        shopname: shop?.shopname ?? null,
        marketplace: shop?.marketplace ?? null,
        actor: entry.actorId ? (actors.get(entry.actorId)?.name ?? null) : null,
        createdAt: entry.createdAt.toISOString(),
      };
    });
  }

  return {
    async list(ctx: RequestContext, query: StockLogQuery) {
      const where = stockLogWhere(ctx.accountId, query);
      // Counted through the filter's index as far as the page buttons need (exactTotal: all). Without a
      // search nothing is read from the joined tables, so the count walks stock_log's index alone.
      const cap = query.exactTotal ? null : countCapFor(query.page, query.limit);
      const matches = db
        .select({ one: sql`1`.as('one') })
        .from(stockLog)
        .innerJoin(masterSkus, eq(masterSkus.id, stockLog.masterSkuId))
        .innerJoin(masterProducts, eq(masterProducts.id, masterSkus.masterProductId))
        .where(where);
      const counted = query.search
        ? db
            .select({ total: count() })
            .from((cap === null ? matches : matches.limit(cap)).as('matches'))
            .then(([row]) => row.total)
        : cappedCount(db, stockLog, where, cap);
      const [found, total] = await Promise.all([
        selectRows(where, query.cursor, query.limit + 1, (query.page - 1) * query.limit),
        counted,
      ]);
      const rows = found.slice(0, query.limit);
      const last = rows.at(-1);
      const nextCursor =
        found.length > query.limit && last ? encodeCursor(last.sortValue, String(last.entry.id)) : null;
      const docs = await toEntries(ctx.accountId, rows);
      return { docs, ...cappedPageMeta(query.page, query.limit, total, cap), nextCursor };
    },

    /** Every entry of the filters, newest first, in keyset batches (the spreadsheet export). */
    async *walk(accountId: string, q: Omit<StockLogQuery, 'page' | 'limit' | 'cursor'>, batch = 1000) {
      const where = stockLogWhere(accountId, { ...q, page: 1, limit: batch });
      let cursor: string | null = null;
      for (;;) {
        const rows = await selectRows(where, cursor, batch);
        if (rows.length > 0) yield await toEntries(accountId, rows);
        const last = rows.at(-1);
        if (rows.length < batch || !last) return;
        cursor = encodeCursor(last.sortValue, String(last.entry.id));
      }
    },
  };
}

export type StockLogService = ReturnType<typeof createStockLogService>;
