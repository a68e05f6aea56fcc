import type { OrderStatusKey } from '@booster/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
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

export async function readStoredOrder(ex: Executor, orderId: string): Promise<StoredOrderView | null> {
  const [order] = await ex
    .select({
      id: orders.id,
      accountId: orders.accountId,
      shopId: orders.shopId,
      externalId: orders.externalId,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
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
