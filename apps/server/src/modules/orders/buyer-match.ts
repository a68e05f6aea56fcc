import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { orders } from './tables.ts';

/** A buyer as the chat knows them: the platform's id (empty when it gave none) and the name. */
export type OrderBuyer = { id?: string | null; name: string };

/**
 * Orders of a buyer: by the platform's buyer id, the way the platform links a chat to its orders. The
 * name (case-insensitive) decides only where an id is missing: the chat knows none, or the order's
 * platform gives none (orders stored before ids were kept have none either). Null: no one to match.
 */
export function orderOfBuyer(buyer: OrderBuyer): SQL | null {
  const byName = buyer.name ? sql`lower(${orders.buyerName}) = lower(${buyer.name})` : null;
  if (!buyer.id) return byName;
  const byId = eq(orders.buyerId, buyer.id);
  return byName ? (or(byId, and(isNull(orders.buyerId), byName)) as SQL) : byId;
}
