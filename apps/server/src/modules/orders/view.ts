import type { OrderDetail, OrderSummary } from '@booster/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import { orderItems, orderStatusHistory, type orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Items of many orders at once, in their platform order. */
export async function itemsOf(ex: Executor, orderIds: string[]): Promise<Map<string, ItemRow[]>> {
  const byOrder = new Map<string, ItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await ex
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The order columns a list row shows. */
export type SummaryOrder = Pick<
  OrderRow,
  | 'id'
  | 'shopId'
  | 'marketplace'
  | 'externalId'
  | 'status'
  | 'platformStatus'
  | 'buyerName'
  | 'totalAmount'
  | 'money'
  | 'courier'
  | 'trackingNumber'
  | 'cancelRequested'
  | 'placedAt'
  | 'paidAt'
  | 'shipBy'
  | 'platformUpdatedAt'
>;
/** The item columns a list row shows. */
export type SummaryItem = Pick<
  ItemRow,
  | 'externalItemId'
  | 'productExternalId'
  | 'variantExternalId'
  | 'sku'
  | 'name'
  | 'image'
  | 'quantity'
  | 'price'
>;

export function toSummary(row: SummaryOrder, shopname: string, items: SummaryItem[]): OrderSummary {
  return {
    _id: row.id,
    shopId: row.shopId,
    shopname,
    marketplace: row.marketplace,
    orderNumber: row.externalId,
    // Lazada lists and notifications link to an order by its first order-item (spec section 2).
    orderItemId: row.marketplace === 'lazada' ? (items[0]?.externalItemId ?? null) : null,
    status: row.status,
    platformStatus: row.platformStatus,
    buyerName: row.buyerName,
    items: items.map((item) => ({
      externalItemId: item.externalItemId,
      productExternalId: item.productExternalId,
      variantExternalId: item.variantExternalId,
      sku: item.sku,
      name: item.name,
      image: item.image,
      quantity: item.quantity,
      price: item.price,
    })),
    totalAmount: row.totalAmount,
    money: row.money,
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    cancelRequested: row.cancelRequested,
    createdAt: row.placedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    shipBy: row.shipBy?.toISOString() ?? null,
    updatedAt: row.platformUpdatedAt.toISOString(),
  };
}

export async function toDetail(
  ex: Executor,
  row: OrderRow,
  shopname: string,
  items: ItemRow[],
): Promise<OrderDetail> {
  const timeline = await ex
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, row.id))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  return {
    ...toSummary(row, shopname, items),
    recipient: row.recipient,
    paymentMethod: row.paymentMethod,
    note: row.note,
    timeline: timeline.map((h) => ({
      status: h.status,
      platformStatus: h.platformStatus,
      at: h.at.toISOString(),
    })),
  };
}
