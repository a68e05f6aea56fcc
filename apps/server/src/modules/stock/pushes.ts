import type { StockSetting } from '@booster/contracts';
import { pushQuantity } from '@booster/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/index.ts';
import { bindJob, type JobQueue } from '../../platform/jobs/index.ts';
import { pushShopStockJob, pushStockJob } from './jobs.ts';
import type { StockProducts } from './products-port.ts';
import { createPushDelivery } from './push-delivery.ts';
import { shopReceivesPushes } from './settings.ts';
import { skuLinks, stockPushes } from './tables.ts';

export type PushScope = {
  /** Only these linked variants (a new link). */
  only?: string[];
  /** Not this one (the listing whose order changed the stock already holds the new quantity). */
  except?: string;
};

export function createPushService(deps: { db: Db; jobs: JobQueue; products: StockProducts }) {
  const { db, products } = deps;
  const deliver = createPushDelivery(deps);

  const job = bindJob(pushShopStockJob, (payload, run) => deliver(payload.pushIds, run.final));
  const singleJob = bindJob(pushStockJob, (payload, run) => deliver([payload.pushId], run.final));

  /**
   * Records the quantity for each variant (the latest wins over a push not yet made) and queues a job
   * per shop, in the caller's transaction so a committed stock change never loses its pushes.
   */
  async function queue(
    ex: Executor,
    accountId: string,
    masterSkuId: string,
    variantIds: string[],
    quantity: number,
  ) {
    if (variantIds.length === 0) return 0;
    const now = new Date();
    const rows = await ex
      .insert(stockPushes)
      .values(
        variantIds.map((variantId) => ({ accountId, variantId, masterSkuId, quantity, updatedAt: now })),
      )
      .onConflictDoUpdate({
        target: stockPushes.variantId,
        set: {
          masterSkuId,
          quantity,
          status: 'pending',
          attempts: 0,
          error: null,
          updatedAt: now,
        },
      })
      .returning({ id: stockPushes.id, variantId: stockPushes.variantId });
    // One job per shop: its pushes go out in the platform's batch calls.
    const shopOf = new Map(
      (await products.variants.byIds(accountId, variantIds)).map((v) => [v.variantId, v.shopId]),
    );
    const perShop = new Map<string, string[]>();
    for (const row of rows) {
      const shopId = shopOf.get(row.variantId) ?? row.variantId;
      const ids = perShop.get(shopId) ?? [];
      perShop.set(shopId, ids);
      ids.push(row.id);
    }
    await deps.jobs.enqueueMany(
      job,
      [...perShop.values()].map((pushIds) => ({ pushIds })),
      { tx: ex },
    );
    return rows.length;
  }

  /** Pushes a SKU's stock (less the buffer) to its linked variants in the shops the settings allow. */
  async function pushSku(
    ex: Executor,
    accountId: string,
    sku: { id: string; stock: number },
    setting: StockSetting,
    scope: PushScope = {},
  ) {
    const links = await ex
      .select({ variantId: skuLinks.variantId })
      .from(skuLinks)
      .where(and(eq(skuLinks.accountId, accountId), eq(skuLinks.masterSkuId, sku.id)));
    let variantIds = links
      .map((l) => l.variantId)
      .filter((id) => id !== scope.except && (!scope.only || scope.only.includes(id)));
    if (setting.shopIds !== null && variantIds.length > 0) {
      const variants = await products.variants.byIds(accountId, variantIds);
      variantIds = variants.filter((v) => shopReceivesPushes(setting, v.shopId)).map((v) => v.variantId);
    }
    return queue(ex, accountId, sku.id, variantIds, pushQuantity(sku.stock, setting.buffer));
  }

  return {
    job,
    singleJob,
    queue,
    pushSku,

    /** Sends a push again now, with a fresh set of attempts. */
    async requeue(id: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(stockPushes)
          .set({ status: 'pending', attempts: 0, error: null, updatedAt: new Date() })
          .where(eq(stockPushes.id, id));
        await deps.jobs.enqueue(job, { pushIds: [id] }, { tx });
      });
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
