import type { OrderStatusKey } from '@booster/contracts';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import { type OrderBuyer, orderOfBuyer } from './buyer-match.ts';
import { orderItems, orders } from './tables.ts';

/** An order as other modules may read it: who owns it, where it is from, its status and lines. */
export type StoredOrderView = {
  id: string;
  accountId: string;
  shopId: string;
  externalId: string;
  status: OrderStatusKey;
  items: {
    externalItemId: string;
    productExternalId: string;
    variantExternalId: string | null;
    quantity: number;
  }[];
};

/** What every read of one order starts from: who owns it, where it is from, its status. */
const orderKey = {
  id: orders.id,
  accountId: orders.accountId,
  shopId: orders.shopId,
  externalId: orders.externalId,
  status: orders.status,
};

export async function readStoredOrder(ex: Executor, orderId: string): Promise<StoredOrderView | null> {
  const [order] = await ex.select(orderKey).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const items = await ex
    .select({
      externalItemId: orderItems.externalItemId,
      productExternalId: orderItems.productExternalId,
      variantExternalId: orderItems.variantExternalId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return { ...order, items };
}

/** The order's status now (read inside the caller's transaction, after any lock it holds). */
export async function storedOrderStatus(ex: Executor, orderId: string): Promise<OrderStatusKey | null> {
  const [row] = await ex
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.status ?? null;
}

/** What a chat message about an order names (reminders fill `{nomor_pesanan}`, `{total_pesanan}`…). */
export type OrderForMessage = {
  id: string;
  accountId: string;
  shopId: string;
  externalId: string;
  status: OrderStatusKey;
  buyerName: string;
  totalAmount: number;
  courier: string;
  trackingNumber: string | null;
  placedAt: Date;
  firstProductName: string | null;
};

export async function readOrderForMessage(ex: Executor, orderId: string): Promise<OrderForMessage | null> {
  const [order] = await ex
    .select({
      ...orderKey,
      buyerName: orders.buyerName,
      totalAmount: orders.totalAmount,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      placedAt: orders.placedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return null;
  const [first] = await ex
    .select({ name: orderItems.name })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position))
    .limit(1);
  return { ...order, firstProductName: first?.name ?? null };
}

/** Whether a buyer (by id, else by name: `orderOfBuyer`) placed an order in a shop since a moment. */
export async function buyerOrderedSince(
  ex: Executor,
  input: { shopId: string; buyer: OrderBuyer; since: Date },
): Promise<boolean> {
  const ofBuyer = orderOfBuyer(input.buyer);
  if (!ofBuyer) return false;
  const [row] = await ex
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, input.shopId), ofBuyer, gte(orders.placedAt, input.since)))
    .limit(1);
  return Boolean(row);
}
