import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../platform/db/index.ts';
import { bindJob, type JobQueue } from '../../platform/jobs/index.ts';
import type { PushService } from './pushes.ts';
import { readSetting } from './settings.ts';
import { masterSkus, skuLinks } from './tables.ts';

/** SKUs pushed again per transaction (each queues its push jobs, `stock.push-to-shop.v1`). */
const SKUS_PER_ROUND = 500;

export const rulesRepushJob = {
  name: 'stock.rules-repush.v1',
  schema: z.object({
    accountId: z.string().uuid(),
    /** A SKU rule changed: that SKU; a shop rule: that shop's listings; neither: every linked SKU. */
    masterSkuId: z.string().uuid().optional(),
    shopId: z.string().uuid().optional(),
  }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
} as const;

type Target = z.input<typeof rulesRepushJob.schema>;

/**
 * After a stock rule changed, its SKUs are pushed again with the new quantities through the usual
 * push jobs. A default or shop rule may cover every SKU of the account, so this runs as a job in
 * rounds of 500 SKUs; pushing again is idempotent (the latest quantity wins), so a retry is harmless.
 */
export function createRulesRepush(deps: { db: Db; jobs: JobQueue; pushes: PushService }) {
  const { db } = deps;

  async function linkedSkuIds(target: Target, after: string | null) {
    if (target.masterSkuId) return after ? [] : [target.masterSkuId];
    const rows = await db
      .selectDistinct({ id: skuLinks.masterSkuId })
      .from(skuLinks)
      .where(
        and(eq(skuLinks.accountId, target.accountId), after ? gt(skuLinks.masterSkuId, after) : undefined),
      )
      .orderBy(asc(skuLinks.masterSkuId))
      .limit(SKUS_PER_ROUND);
    return rows.map((r) => r.id);
  }

  async function run(target: Target) {
    let after: string | null = null;
    for (;;) {
      const ids = await linkedSkuIds(target, after);
      if (ids.length === 0) return;
      await db.transaction(async (tx) => {
        const setting = await readSetting(tx, target.accountId);
        if (!setting.autoPush) return;
        // Shared locks: an order changing one of these stocks waits, so its push is the later one.
        const skus = await tx
          .select({ id: masterSkus.id, stock: masterSkus.stock })
          .from(masterSkus)
          .where(and(eq(masterSkus.accountId, target.accountId), inArray(masterSkus.id, ids)))
          .for('share');
        await deps.pushes.pushSkus(tx, target.accountId, skus, setting, { shopId: target.shopId });
      });
      if (ids.length < SKUS_PER_ROUND) return;
      after = ids[ids.length - 1];
    }
  }

  const job = bindJob(rulesRepushJob, (payload) => run(payload));

  return {
    job,
    /** Queues the push in the caller's transaction: it runs only if the rule change commits. */
    queue: (tx: Executor, target: Target) => deps.jobs.enqueue(job, target, { tx }),
  };
}

export type RulesRepush = ReturnType<typeof createRulesRepush>;
