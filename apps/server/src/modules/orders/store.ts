import { buyerPaidShipping, type OrderMoney } from '@booster/domain';
import type { MarketplaceOrder } from '@booster/marketplaces';
import { and, eq } from 'drizzle-orm';
import { type Db, type Executor, withTransaction } from '../../platform/db/index.ts';
import { type ShopRow, shopKeys } from '../shops/index.ts';
import { isCancelRequested, type OrderState, searchTextOf, shipByOf } from './order-rules.ts';
import type { StoredOrderView } from './stored-orders.ts';
import { orderItems, orderStatusHistory, orders } from './tables.ts';

/** What one upsert did: the order's id and its state before (null when first seen) and after. */
export type StoredOrder = {
  orderId: string;
  previous: OrderState | null;
  current: OrderState;
  /** The platform sent an older version than the stored one; nothing was written. */
  stale: boolean;
};

const moneyColumns = (money: OrderMoney) => ({
  money,
  totalAmount: money.totalPaid,
  shippingFee: buyerPaidShipping(money),
});

function columnsOf(_shop: ShopRow, order: MarketplaceOrder) {
  return {
    status: order.status,
    platformStatus: order.platformStatus,
    buyerName: order.buyerName,
    buyerId: order.buyerId || null,
    recipient: order.recipient,
    ...moneyColumns(order.money),
    paymentMethod: order.paymentMethod,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    cancelRequested: isCancelRequested(order.status),
    searchText: searchTextOf(order),
    placedAt: order.createdAt,
    paidAt: order.paidAt,
    shipBy: shipByOf(order),
    platformUpdatedAt: order.updatedAt,
    syncedAt: new Date(),
  };
}

async function lockExisting(tx: Executor, shopId: string, externalId: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      platformStatus: orders.platformStatus,
      cancelRequested: orders.cancelRequested,
      platformUpdatedAt: orders.platformUpdatedAt,
    })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.externalId, externalId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

async function replaceItems(tx: Executor, shop: ShopRow, orderId: string, order: MarketplaceOrder) {
  await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
  if (order.items.length === 0) return;
  await tx.insert(orderItems).values(
    order.items.map((item, position) => ({
      accountId: shop.accountId,
      orderId,
      externalItemId: item.externalItemId,
      productExternalId: item.productExternalId,
      variantExternalId: item.variantExternalId,
      sku: item.sku,
      name: item.name,
      quantity: item.quantity,
      price: item.price,
      position,
    })),
  );
}

/**
 * Runs in the storing transaction after a write (not for a stale version): e.g. queue an event.
 * `order` is the order as just written, for listeners that would otherwise read it back.
 */
export type AfterOrderWrite = (tx: Executor, stored: StoredOrder, order: StoredOrderView) => Promise<void>;

function viewOf(shop: ShopRow, order: MarketplaceOrder, stored: StoredOrder): StoredOrderView {
  return {
    id: stored.orderId,
    accountId: shop.accountId,
    shopId: shop.id,
    externalId: order.externalId,
    status: stored.current.status,
    items: order.items.map((item) => ({
      externalItemId: item.externalItemId,
      productExternalId: item.productExternalId,
      variantExternalId: item.variantExternalId,
      quantity: item.quantity,
    })),
  };
}

/**
 * Stores the platform's view of one order with its items in one transaction, and appends to the
 * timeline when the status (ours or the platform's) moved. Replaying the same version changes nothing
 * visible; an older version than the stored one is ignored.
 */
export async function upsertOrder(
  db: Db,
  shop: ShopRow,
  order: MarketplaceOrder,
  afterWrite?: AfterOrderWrite,
): Promise<StoredOrder> {
  return withTransaction(db, async (tx) => {
    const stored = await write(tx, shop, order);
    if (!stored.stale && afterWrite) await afterWrite(tx, stored, viewOf(shop, order, stored));
    return stored;
  });
}

async function write(tx: Executor, shop: ShopRow, order: MarketplaceOrder): Promise<StoredOrder> {
  const values = columnsOf(shop, order);
  const current: OrderState = { status: values.status, cancelRequested: values.cancelRequested };
  let existing = await lockExisting(tx, shop.id, order.externalId);
  if (!existing) {
    const [inserted] = await tx
      .insert(orders)
      .values({
        ...values,
        ...shopKeys(shop),
        externalId: order.externalId,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (inserted) {
      await replaceItems(tx, shop, inserted.id, order);
      await tx.insert(orderStatusHistory).values({
        orderId: inserted.id,
        status: values.status,
        platformStatus: values.platformStatus,
        at: order.updatedAt,
      });
      return { orderId: inserted.id, previous: null, current, stale: false };
    }
    // Another worker stored it between our read and insert: continue as an update.
    existing = await lockExisting(tx, shop.id, order.externalId);
    if (!existing) throw new Error(`order ${order.externalId} vanished during upsert`);
  }
  const previous: OrderState = { status: existing.status, cancelRequested: existing.cancelRequested };
  if (existing.platformUpdatedAt > order.updatedAt) {
    return { orderId: existing.id, previous, current: previous, stale: true };
  }
  // A read without its money (moneyDeferred) keeps the stored figures; the money job brings the new ones.
  const { money: _m, totalAmount: _t, shippingFee: _s, ...withoutMoney } = values;
  await tx
    .update(orders)
    .set(order.moneyDeferred ? withoutMoney : values)
    .where(eq(orders.id, existing.id));
  await replaceItems(tx, shop, existing.id, order);
  if (existing.status !== values.status || existing.platformStatus !== values.platformStatus) {
    await tx.insert(orderStatusHistory).values({
      orderId: existing.id,
      status: values.status,
      platformStatus: values.platformStatus,
      at: order.updatedAt,
    });
  }
  return { orderId: existing.id, previous, current, stale: false };
}

/** The money a deferred read left out, once the platform answered it (idempotent). */
export async function storeOrderMoney(db: Db, shopId: string, externalId: string, money: OrderMoney) {
  await db
    .update(orders)
    .set(moneyColumns(money))
    .where(and(eq(orders.shopId, shopId), eq(orders.externalId, externalId)));
}
