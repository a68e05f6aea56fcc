import { and, inArray, notInArray, sql } from 'drizzle-orm';
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

  /**
   * Settles the rows in one statement, each only if its quantity is still the one sent; answers the
   * ids settled.
   */
  async function settle(rows: { id: string; quantity: number; error: string | null }[]) {
    const values = sql.join(
      rows.map((r) => sql`(${r.id}::uuid, ${r.quantity}::int, ${r.error}::text)`),
      sql`, `,
    );
    const result = await db.execute<{ id: string }>(sql`
      update ${stockPushes} as p
      set status = case when v.error is null then 'done' else 'failed' end,
          attempts = p.attempts + 1, error = v.error, updated_at = now()
      from (values ${values}) as v(id, quantity, error)
      where p.id = v.id and p.quantity = v.quantity and p.status not in ('done', 'given_up')
      returning p.id`);
    return new Set(result.rows.map((r) => r.id));
  }

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
      const settled = await settle(
        pushes.map((push) => {
          const err = outcome.get(push.variantId) ?? null;
          if (err && isRetryable(err)) retryable ??= err;
          return { ...push, error: err ? recordFailure(err) : null };
        }),
      );
      const overtaken = pushes
        .filter((p) => !settled.has(p.id) && !outcome.get(p.variantId))
        .map((p) => p.id);
      pending = overtaken;
    }
    if (retryable && !final) throw retryable;
  };
}
