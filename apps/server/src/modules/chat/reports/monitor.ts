import { CHAT_PRESENCE_TTL_SECONDS, type ChatMonitor } from '@booster/contracts';
import { type ChatMarketplace, chatResponseDeadline, chatUrgency } from '@booster/domain';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.ts';
import { shopNames } from '../../shops/joins.ts';
import { chatConversationCounts, chatConversations, chatPresence } from '../tables.ts';

/**
 * Monitor Chat: the account's unanswered conversations (waiting_since set), oldest wait first, each
 * with the platform's answer deadline, the time left and who has it open. Walks the partial
 * (account, waiting_since) index and stops at the limit; the total comes from the trigger-kept counts.
 */
export async function chatMonitor(
  ex: Executor,
  accountId: string,
  query: { marketplace?: ChatMarketplace; shopId?: string; limit: number },
  now = new Date(),
): Promise<ChatMonitor> {
  const c = chatConversations;
  const filter = and(
    eq(c.accountId, accountId),
    isNotNull(c.waitingSince),
    query.marketplace ? eq(c.marketplace, query.marketplace) : undefined,
    query.shopId ? eq(c.shopId, query.shopId) : undefined,
  );
  const counts = chatConversationCounts;
  const [rows, [total]] = await Promise.all([
    ex
      .select({
        id: c.id,
        shopId: c.shopId,
        shopname: shopNames.shopName,
        marketplace: c.marketplace,
        buyerName: c.buyerName,
        preview: c.lastMessagePreview,
        sender: c.lastMessageSender,
        lastMessageAt: c.lastMessageAt,
        unreadCount: c.unreadCount,
        waitingSince: c.waitingSince,
      })
      .from(c)
      .innerJoin(shopNames, eq(shopNames.id, c.shopId))
      .where(filter)
      .orderBy(asc(c.waitingSince), asc(c.id))
      .limit(query.limit),
    ex
      .select({ total: sql<number>`coalesce(sum(${counts.unanswered}), 0)::int` })
      .from(counts)
      .where(
        and(
          eq(counts.accountId, accountId),
          query.marketplace ? eq(counts.marketplace, query.marketplace) : undefined,
          query.shopId ? eq(counts.shopId, query.shopId) : undefined,
        ),
      ),
  ]);

  const viewers = new Map<string, ChatMonitor['items'][number]['viewers']>();
  if (rows.length > 0) {
    const fresh = new Date(now.getTime() - CHAT_PRESENCE_TTL_SECONDS * 1000);
    const present = await ex
      .select()
      .from(chatPresence)
      .where(
        and(
          inArray(
            chatPresence.conversationId,
            rows.map((r) => r.id),
          ),
          eq(chatPresence.accountId, accountId),
          gt(chatPresence.at, fresh),
        ),
      )
      .orderBy(asc(chatPresence.at));
    for (const p of present) {
      const list = viewers.get(p.conversationId) ?? [];
      list.push({ userId: p.userId, name: p.name, state: p.state, at: p.at.toISOString() });
      viewers.set(p.conversationId, list);
    }
  }

  return {
    now: now.toISOString(),
    total: total?.total ?? 0,
    items: rows.map((row) => {
      const waitingSince = row.waitingSince as Date;
      const deadline = chatResponseDeadline(row.marketplace as ChatMarketplace, waitingSince);
      const msLeft = deadline.getTime() - now.getTime();
      return {
        conversationId: row.id,
        shopId: row.shopId,
        shopname: row.shopname,
        marketplace: row.marketplace,
        buyerName: row.buyerName,
        lastMessage:
          row.preview !== null && row.sender
            ? { preview: row.preview, sender: row.sender, sentAt: row.lastMessageAt.toISOString() }
            : null,
        unreadCount: row.unreadCount,
        waitingSince: waitingSince.toISOString(),
        deadline: deadline.toISOString(),
        msLeft,
        urgency: chatUrgency(msLeft),
        viewers: viewers.get(row.id) ?? [],
      };
    }),
  };
}
