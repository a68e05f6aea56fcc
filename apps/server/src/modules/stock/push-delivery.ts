import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { isRetryable } from '../../platform/failures/index.ts';
import type { StockProducts } from './products-port.ts';
import { recordFailure } from './push-failure.ts';
import { stockPushes } from './tables.ts';

/** A push that read a quantity overtaken by a newer one pushes again, at most this many times. */
const CATCH_UP_ROUNDS = 3;

/**
 * Sends the rows' latest quantities, batched per shop by the products module. Each row is settled on
 * its own (done, or failed with its reason) only if its quantity is still the one sent; a row a newer
 * quantity overtook goes again. A retryable failure is thrown after recording, so the queue retries
 * the job with backoff: rows already done are skipped then. After the last attempt they stay failed.
 */
export function createPushDelivery(deps: { db: Db; products: StockProducts }) {
  const { db } = deps;

  return async function deliver(pushIds: readonly string[], final: boolean) {
    let pending = [...pushIds];
    let retryable: unknown = null;
    for (let round = 0; round < CATCH_UP_ROUNDS && pending.length > 0; round++) {
      const pushes = await db
        .select({ id: stockPushes.id, variantId: stockPushes.variantId, quantity: stockPushes.quantity })
        .from(stockPushes)
        .where(and(inArray(stockPushes.id, pending), notInArray(stockPushes.status, ['done', 'given_up'])));
      if (pushes.length === 0) break;
      const outcome = await deps.products.variants.pushStocks(
        pushes.map((p) => ({ variantId: p.variantId, quantity: p.quantity })),
      );
      const overtaken: string[] = [];
      await db.transaction(async (tx) => {
        for (const push of pushes) {
          const err = outcome.get(push.variantId) ?? null;
          if (err && isRetryable(err)) retryable ??= err;
          const [settled] = await tx
            .update(stockPushes)
            .set({
              status: err ? 'failed' : 'done',
              attempts: sql`${stockPushes.attempts} + 1`,
              error: err ? recordFailure(err) : null,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(stockPushes.id, push.id),
                eq(stockPushes.quantity, push.quantity),
                notInArray(stockPushes.status, ['done', 'given_up']),
              ),
            )
            .returning({ id: stockPushes.id });
          if (!settled && !err) overtaken.push(push.id);
        }
      });
      pending = overtaken;
    }
    if (retryable && !final) throw retryable;
  };
}
