import { CHAT_PRESENCE_TTL_SECONDS, type ChatViewer } from '@booster/contracts';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { columnsEqual, type Db } from '../../platform/db/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import { chatRoom } from '../../platform/realtime/rooms.ts';
import { chatPresence } from './tables.ts';

/**
 * Who has a conversation open (heartbeats from the inbox), shared by every API process through the
 * table; each change goes to the account's chat room so other members see who is replying.
 */
export function createChatPresence(deps: { db: Db; realtime: RealtimePublisher }) {
  const { db } = deps;
  const freshSince = () => new Date(Date.now() - CHAT_PRESENCE_TTL_SECONDS * 1000);

  async function viewers(conversationId: string): Promise<ChatViewer[]> {
    const rows = await db
      .select()
      .from(chatPresence)
      .where(and(eq(chatPresence.conversationId, conversationId), gt(chatPresence.at, freshSince())))
      .orderBy(asc(chatPresence.at));
    return rows.map((r) => ({ userId: r.userId, name: r.name, state: r.state, at: r.at.toISOString() }));
  }

  return {
    viewers,
    async heartbeat(input: {
      accountId: string;
      conversationId: string;
      user: { id: string; name: string };
      state: 'viewing' | 'typing' | 'left';
    }) {
      if (input.state === 'left') {
        await db
          .delete(chatPresence)
          .where(columnsEqual(chatPresence, { conversationId: input.conversationId, userId: input.user.id }));
      } else {
        const values = {
          conversationId: input.conversationId,
          userId: input.user.id,
          accountId: input.accountId,
          name: input.user.name,
          state: input.state,
          at: new Date(),
        };
        await db
          .insert(chatPresence)
          .values(values)
          .onConflictDoUpdate({ target: [chatPresence.conversationId, chatPresence.userId], set: values });
      }
      // Stale rows of this conversation go as they are noticed.
      await db
        .delete(chatPresence)
        .where(and(eq(chatPresence.conversationId, input.conversationId), lt(chatPresence.at, freshSince())));
      const now = await viewers(input.conversationId);
      await deps.realtime.publish(chatRoom(input.accountId), 'chat.presence.v1', {
        conversationId: input.conversationId,
        viewers: now,
      });
      return now;
    },
  };
}

export type ChatPresence = ReturnType<typeof createChatPresence>;
