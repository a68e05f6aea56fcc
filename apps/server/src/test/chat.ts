import { randomBytes } from 'node:crypto';
import type { ChatMessageBody, ChatSender } from '@booster/marketplaces';
import { storeMessages, upsertConversation } from '../modules/chat/store.ts';
import { withTransaction } from '../platform/db/index.ts';
import type { TestApp } from './app.ts';

export type SeedMessage = { sender: ChatSender; text?: string; body?: ChatMessageBody; at: Date };

/**
 * A conversation of a connected chat shop stored as a sync would store it (no platform call): for
 * list, search and paging tests. Messages are history (no unread added); `unread` is the platform's.
 */
export async function seedConversation(
  t: TestApp,
  shopId: string,
  input: { buyerName: string; buyerId?: string; messages: SeedMessage[]; unread?: number; canSend?: boolean },
) {
  const shop = await t.container.shops.service.chatShop(shopId);
  if (!shop) throw new Error(`no chat shop ${shopId}`);
  const externalId = `conv-${randomBytes(6).toString('hex')}`;
  return withTransaction(t.database.db, async (tx) => {
    const conversation = await upsertConversation(tx, shop, {
      externalId,
      buyer: {
        id: input.buyerId ?? `buyer-${randomBytes(4).toString('hex')}`,
        name: input.buyerName,
        avatarUrl: null,
      },
      lastMessage: null,
      unreadCount: input.unread ?? 0,
      canSend: input.canSend ?? true,
    });
    const records = input.messages.map((m) => ({
      externalId: `msg-${randomBytes(6).toString('hex')}`,
      conversationId: externalId,
      sender: m.sender,
      body: m.body ?? ({ kind: 'text', text: m.text ?? '' } as const),
      sentAt: m.at,
    }));
    const stored = await storeMessages(tx, conversation, records, { source: 'platform', countUnread: false });
    return stored.conversation;
  });
}

/** Minutes before now, for ordering seeded messages. */
export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
