import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { chatConversations } from './tables.ts';

/**
 * The conversation of a buyer in a chat shop, by the buyer's name as an order shows it (orders carry
 * no buyer id): the most recently active one when several match. Reminders about an order use it.
 */
export function createBuyerConversationLookup(db: Db) {
  return async (input: { accountId: string; shopId: string; buyerName: string }) => {
    if (!input.buyerName) return null;
    const [row] = await db
      .select({ id: chatConversations.id, buyerName: chatConversations.buyerName })
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.accountId, input.accountId),
          eq(chatConversations.shopId, input.shopId),
          eq(chatConversations.buyerName, input.buyerName),
        ),
      )
      .orderBy(desc(chatConversations.lastMessageAt))
      .limit(1);
    return row ?? null;
  };
}
