import { orderStockEffect } from '@booster/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '../../platform/db/index.ts';
import { returnUnits, takeUnits } from './central-stock.ts';
import type { StockOrders } from './orders-port.ts';
import type { StockProducts } from './products-port.ts';
import type { PushService } from './pushes.ts';
import { readSetting } from './settings.ts';
import { skuLinks, stockOrderEffects } from './tables.ts';

type OrderEffectsDeps = {
  db: Db;
  logger: Logger;
  orders: StockOrders;
  products: StockProducts;
  pushes: PushService;
};

type StoredOrder = NonNullable<Awaited<ReturnType<StockOrders['stored']['read']>>>;
type Line = StoredOrder['items'][number];
type Setting = Awaited<ReturnType<typeof readSetting>>;

/**
 * Orders move central stock: a paid or ready order (or one whose cancellation is only requested)
 * takes its units once per (shop, order, line); a cancellation or return gives them back once, and
 * only after a take. The order is the one the orders module stored, whatever brought it in (webhook,
 * reconciliation, polling), read through that module: `stock_order_effects` remembers what each line
 * has done, so however often an order's event comes, each line takes and gives back at most once.
 */
export function createOrderEffects(deps: OrderEffectsDeps) {
  const { db, products } = deps;

  async function hasLinks(accountId: string) {
    const [row] = await db
      .select({ variantId: skuLinks.variantId })
      .from(skuLinks)
      .where(eq(skuLinks.accountId, accountId))
      .limit(1);
    return Boolean(row);
  }

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
        and(
          eq(stockOrderEffects.shopId, order.shopId),
          eq(stockOrderEffects.externalOrderId, order.externalId),
          eq(stockOrderEffects.externalItemId, item.externalItemId),
          eq(stockOrderEffects.state, 'taken'),
        ),
      )
      .returning({ units: stockOrderEffects.units, masterSkuId: stockOrderEffects.masterSkuId });
    if (!taken) return null;
    return returnUnits(tx, order.accountId, taken.masterSkuId, taken.units, {
      reason: 'cancellation',
      reference: order.externalId,
      shopId: order.shopId,
    });
  }

  async function applyLine(order: StoredOrder, item: Line, setting: Setting) {
    const variant = await products.variants.byExternal(
      order.shopId,
      item.productExternalId,
      item.variantExternalId,
    );
    if (!variant) return;
    await db.transaction(async (tx) => {
      // Two events of one order (paid, then cancelled) may run at once in two workers: one at a
      // time, each deciding from the status stored now, so the last one always wins.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stock-order:${order.id}`}, 0))`);
      const status = await deps.orders.stored.status(tx, order.id);
      const effect = status ? orderStockEffect(status) : 'none';
      if (effect === 'none') return;
      const [link] = await tx
        .select({ masterSkuId: skuLinks.masterSkuId })
        .from(skuLinks)
        .where(eq(skuLinks.variantId, variant.variantId))
        .limit(1);
      // A release follows the recorded take even when the variant was unlinked since.
      if (!link && effect === 'take') return;
      const changed =
        effect === 'take' && link
          ? await take(tx, order, item, link.masterSkuId)
          : await release(tx, order, item);
      if (!changed || !setting.autoPush) return;
      await deps.pushes.pushSku(
        tx,
        order.accountId,
        { id: changed.masterSkuId, stock: changed.after },
        setting,
        { except: variant.variantId },
      );
    });
  }

  return {
    /** "Order stored" listener: applies each line of the stored order at most once per effect. */
    async onOrderStored(orderId: string) {
      const order = await deps.orders.stored.read(db, orderId);
      if (!order) return;
      // Each is a round trip of its own: asked together, before the line's transaction.
      const [linked, setting] = await Promise.all([
        hasLinks(order.accountId),
        readSetting(db, order.accountId),
      ]);
      if (!linked) return;
      for (const item of order.items) await applyLine(order, item, setting);
      deps.logger.debug(
        { shopId: order.shopId, orderId, status: order.status },
        'order applied to central stock',
      );
    },
  };
}
