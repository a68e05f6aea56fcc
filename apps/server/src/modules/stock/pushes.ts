import { randomUUID } from 'node:crypto';
import type { StockSetting } from '@booster/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterCommit, type Db, type Executor, excluded } from '../../platform/db/index.ts';
import { bindJob, type JobQueue } from '../../platform/jobs/index.ts';
import { pushShopStockJob, pushStockJob } from './jobs.ts';
import type { StockProducts } from './products-port.ts';
import { createPushDelivery } from './push-delivery.ts';
import { reservedUnits } from './reserved-units.ts';
import { quantityFor, rulesForSkus } from './rule-quantity.ts';
import { skuLinks, stockPushes } from './tables.ts';

export type PushScope = {
  /** Only these linked variants (a new link). */
  only?: string[];
  /**
   * Not this one (the listing whose order changed the stock already holds the new quantity), unless a
   * stock rule gives it a quantity of its own or a campaign holds units of it.
   */
  except?: string;
};

export type PushOptions = {
  /** Only the listings in this shop (a shop's rule changed). */
  shopId?: string;
  /**
   * Sends the pushes as soon as the caller's transaction commits (opened by withTransaction), in the
   * caller's own time; the job queued with them waits SAFETY_NET_SECONDS and is discarded once they are
   * sent, or sends what did not land (the process died, a platform refused for now). For a few pushes a
   * buyer is waiting on (an order's stock effect), never for a bulk change a request would wait on.
   */
  deliverAfterCommit?: boolean;
};

/** How long a job queued behind a delivery after commit waits before it looks at the pushes. */
const SAFETY_NET_SECONDS = 15;

/** A job carries at most this many pushes (a link of a thousand SKUs to five shops goes in parts). */
const PUSHES_PER_JOB = 500;

type PlannedPush = { variantId: string; masterSkuId: string; shopId: string; quantity: number };

export function createPushService(deps: { db: Db; jobs: JobQueue; products: StockProducts }) {
  const { db, products } = deps;
  const deliver = createPushDelivery(deps);

  const job = bindJob(pushShopStockJob, (payload, run) => deliver(payload.pushIds, run.final));
  const singleJob = bindJob(pushStockJob, (payload, run) => deliver([payload.pushId], run.final));

  /**
   * Records each variant's quantity (the latest wins over a push not yet made) and queues one job for
   * all of them (a large change in parts), in the caller's transaction so a committed stock change
   * never loses its pushes; the job sends each shop's pushes in the platform's batch calls, the shops
   * at once.
   */
  async function queue(ex: Executor, accountId: string, pushes: PlannedPush[], options: PushOptions = {}) {
    if (pushes.length === 0) return 0;
    const now = new Date();
    const rows = await ex
      .insert(stockPushes)
      .values(
        pushes.map((p) => ({
          accountId,
          variantId: p.variantId,
          masterSkuId: p.masterSkuId,
          quantity: p.quantity,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: stockPushes.variantId,
        set: {
          ...excluded(stockPushes, 'masterSkuId', 'quantity'),
          status: 'pending',
          attempts: 0,
          error: null,
          updatedAt: now,
        },
      })
      .returning({ id: stockPushes.id, variantId: stockPushes.variantId });
    // Grouped by shop, so a job split off a large change still fills each shop's batch calls.
    const shopOf = new Map(pushes.map((p) => [p.variantId, p.shopId]));
    const ids = rows
      .sort((a, b) => (shopOf.get(a.variantId) ?? '').localeCompare(shopOf.get(b.variantId) ?? ''))
      .map((r) => r.id);
    const jobs = [];
    for (let from = 0; from < ids.length; from += PUSHES_PER_JOB)
      jobs.push({ pushIds: ids.slice(from, from + PUSHES_PER_JOB) });
    const jobIds = jobs.map(() => randomUUID());
    const sentAfterCommit =
      options.deliverAfterCommit === true &&
      afterCommit(ex, async () => {
        try {
          await deliver(ids, false);
          await deps.jobs.discard(job, jobIds);
        } catch {
          // Recorded on the rows by the delivery itself; the job, left queued, sends them again.
        }
      });
    await deps.jobs.enqueueMany(
      job,
      jobs,
      sentAfterCommit ? { tx: ex, ids: jobIds, startAfterSeconds: SAFETY_NET_SECONDS } : { tx: ex },
    );
    return rows.length;
  }

  /**
   * Pushes SKUs' stocks to their linked variants in the shops the settings allow, each the quantity
   * its stock rule gives (SKU > shop > default; without one the stock less the settings' buffer), all
   * in one round of jobs: one per shop, however many SKUs.
   */
  async function pushSkus(
    ex: Executor,
    accountId: string,
    skus: readonly { id: string; stock: number; scope?: PushScope }[],
    setting: StockSetting,
    options: PushOptions = {},
  ) {
    if (skus.length === 0) return 0;
    const skuIds = skus.map((s) => s.id);
    const [links, rules] = await Promise.all([
      ex
        .select({ variantId: skuLinks.variantId, masterSkuId: skuLinks.masterSkuId })
        .from(skuLinks)
        .where(and(eq(skuLinks.accountId, accountId), inArray(skuLinks.masterSkuId, skuIds))),
      rulesForSkus(ex, accountId, skuIds),
    ]);
    const skuById = new Map(skus.map((s) => [s.id, s]));
    const wanted = links.filter((l) => {
      const only = skuById.get(l.masterSkuId)?.scope?.only;
      return !only || only.includes(l.variantId);
    });
    if (wanted.length === 0) return 0;
    const wantedIds = wanted.map((l) => l.variantId);
    const [variants, reserved] = await Promise.all([
      products.variants.byIds(accountId, wantedIds),
      reservedUnits(ex, accountId, wantedIds),
    ]);
    const variantById = new Map(variants.map((v) => [v.variantId, v]));
    const planned: PlannedPush[] = [];
    for (const link of wanted) {
      const variant = variantById.get(link.variantId);
      const sku = skuById.get(link.masterSkuId);
      if (!variant || !sku) continue;
      if (options.shopId && variant.shopId !== options.shopId) continue;
      const decided = quantityFor(setting, rules, sku, {
        shopId: variant.shopId,
        reserved: reserved.get(link.variantId) ?? 0,
      });
      if (decided.skipped) continue;
      // A listing in a campaign goes too: a reservation change may have pushed it the stock before this order.
      const plain = decided.level === null && decided.reason === 'share' && !reserved.has(link.variantId);
      if (plain && link.variantId === sku.scope?.except) continue;
      planned.push({
        variantId: link.variantId,
        masterSkuId: sku.id,
        shopId: variant.shopId,
        quantity: decided.quantity,
      });
    }
    return queue(ex, accountId, planned, options);
  }

  /** One SKU's pushes (see pushSkus). */
  const pushSku = (
    ex: Executor,
    accountId: string,
    sku: { id: string; stock: number },
    setting: StockSetting,
    scope: PushScope = {},
  ) => pushSkus(ex, accountId, [{ ...sku, scope }], setting);

  return {
    job,
    singleJob,
    pushSku,
    pushSkus,

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
