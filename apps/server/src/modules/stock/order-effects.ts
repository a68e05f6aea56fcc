import { orderStockEffect } from '@booster/domain';
import type { MarketplaceOrder, OrderItem } from '@booster/marketplaces';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '../../platform/db/index.ts';
import type { ShopRow, ShopsModule, StoredWebhook } from '../shops/index.ts';
import { returnUnits, takeUnits } from './central-stock.ts';
import type { StockProducts } from './products-port.ts';
import type { PushService } from './pushes.ts';
import { readSetting } from './settings.ts';
import { skuLinks, stockOrderEffects } from './tables.ts';

type OrderEffectsDeps = {
  db: Db;
  logger: Logger;
  shops: ShopsModule;
  products: StockProducts;
  pushes: PushService;
};

/**
 * Orders move central stock: a paid or ready order takes its units once per (shop, order, line); a
 * cancellation or return gives them back once, and only after a take. However often the platform
 * pushes the same order, `stock_order_effects` remembers what each line has done.
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
  async function take(
    tx: Executor,
    shop: ShopRow,
    order: MarketplaceOrder,
    item: OrderItem,
    masterSkuId: string,
  ) {
    const [recorded] = await tx
      .insert(stockOrderEffects)
      .values({
        accountId: shop.accountId,
        shopId: shop.id,
        externalOrderId: order.externalId,
        externalItemId: item.externalItemId,
        masterSkuId,
        units: item.quantity,
        state: 'taken',
      })
      .onConflictDoNothing()
      .returning({ units: stockOrderEffects.units });
    if (!recorded) return null;
    return takeUnits(tx, shop.accountId, masterSkuId, recorded.units, {
      reason: 'order',
      reference: order.externalId,
      shopId: shop.id,
    });
  }

  /** Gives back what the line took, to the master SKU it took from. */
  async function release(tx: Executor, shop: ShopRow, order: MarketplaceOrder, item: OrderItem) {
    const [taken] = await tx
      .update(stockOrderEffects)
      .set({ state: 'released', updatedAt: new Date() })
      .where(
        and(
          eq(stockOrderEffects.shopId, shop.id),
          eq(stockOrderEffects.externalOrderId, order.externalId),
          eq(stockOrderEffects.externalItemId, item.externalItemId),
          eq(stockOrderEffects.state, 'taken'),
        ),
      )
      .returning({ units: stockOrderEffects.units, masterSkuId: stockOrderEffects.masterSkuId });
    if (!taken) return null;
    return returnUnits(tx, shop.accountId, taken.masterSkuId, taken.units, {
      reason: 'cancellation',
      reference: order.externalId,
      shopId: shop.id,
    });
  }

  async function applyLine(
    shop: ShopRow,
    order: MarketplaceOrder,
    item: OrderItem,
    effect: 'take' | 'release',
  ) {
    const variant = await products.variants.byExternal(
      shop.id,
      item.productExternalId,
      item.variantExternalId,
    );
    if (!variant) return;
    await db.transaction(async (tx) => {
      const [link] = await tx
        .select({ masterSkuId: skuLinks.masterSkuId })
        .from(skuLinks)
        .where(eq(skuLinks.variantId, variant.variantId))
        .limit(1);
      // A release follows the recorded take even when the variant was unlinked since.
      if (!link && effect === 'take') return;
      const changed =
        effect === 'take' && link
          ? await take(tx, shop, order, item, link.masterSkuId)
          : await release(tx, shop, order, item);
      if (!changed) return;
      const setting = await readSetting(tx, shop.accountId);
      if (!setting.autoPush) return;
      await deps.pushes.pushSku(
        tx,
        shop.accountId,
        { id: changed.masterSkuId, stock: changed.after },
        setting,
        {
          except: variant.variantId,
        },
      );
    });
  }

  return {
    /** Webhook listener: re-reads the order from the platform and applies each line once. */
    async onWebhook(event: StoredWebhook) {
      if (event.kind !== 'order' || !event.subjectId) return;
      const shop = await deps.shops.service.findAppShop(event.marketplace, event.shopId);
      if (shop?.status !== 'connect' || !(await hasLinks(shop.accountId))) return;
      const orderId = event.subjectId;
      const order = await deps.shops.tokens.callShop(shop, (adapter, credentials) =>
        adapter.getOrder(credentials, orderId),
      );
      const effect = orderStockEffect(order.status);
      if (effect === 'none') return;
      for (const item of order.items) await applyLine(shop, order, item, effect);
      deps.logger.debug({ shopId: shop.id, orderId, effect }, 'order applied to central stock');
    },
  };
}
