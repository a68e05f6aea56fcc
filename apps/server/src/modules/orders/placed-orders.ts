import type { OrderStatusKey } from '@booster/contracts';
import type { OrderMoney } from '@booster/domain';
import { and, asc, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import { orderItems, orders } from './tables.ts';

/** Orders that are not sales (yet, or any more): no money changed hands for good. */
const NOT_SALES: OrderStatusKey[] = ['unpaid', 'cancelled', 'returned'];

/** A sale as reports read it: its money breakdown and its lines. */
export type PlacedOrder = {
  id: string;
  shopId: string;
  externalId: string;
  status: OrderStatusKey;
  placedAt: Date;
  money: OrderMoney;
  items: {
    productExternalId: string;
    variantExternalId: string | null;
    sku: string;
    name: string;
    quantity: number;
    price: number;
  }[];
};

/**
 * The account's sales placed in [from, to) (paid and not cancelled or returned), optionally of one
 * shop, oldest first, with their lines: what the profit report computes from.
 */
export async function readPlacedOrders(
  ex: Executor,
  accountId: string,
  range: { from: Date; to: Date; shopId?: string },
): Promise<PlacedOrder[]> {
  const rows = await ex
    .select({
      id: orders.id,
      shopId: orders.shopId,
      externalId: orders.externalId,
      status: orders.status,
      placedAt: orders.placedAt,
      money: orders.money,
    })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        range.shopId ? eq(orders.shopId, range.shopId) : undefined,
        gte(orders.placedAt, range.from),
        lt(orders.placedAt, range.to),
        notInArray(orders.status, NOT_SALES),
      ),
    )
    .orderBy(asc(orders.placedAt), asc(orders.id));
  const byOrder = new Map<string, PlacedOrder['items']>();
  const CHUNK = 1000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const ids = rows.slice(i, i + CHUNK).map((r) => r.id);
    const items = await ex
      .select({
        orderId: orderItems.orderId,
        productExternalId: orderItems.productExternalId,
        variantExternalId: orderItems.variantExternalId,
        sku: orderItems.sku,
        name: orderItems.name,
        quantity: orderItems.quantity,
        price: orderItems.price,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    for (const { orderId, ...item } of items) {
      const list = byOrder.get(orderId) ?? [];
      list.push(item);
      byOrder.set(orderId, list);
    }
  }
  return rows.map((r) => ({ ...r, items: byOrder.get(r.id) ?? [] }));
}
