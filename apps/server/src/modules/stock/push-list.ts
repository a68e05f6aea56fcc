import type { StockPush } from '@booster/contracts';
import { pageMeta } from '@booster/domain';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { toLinkedListing } from './linked-listings.ts';
import type { StockProducts } from './products-port.ts';
import type { PushService } from './pushes.ts';
import { reservedUnits } from './reserved-units.ts';
import { masterSkus, stockPushes } from './tables.ts';

type PushRow = { push: typeof stockPushes.$inferSelect; sku: string };

/** The seller's view of pushes: what is pending or failing, retry now, or stop retrying. */
export function createPushList(deps: { db: Db; products: StockProducts; pushes: PushService }) {
  const { db } = deps;

  const select = (where: SQL | undefined) =>
    db
      .select({ push: stockPushes, sku: masterSkus.sku })
      .from(stockPushes)
      .innerJoin(masterSkus, eq(masterSkus.id, stockPushes.masterSkuId))
      .where(where)
      .orderBy(desc(stockPushes.updatedAt), desc(stockPushes.id));

  async function toViews(ctx: RequestContext, rows: PushRow[]): Promise<StockPush[]> {
    const ids = rows.map((r) => r.push.variantId);
    const [variants, reserved] = await Promise.all([
      deps.products.variants.byIds(ctx.accountId, ids),
      reservedUnits(deps.db, ctx.accountId, ids),
    ]);
    const byId = new Map(variants.map((v) => [v.variantId, v]));
    return rows.flatMap(({ push, sku }) => {
      const variant = byId.get(push.variantId);
      if (!variant) return [];
      const listing = toLinkedListing(ctx.locale, variant, push, reserved.get(push.variantId) ?? 0);
      return [
        {
          _id: push.id,
          masterSkuId: push.masterSkuId,
          sku,
          listing,
          quantity: push.quantity,
          status: push.status,
          attempts: push.attempts,
          error: listing.pushError,
          updatedAt: push.updatedAt.toISOString(),
        },
      ];
    });
  }

  /** One push of the account (404 otherwise). */
  async function one(ctx: RequestContext, id: string): Promise<StockPush> {
    const rows = await select(and(eq(stockPushes.id, id), eq(stockPushes.accountId, ctx.accountId)));
    const [view] = await toViews(ctx, rows);
    if (!view) throw notFound();
    return view;
  }

  return {
    async list(ctx: RequestContext, query: { page: number; limit: number; status?: StockPush['status'] }) {
      const where = and(
        eq(stockPushes.accountId, ctx.accountId),
        query.status ? eq(stockPushes.status, query.status) : undefined,
      );
      const [{ total }] = await db.select({ total: count() }).from(stockPushes).where(where);
      const rows = await select(where)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { docs: await toViews(ctx, rows), ...pageMeta(query.page, query.limit, total) };
    },

    async retry(ctx: RequestContext, id: string): Promise<StockPush> {
      await one(ctx, id);
      await deps.pushes.requeue(id);
      return one(ctx, id);
    },

    /** Stops retrying: the listing keeps whatever stock it has until the next push. */
    async giveUp(ctx: RequestContext, id: string): Promise<StockPush> {
      await one(ctx, id);
      await db
        .update(stockPushes)
        .set({ status: 'given_up', updatedAt: new Date() })
        .where(and(eq(stockPushes.id, id), inArray(stockPushes.status, ['pending', 'failed'])));
      return one(ctx, id);
    },
  };
}
