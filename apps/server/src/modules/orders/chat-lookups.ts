import type { ChatOrder } from '@booster/contracts';
import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, escapeLike } from '../../platform/db/index.ts';
import { type OrderBuyer, orderOfBuyer } from './buyer-match.ts';
import { orderItems, orders } from './tables.ts';

/** An order as the chat shows it beside a conversation or draws it as an order card. */
const chatOrderColumns = {
  _id: orders.id,
  externalId: orders.externalId,
  marketplace: orders.marketplace,
  status: orders.status,
  buyerName: orders.buyerName,
  totalAmount: orders.totalAmount,
  placedAt: orders.placedAt,
  itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
  firstItem: sql<{ id: string; image: string | null } | null>`(
    select json_build_object('id', ${orderItems.externalItemId}, 'image', ${orderItems.image})
    from ${orderItems} where ${orderItems.orderId} = ${orders.id}
    order by ${orderItems.position}, ${orderItems.id} limit 1)`,
};

type Row = {
  _id: string;
  externalId: string;
  marketplace: ChatOrder['marketplace'];
  status: ChatOrder['status'];
  buyerName: string;
  totalAmount: number;
  placedAt: Date;
  itemCount: number;
  firstItem: { id: string; image: string | null } | null;
};

const toChatOrder = (r: Row): ChatOrder & { externalId: string } => ({
  _id: r._id,
  externalId: r.externalId,
  orderNumber: r.externalId,
  orderItemId: r.marketplace === 'lazada' ? (r.firstItem?.id ?? null) : null,
  marketplace: r.marketplace,
  status: r.status,
  buyerName: r.buyerName,
  totalAmount: r.totalAmount,
  itemCount: Number(r.itemCount),
  image: r.firstItem?.image ?? null,
  createdAt: r.placedAt.toISOString(),
});

/**
 * Orders of one shop for the chat module (the buyer's orders beside a conversation, the order-card
 * picker, order cards in the history). Every read is scoped to the account.
 */
export function createChatOrderLookups(db: Executor) {
  /** The account's orders in one shop that also meet `where`. */
  const inShop = (accountId: string, shopId: string, where: SQL | undefined) =>
    db
      .select(chatOrderColumns)
      .from(orders)
      .where(and(eq(orders.accountId, accountId), eq(orders.shopId, shopId), where));

  return {
    /** Newest first; `buyer`: only that buyer's orders (`orderOfBuyer`), `search` the list search. */
    async ofShop(
      accountId: string,
      shopId: string,
      q: { buyer?: OrderBuyer; search?: string; limit: number },
    ) {
      const ofBuyer = q.buyer === undefined ? undefined : orderOfBuyer(q.buyer);
      if (ofBuyer === null) return [];
      const rows = await inShop(
        accountId,
        shopId,
        and(
          ofBuyer,
          q.search ? ilike(orders.searchText, `%${escapeLike(q.search.toLowerCase())}%`) : undefined,
        ),
      )
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(q.limit);
      return rows.map(toChatOrder);
    },

    /** Orders of the account by Booster id (an order card picked in the inbox). */
    async byIds(accountId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ ...chatOrderColumns, shopId: orders.shopId })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), inArray(orders.id, [...ids])));
      return rows.map((r) => ({ ...toChatOrder(r), shopId: r.shopId }));
    },

    /** Orders of one shop by the platform's order number (order cards in a conversation). */
    async byExternalIds(accountId: string, shopId: string, externalIds: readonly string[]) {
      if (externalIds.length === 0) return [];
      const rows = await inShop(accountId, shopId, inArray(orders.externalId, [...externalIds]));
      return rows.map(toChatOrder);
    },
  };
}

export type ChatOrderLookups = ReturnType<typeof createChatOrderLookups>;
