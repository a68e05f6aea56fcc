import type { CostPriceEntry, CostPriceInput, CostPriceRow } from '@booster/contracts';
import { jakartaIsoDate, pageMeta } from '@booster/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { containsText, type Db, excluded } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { masterSkuNames } from '../stock/joins.ts';
import { costPrices } from './tables.ts';

type ListQuery = { page: number; limit: number; search?: string; missing?: 'true' | 'false' };

/** Cost prices per master SKU with their history; master SKUs are read through the stock module's join. */
export function createCostPrices(db: Db) {
  async function assertOwned(accountId: string, masterSkuIds: readonly string[]) {
    const unique = [...new Set(masterSkuIds)];
    const [{ n }] = await db
      .select({ n: count() })
      .from(masterSkuNames)
      .where(and(eq(masterSkuNames.accountId, accountId), inArray(masterSkuNames.id, unique)));
    if (n !== unique.length) throw notFound();
  }

  return {
    async list(ctx: RequestContext, query: ListQuery, today = jakartaIsoDate(new Date())) {
      // The entry in force today and the next one set for a later day, per master SKU. Correlated
      // subqueries name the outer subquery: drizzle leaves its columns unqualified inside sql``.
      const current = sql<
        string | null
      >`(select c.effective_from::text from cost_prices c where c.master_sku_id = master_sku_names.id and c.effective_from <= ${today} order by c.effective_from desc limit 1)`;
      const currentCost = sql<
        number | null
      >`(select c.cost from cost_prices c where c.master_sku_id = master_sku_names.id and c.effective_from <= ${today} order by c.effective_from desc limit 1)`;
      const next = sql<
        string | null
      >`(select c.effective_from::text || ':' || c.cost from cost_prices c where c.master_sku_id = master_sku_names.id and c.effective_from > ${today} order by c.effective_from limit 1)`;
      const entries = sql<number>`(select count(*)::int from cost_prices c where c.master_sku_id = master_sku_names.id)`;
      const parts: (SQL | undefined)[] = [eq(masterSkuNames.accountId, ctx.accountId)];
      if (query.search)
        parts.push(
          containsText(query.search, masterSkuNames.sku, masterSkuNames.name, masterSkuNames.productName),
        );
      if (query.missing === 'true') parts.push(sql`${currentCost} is null`);
      const where = and(...parts);
      const [{ total }] = await db.select({ total: count() }).from(masterSkuNames).where(where);
      const rows = await db
        .select({
          masterSkuId: masterSkuNames.id,
          masterProductId: masterSkuNames.masterProductId,
          productName: masterSkuNames.productName,
          sku: masterSkuNames.sku,
          name: masterSkuNames.name,
          effectiveFrom: current,
          cost: currentCost,
          next,
          entries,
        })
        .from(masterSkuNames)
        .where(where)
        .orderBy(
          asc(masterSkuNames.productName),
          asc(masterSkuNames.masterProductId),
          asc(masterSkuNames.position),
        )
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const docs: CostPriceRow[] = rows.map((r) => {
        const [day, cost] = r.next ? r.next.split(':') : [];
        return {
          ...r,
          cost: r.cost === null ? null : Number(r.cost),
          next: r.next ? { effectiveFrom: day, cost: Number(cost) } : null,
        };
      });
      return { docs, ...pageMeta(query.page, query.limit, total) };
    },

    async history(ctx: RequestContext, masterSkuId: string): Promise<CostPriceEntry[]> {
      await assertOwned(ctx.accountId, [masterSkuId]);
      const rows = await db
        .select()
        .from(costPrices)
        .where(and(eq(costPrices.accountId, ctx.accountId), eq(costPrices.masterSkuId, masterSkuId)))
        .orderBy(desc(costPrices.effectiveFrom));
      return rows.map((r) => ({
        _id: r.id,
        cost: r.cost,
        effectiveFrom: r.effectiveFrom,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** All or nothing: an unknown master SKU (another account's) answers 404 and nothing is saved. */
    async set(ctx: RequestContext, items: readonly CostPriceInput[]) {
      await assertOwned(
        ctx.accountId,
        items.map((i) => i.masterSkuId),
      );
      // The last entry for one SKU and day wins, as if saved one after another.
      const unique = new Map(items.map((i) => [`${i.masterSkuId}|${i.effectiveFrom}`, i]));
      await db.transaction(async (tx) => {
        await tx
          .insert(costPrices)
          .values(
            [...unique.values()].map((i) => ({
              accountId: ctx.accountId,
              masterSkuId: i.masterSkuId,
              effectiveFrom: i.effectiveFrom,
              cost: i.cost,
              createdBy: ctx.userId,
            })),
          )
          .onConflictDoUpdate({
            target: [costPrices.masterSkuId, costPrices.effectiveFrom],
            set: { ...excluded(costPrices, 'cost', 'createdBy'), createdAt: sql`now()` },
          });
      });
      return { saved: unique.size };
    },

    async remove(ctx: RequestContext, id: string) {
      const removed = await db
        .delete(costPrices)
        .where(and(eq(costPrices.id, id), eq(costPrices.accountId, ctx.accountId)))
        .returning({ id: costPrices.id });
      if (removed.length === 0) throw notFound();
      return { removed: true };
    },

    /** Every cost entry of the named master SKUs (the report costs each order on its day). */
    async historiesOf(accountId: string, masterSkuIds: readonly string[]) {
      const histories = new Map<string, { effectiveFrom: string; cost: number }[]>();
      if (masterSkuIds.length === 0) return histories;
      const rows = await db
        .select({
          masterSkuId: costPrices.masterSkuId,
          effectiveFrom: costPrices.effectiveFrom,
          cost: costPrices.cost,
        })
        .from(costPrices)
        .where(and(eq(costPrices.accountId, accountId), inArray(costPrices.masterSkuId, [...masterSkuIds])));
      for (const r of rows) {
        histories.set(r.masterSkuId, [...(histories.get(r.masterSkuId) ?? []), r]);
      }
      return histories;
    },

    /** SKU codes and names of the named master SKUs. */
    async namesOf(accountId: string, masterSkuIds: readonly string[]) {
      if (masterSkuIds.length === 0) return new Map<string, { sku: string; name: string }>();
      const rows = await db
        .select({
          id: masterSkuNames.id,
          sku: masterSkuNames.sku,
          name: masterSkuNames.name,
          productName: masterSkuNames.productName,
        })
        .from(masterSkuNames)
        .where(and(eq(masterSkuNames.accountId, accountId), inArray(masterSkuNames.id, [...masterSkuIds])));
      return new Map(
        rows.map((r) => [
          r.id,
          { sku: r.sku, name: r.name ? `${r.productName} - ${r.name}` : r.productName },
        ]),
      );
    },
  };
}

export type CostPrices = ReturnType<typeof createCostPrices>;
