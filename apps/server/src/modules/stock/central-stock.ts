import { applyStockChange, type StockChangeReason } from '@booster/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import { masterSkus, stockLog } from './tables.ts';

export type StockChangeSource = {
  reason: StockChangeReason;
  /** Order number or the seller's note. */
  reference?: string | null;
  shopId?: string | null;
  actorId?: string | null;
};

export type StockChangeResult = { masterSkuId: string; before: number; after: number; oversold: number };

/**
 * Every change of a central stock goes through here, inside the caller's transaction: the SKU row is
 * locked first, so two orders for the last unit at the same moment are applied one after the other
 * (0 left, 1 oversold, two log rows) instead of both reading the same quantity.
 */
async function change(
  tx: Executor,
  accountId: string,
  masterSkuId: string,
  source: StockChangeSource,
  next: (sku: { stock: number; oversold: number }) => { stock: number; oversold: number; change: number },
): Promise<StockChangeResult | null> {
  const [sku] = await tx
    .select({ stock: masterSkus.stock, oversold: masterSkus.oversold })
    .from(masterSkus)
    .where(and(eq(masterSkus.id, masterSkuId), eq(masterSkus.accountId, accountId)))
    // NO KEY UPDATE, not UPDATE: a transaction that already inserted a row referencing this SKU
    // (an order effect) holds KEY SHARE on it, and two such orders would deadlock on FOR UPDATE.
    .for('no key update');
  if (!sku) return null;
  const after = next(sku);
  await tx
    .update(masterSkus)
    .set({ stock: after.stock, oversold: after.oversold, updatedAt: new Date() })
    .where(eq(masterSkus.id, masterSkuId));
  // An order the stock could not cover is logged too: 0 before and after, its units as the change.
  if (after.stock !== sku.stock || after.oversold !== sku.oversold) {
    await tx.insert(stockLog).values({
      accountId,
      masterSkuId,
      before: sku.stock,
      after: after.stock,
      change: after.change,
      reason: source.reason,
      reference: source.reference ?? null,
      shopId: source.shopId ?? null,
      actorId: source.actorId ?? null,
    });
  }
  return { masterSkuId, before: sku.stock, after: after.stock, oversold: after.oversold };
}

/** Units sold: the stock stops at 0 and what it could not cover is counted as oversold. */
export function takeUnits(
  tx: Executor,
  accountId: string,
  masterSkuId: string,
  units: number,
  source: StockChangeSource,
) {
  return change(tx, accountId, masterSkuId, source, (sku) => {
    const { after, oversoldBy } = applyStockChange(sku.stock, -units);
    return { stock: after, oversold: sku.oversold + oversoldBy, change: -units };
  });
}

/** Units given back (cancellation, return): they first cover units sold without stock. */
export function returnUnits(
  tx: Executor,
  accountId: string,
  masterSkuId: string,
  units: number,
  source: StockChangeSource,
) {
  return change(tx, accountId, masterSkuId, source, (sku) => {
    const covered = Math.min(sku.oversold, units);
    return {
      stock: applyStockChange(sku.stock, units - covered).after,
      oversold: sku.oversold - covered,
      change: units,
    };
  });
}

/** The seller's count replaces the quantity and clears the oversold flag. */
export function setUnits(
  tx: Executor,
  accountId: string,
  masterSkuId: string,
  quantity: number,
  source: StockChangeSource,
) {
  return change(tx, accountId, masterSkuId, source, (sku) => ({
    stock: quantity,
    oversold: 0,
    change: quantity - sku.stock,
  }));
}
