import type { ChatMessage } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db, Executor } from '../../platform/db/index.ts';
import { t } from '../../platform/i18n/index.ts';
import { bindJob, type JobQueue } from '../../platform/jobs/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import { chatRoom } from '../../platform/realtime/rooms.ts';
import type { NotificationsModule } from '../notifications/index.ts';
import { chatConversations, chatMessages } from './tables.ts';
import { type ConversationRow, type MessageRow, previewOf, toConversation, toMessage } from './view.ts';

/**
 * "A chat message was stored", whatever brought it in (webhook, sync, sent from Booster, an automation).
 * Queued in the transaction that stored the message, so it exists exactly when the message does.
 */
export const messageStoredJob = {
  name: 'chat.message-stored.v1',
  schema: z.object({ messageId: z.string().uuid() }),
  retry: { limit: 5, delaySeconds: 5, backoff: true },
} as const;

/** What a listener of stored messages gets (read back from the tables when the job runs). */
export type ChatMessageStored = {
  messageId: string;
  accountId: string;
  conversationId: string;
  shopId: string;
  marketplace: Marketplace;
  /** The platform's ids. */
  externalConversationId: string;
  externalMessageId: string;
  sender: MessageRow['sender'];
  source: MessageRow['source'];
  body: MessageRow['body'];
  sentAt: Date;
  buyer: { id: string; name: string };
};

/** Listeners must be idempotent: a job can run twice. */
export type ChatMessageStoredListener = (event: ChatMessageStored) => Promise<void>;

/** Chat notifications are stored once in the spec's language, as the order ones. */
const NOTIFICATION_LOCALE = 'id';
/** NOTIFY payloads stop at 8000 bytes; a longer message travels as its id (clients fetch it). */
const INLINE_MESSAGE_BYTES = 6000;

export function createChatEvents(deps: {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  realtime: RealtimePublisher;
  notifications: NotificationsModule;
}) {
  const listeners: ChatMessageStoredListener[] = [];

  async function read(messageId: string): Promise<ChatMessageStored | null> {
    const [found] = await deps.db
      .select({ m: chatMessages, c: chatConversations })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(eq(chatMessages.id, messageId))
      .limit(1);
    if (!found) return null;
    const { m, c } = found;
    return {
      messageId: m.id,
      accountId: c.accountId,
      conversationId: c.id,
      shopId: c.shopId,
      marketplace: c.marketplace,
      externalConversationId: c.externalId,
      externalMessageId: m.externalId,
      sender: m.sender,
      source: m.source,
      body: m.body,
      sentAt: m.sentAt,
      buyer: { id: c.buyerId, name: c.buyerName },
    };
  }

  const job = bindJob(messageStoredJob, async ({ messageId }) => {
    const event = await read(messageId);
    if (!event) return;
    for (const listener of listeners) await listener(event);
  });
  deps.jobs.register(job);

  return {
    job,
    read,
    /** Runs after every stored message (a job per message, retried alone). */
    subscribe(listener: ChatMessageStoredListener) {
      listeners.push(listener);
    },
    /** Queues the stored event of each message inside the caller's transaction. */
    async queue(tx: Executor, messages: readonly MessageRow[]) {
      if (messages.length === 0) return;
      await deps.jobs.enqueueMany(
        job,
        messages.map((m) => ({ messageId: m.id })),
        { tx },
      );
    },

    /**
     * After the commit: every open inbox tab of the account (the chat room) gets each new message
     * with the conversation as it now is; a new buyer message also becomes a chat notification.
     */
    async announce(
      conversation: ConversationRow,
      shopname: string,
      messages: readonly { row: MessageRow; view?: ChatMessage }[],
      options: { notify: boolean },
    ) {
      const view = toConversation(conversation, shopname);
      for (const { row, view: given } of messages) {
        const message = given ?? toMessage(row);
        const inline = Buffer.byteLength(JSON.stringify(message)) <= INLINE_MESSAGE_BYTES;
        await deps.realtime.publish(chatRoom(conversation.accountId), 'chat.message.v1', {
          conversation: view,
          message: inline ? message : null,
          messageId: row.id,
        });
      }
      if (!options.notify) return;
      for (const { row } of messages) {
        if (row.sender !== 'buyer') continue;
        const params = {
          buyer: conversation.buyerName || conversation.buyerId,
          shop: shopname,
          preview: previewOf(row.body).slice(0, 120),
        };
        try {
          await deps.notifications.service.notify(conversation.accountId, {
            type: 'chat',
            marketplace: conversation.marketplace,
            title: t(NOTIFICATION_LOCALE, 'chat.alert.newTitle', params),
            description: t(NOTIFICATION_LOCALE, 'chat.alert.newDescription', params),
            detail: { shopname, conversationId: conversation.id },
            dedupeKey: `chat:${row.id}`,
          });
        } catch (err) {
          deps.logger.warn({ err, messageId: row.id }, 'chat notification not sent');
        }
      }
    },

    async announceConversation(conversation: ConversationRow, shopname: string) {
      await deps.realtime.publish(chatRoom(conversation.accountId), 'chat.conversation.v1', {
        conversation: toConversation(conversation, shopname),
      });
    },
  };
}

export type ChatEvents = ReturnType<typeof createChatEvents>;
