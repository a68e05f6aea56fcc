import type { StockSetting } from '@booster/contracts';
import { pushQuantity } from '@booster/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/index.ts';
import { isRetryable } from '../../platform/failures/index.ts';
import { defineJob, type JobQueue } from '../../platform/jobs/index.ts';
import { pushStockJob } from './jobs.ts';
import type { StockProducts } from './products-port.ts';
import { recordFailure } from './push-failure.ts';
import { shopReceivesPushes } from './settings.ts';
import { skuLinks, stockPushes } from './tables.ts';

/** A push that read a quantity overtaken by a newer one pushes again, at most this many times. */
const CATCH_UP_ROUNDS = 3;

export type PushScope = {
  /** Only these linked variants (a new link). */
  only?: string[];
  /** Not this one (the listing whose order changed the stock already holds the new quantity). */
  except?: string;
};

export function createPushService(deps: { db: Db; jobs: JobQueue; products: StockProducts }) {
  const { db, products } = deps;

  const job = defineJob({
    ...pushStockJob,
    handle: (payload, run) => deliver(payload.pushId, run.attempt >= pushStockJob.retry.limit),
  });

  /**
   * Job: sends the row's latest quantity. A retryable failure is recorded and thrown so the queue
   * retries with backoff; after the last attempt the push stays failed until retried or given up.
   */
  async function deliver(pushId: string, final: boolean) {
    for (let round = 0; round < CATCH_UP_ROUNDS; round++) {
      const [push] = await db.select().from(stockPushes).where(eq(stockPushes.id, pushId)).limit(1);
      if (!push || push.status === 'done' || push.status === 'given_up') return;
      const unchanged = and(
        eq(stockPushes.id, pushId),
        eq(stockPushes.quantity, push.quantity),
        notInArray(stockPushes.status, ['done', 'given_up']),
      );
      try {
        await products.variants.pushStock(push.variantId, push.quantity);
      } catch (err) {
        await db
          .update(stockPushes)
          .set({
            status: 'failed',
            attempts: sql`${stockPushes.attempts} + 1`,
            error: recordFailure(err),
            updatedAt: new Date(),
          })
          .where(unchanged);
        if (isRetryable(err) && !final) throw err;
        return;
      }
      const [done] = await db
        .update(stockPushes)
        .set({
          status: 'done',
          attempts: sql`${stockPushes.attempts} + 1`,
          error: null,
          updatedAt: new Date(),
        })
        .where(unchanged)
        .returning({ id: stockPushes.id });
      if (done) return;
    }
  }

  /**
   * Records the quantity for each variant (the latest wins over a push not yet made) and queues a job
   * per push, in the caller's transaction so a committed stock change never loses its pushes.
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
      .returning({ id: stockPushes.id });
    for (const row of rows) await deps.jobs.enqueue(job, { pushId: row.id }, { tx: ex });
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
    queue,
    pushSku,

    /** Sends a push again now, with a fresh set of attempts. */
    async requeue(id: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(stockPushes)
          .set({ status: 'pending', attempts: 0, error: null, updatedAt: new Date() })
          .where(eq(stockPushes.id, id));
        await deps.jobs.enqueue(job, { pushId: id }, { tx });
      });
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
