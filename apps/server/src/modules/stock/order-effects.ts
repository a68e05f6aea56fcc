import type { StockSetting } from '@booster/contracts';
import { orderStockEffect } from '@booster/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { columnsEqual, type Executor } from '../../platform/db/index.ts';
import { returnUnits, type StockChangeResult, takeUnits } from './central-stock.ts';
import type { StockOrders } from './orders-port.ts';
import type { StockProducts } from './products-port.ts';
import type { PushService } from './pushes.ts';
import { readSetting } from './settings.ts';
import { skuLinks, stockOrderEffects } from './tables.ts';

type OrderEffectsDeps = {
  logger: Logger;
  orders: StockOrders;
  products: StockProducts;
  pushes: PushService;
};

type StoredOrder = NonNullable<Awaited<ReturnType<StockOrders['stored']['read']>>>;
type Line = StoredOrder['items'][number];
/** A line of the order with the listing variant it names and the master SKU that variant is linked to. */
type LinkedLine = { item: Line; variantId: string; masterSkuId: string | null };
type Change = { line: LinkedLine; changed: StockChangeResult };

const lineKey = (shopId: string, item: Line) =>
  `${shopId}|${item.productExternalId}|${item.variantExternalId ?? ''}`;

/**
 * Orders move central stock: a paid or ready order (or one whose cancellation is only requested)
 * takes its units once per (shop, order, line); a cancellation or return gives them back once, and
 * only after a take. It runs inside the transaction that stored the order (whatever brought it in:
 * webhook, reconciliation, polling), so the order, its stock change and the queued pushes commit
 * together: that transaction holds the order row, so two events of one order (paid, then cancelled)
 * are applied one after the other, each from the status it stored. `stock_order_effects` remembers
 * what each line has done, so however often an order is stored, each line takes and gives back once.
 */
export function createOrderEffects(deps: OrderEffectsDeps) {
  const { products } = deps;

  /** Takes the line's units unless this line has already taken (or given back) them. */
  async function take(tx: Executor, order: StoredOrder, item: Line, masterSkuId: string) {
    const [recorded] = await tx
      .insert(stockOrderEffects)
      .values({
        accountId: order.accountId,
        shopId: order.shopId,
        externalOrderId: order.externalId,
        externalItemId: item.externalItemId,
        masterSkuId,
        units: item.quantity,
        state: 'taken',
      })
      .onConflictDoNothing()
      .returning({ units: stockOrderEffects.units });
    if (!recorded) return null;
    return takeUnits(tx, order.accountId, masterSkuId, recorded.units, {
      reason: 'order',
      reference: order.externalId,
      shopId: order.shopId,
    });
  }

  /** Gives back what the line took, to the master SKU it took from. */
  async function release(tx: Executor, order: StoredOrder, item: Line) {
    const [taken] = await tx
      .update(stockOrderEffects)
      .set({ state: 'released', updatedAt: new Date() })
      .where(
        columnsEqual(stockOrderEffects, {
          shopId: order.shopId,
          externalOrderId: order.externalId,
          externalItemId: item.externalItemId,
          state: 'taken',
        }),
      )
      .returning({ units: stockOrderEffects.units, masterSkuId: stockOrderEffects.masterSkuId });
    if (!taken) return null;
    return returnUnits(tx, order.accountId, taken.masterSkuId, taken.units, {
      reason: 'cancellation',
      reference: order.externalId,
      shopId: order.shopId,
    });
  }

  /** The order's lines that name a variant Booster knows, each with its link (one query each). */
  async function linkedLines(tx: Executor, order: StoredOrder): Promise<LinkedLine[]> {
    const variantIds = await products.variants.idsByExternal(
      order.accountId,
      order.items.map((item) => ({ shopId: order.shopId, ...item })),
    );
    const known = order.items.flatMap((item) => {
      const variantId = variantIds.get(lineKey(order.shopId, item));
      return variantId ? [{ item, variantId }] : [];
    });
    if (known.length === 0) return [];
    const links = await tx
      .select({ variantId: skuLinks.variantId, masterSkuId: skuLinks.masterSkuId })
      .from(skuLinks)
      .where(
        and(
          eq(skuLinks.accountId, order.accountId),
          inArray(
            skuLinks.variantId,
            known.map((l) => l.variantId),
          ),
        ),
      );
    const skuOf = new Map(links.map((l) => [l.variantId, l.masterSkuId]));
    return known.map((l) => ({ ...l, masterSkuId: skuOf.get(l.variantId) ?? null }));
  }

  /**
   * The changed SKUs' pushes, in one round: every other linked variant gets the new stock. The ordered
   * variant already holds it on its platform, unless another line of the order took from the same SKU
   * through another variant (then each holds only its own line's change, and both are pushed).
   */
  function pushChanges(tx: Executor, order: StoredOrder, changes: Change[], setting: StockSetting) {
    const bySku = new Map<string, { stock: number; variants: Set<string> }>();
    for (const { line, changed } of changes) {
      const entry = bySku.get(changed.masterSkuId) ?? { stock: changed.after, variants: new Set<string>() };
      entry.stock = changed.after;
      entry.variants.add(line.variantId);
      bySku.set(changed.masterSkuId, entry);
    }
    const skus = [...bySku].map(([id, { stock, variants }]) => ({
      id,
      stock,
      scope: variants.size === 1 ? { except: [...variants][0] } : {},
    }));
    // The buyer's order is waiting on the other shops: sent as the order commits, not by a next job.
    return deps.pushes.pushSkus(tx, order.accountId, skus, setting, { deliverAfterCommit: true });
  }

  return {
    /** "Order written" listener (in the storing transaction): each line at most once per effect. */
    async onOrderWritten(tx: Executor, order: StoredOrder) {
      if (order.items.length === 0) return;
      const effect = orderStockEffect(order.status);
      if (effect === 'none') return;
      const lines = await linkedLines(tx, order);
      // Master SKU rows are locked in one order by every order's transaction: no deadlock between
      // two orders of several lines that share SKUs.
      lines.sort((a, b) => (a.masterSkuId ?? '').localeCompare(b.masterSkuId ?? ''));
      const changes: Change[] = [];
      for (const line of lines) {
        // A release follows the recorded take even when the variant was unlinked since.
        if (effect === 'take' && !line.masterSkuId) continue;
        const changed =
          effect === 'take' && line.masterSkuId
            ? await take(tx, order, line.item, line.masterSkuId)
            : await release(tx, order, line.item);
        if (changed) changes.push({ line, changed });
      }
      if (changes.length === 0) return;
      const setting = await readSetting(tx, order.accountId);
      if (setting.autoPush) await pushChanges(tx, order, changes, setting);
      deps.logger.debug(
        { shopId: order.shopId, orderId: order.id, status: order.status, lines: changes.length },
        'order applied to central stock',
      );
    },
  };
}
