import type { Marketplace } from '@booster/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { shopNames } from '../shops/joins.ts';
import { orderItems, orders } from './tables.ts';

export type OrderRef = {
  id: string;
  accountId: string;
  shopId: string;
  shopname: string;
  marketplace: Marketplace;
  /** The platform's order number. */
  externalId: string;
  status: (typeof orders.$inferSelect)['status'];
  /** Shipping the buyer paid. */
  shippingFee: number;
};

const refColumns = {
  id: orders.id,
  accountId: orders.accountId,
  shopId: orders.shopId,
  shopname: shopNames.shopName,
  marketplace: orders.marketplace,
  externalId: orders.externalId,
  status: orders.status,
  shippingFee: orders.shippingFee,
};

/** The account's orders of one marketplace by id, in the order asked; 404 when any is not theirs. */
export async function requireOrders(
  db: Db,
  accountId: string,
  marketplace: Marketplace,
  ids: readonly string[],
): Promise<OrderRef[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select(refColumns)
    .from(orders)
    .innerJoin(shopNames, eq(shopNames.id, orders.shopId))
    .where(
      and(eq(orders.accountId, accountId), eq(orders.marketplace, marketplace), inArray(orders.id, unique)),
    );
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id) as OrderRef);
}

/** Orders by id whatever their account (jobs, which already hold a checked id); missing ones left out. */
export async function ordersByIds(db: Db, ids: readonly string[]): Promise<OrderRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(refColumns)
    .from(orders)
    .innerJoin(shopNames, eq(shopNames.id, orders.shopId))
    .where(inArray(orders.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type PickedItem = { orderId: string; sku: string; name: string; quantity: number };

/** The items of these orders, in each order's own line order. */
export async function itemsOf(db: Db, orderIds: readonly string[]): Promise<PickedItem[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      sku: orderItems.sku,
      name: orderItems.name,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}
