import type { ChatConversation, ChatMessageRecord, ChatPort } from '@booster/marketplaces';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, withTransaction } from '../../platform/db/index.ts';
import { bindJob, type JobQueue } from '../../platform/jobs/index.ts';
import type { MarketplaceGateway } from '../../platform/marketplaces/gateway.ts';
import { RECONCILE_OVERLAP_MS } from '../../platform/marketplaces/reconcile.ts';
import { type ShopRow, type ShopsModule, type StoredWebhook, unlessShopGone } from '../shops/index.ts';
import { connectedChatShops } from '../shops/joins.ts';
import { requireChatPort } from './chat-port.ts';
import type { ChatEvents } from './events.ts';
import {
  CATCH_UP_MESSAGES,
  CONVERSATION_PAGE_SIZE,
  FIRST_PULL_CONVERSATIONS,
  FIRST_PULL_MESSAGES,
  MESSAGE_PAGE_SIZE,
  RECONCILE_EVERY_MINUTES,
  reconcileDueJob,
  reconcileShopJob,
} from './jobs.ts';
import {
  ensureConversation,
  ensureConversationOfBuyer,
  lockConversation,
  type MessageMeta,
  storeMessages,
  upsertConversation,
} from './store.ts';
import { chatConversations, chatReconciliations } from './tables.ts';
import type { ConversationRow, MessageRow } from './view.ts';

/** A row the platform (or a push) has named the buyer of; a bare row knows only its platform id. */
const hasBuyer = (row: ConversationRow) => row.buyerName !== '' || row.buyerId !== '';

type SyncDeps = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  shops: ShopsModule;
  events: ChatEvents;
  gateway: Pick<MarketplaceGateway, 'adapter'>;
};

/**
 * Keeps conversations in step with the platforms: each chat push stores its message (or reads it
 * when the push does not carry it), and a periodic reconciliation pulls recently active
 * conversations and their new messages, catching pushes that never came. A new chat shop is pulled
 * within a minute of connecting (it has no reconciliation mark yet).
 */
export function createChatSync(deps: SyncDeps) {
  const { db, shops, events } = deps;

  const callChat = <T>(
    shop: ShopRow,
    call: (port: ChatPort, credentials: Parameters<ChatPort['send']>[0]) => Promise<T>,
  ) =>
    shops.tokens.callShop(shop, (adapter, credentials) =>
      call(requireChatPort(adapter, shop.marketplace), credentials),
    );

  /** Stores messages of one conversation and tells the inbox; `live`: news (notify, automation). */
  async function store(
    shop: ShopRow,
    conversation: ConversationRow,
    records: readonly ChatMessageRecord[],
    meta: MessageMeta & { live: boolean },
  ) {
    const result = await withTransaction(db, async (tx) => {
      const locked = await lockConversation(tx, { id: conversation.id });
      if (!locked) return { conversation, stored: [] };
      const stored = await storeMessages(tx, locked.row, records, meta, locked);
      if (meta.live) await events.queue(tx, stored.stored);
      return stored;
    });
    await announceStored(shop, result, meta.live);
    return result;
  }

  async function announceStored(
    shop: ShopRow,
    result: { conversation: ConversationRow; stored: MessageRow[] },
    live: boolean,
  ) {
    if (result.stored.length === 0) return;
    await events.announce(
      result.conversation,
      shop.shopName,
      result.stored.map((row) => ({ row })),
      { notify: live },
    );
  }

  /**
   * A pushed buyer message, the inbox's most timed path: one transaction locks the conversation
   * (reading its newest message in the same statement), stores the message and queues its stored
   * event; the open inbox tabs get it right after the commit. A conversation first seen is created
   * from the buyer the push names and filled from the platform's conversation list only after the
   * publish (avatar, can-send, the platform's unread count). False when neither the row nor the push
   * names the buyer: the caller asks the platform first.
   */
  async function storePushed(
    shop: ShopRow,
    externalId: string,
    message: ChatMessageRecord,
    buyer: { id: string; name: string } | undefined,
  ) {
    const outcome = await withTransaction(db, async (tx) => {
      const locked = await lockConversation(tx, { shopId: shop.id, externalId });
      const firstSeen = !locked || !hasBuyer(locked.row);
      let conversation: ConversationRow;
      if (locked && !firstSeen) conversation = locked.row;
      else if (buyer) conversation = await ensureConversationOfBuyer(tx, shop, externalId, buyer);
      else return null;
      const stored = await storeMessages(
        tx,
        conversation,
        [message],
        { source: 'platform', countUnread: true },
        { newestSentAt: locked?.newestSentAt ?? null },
      );
      await events.queue(tx, stored.stored);
      return { ...stored, firstSeen };
    });
    if (!outcome) return false;
    await announceStored(shop, outcome, true);
    if (outcome.firstSeen) await fillFromPlatform(shop, outcome.conversation);
    return true;
  }

  /**
   * The platform's view of a conversation first seen in a push (a reconciliation fills it when this
   * fails). Open inboxes hear of it only when it changed what they show of the buyer: the list's
   * sub-second time of the same last message is no news worth a frame to every tab.
   */
  async function fillFromPlatform(shop: ShopRow, stored: ConversationRow) {
    const { externalId } = stored;
    try {
      const listedAt = new Date();
      const listed = await refreshConversation(shop, externalId);
      if (!listed) return;
      const row = await upsertConversation(db, shop, listed, listedAt);
      const shown = (r: ConversationRow) => [
        r.buyerId,
        r.buyerName,
        r.buyerAvatarUrl,
        r.canSend,
        r.unreadCount,
      ];
      if (JSON.stringify(shown(row)) !== JSON.stringify(shown(stored)))
        await events.announceConversation(row, shop.shopName);
    } catch (err) {
      deps.logger.warn({ err, shopId: shop.id, externalId }, 'new conversation not filled from the platform');
    }
  }

  /** The platform's view of the conversation, looked up among its most recently active ones. */
  async function refreshConversation(shop: ShopRow, externalId: string): Promise<ChatConversation | null> {
    const page = await callChat(shop, (port, credentials) =>
      port.listConversations(credentials, { cursor: null, pageSize: CONVERSATION_PAGE_SIZE }),
    );
    return page.items.find((c) => c.externalId === externalId) ?? null;
  }

  /**
   * The conversation row, created (and filled from the platform when it can) on first sight. `listed`:
   * the row now holds the platform's own unread count, which already includes the pushed message.
   */
  async function conversationOf(shop: ShopRow, externalId: string) {
    // A known conversation (the usual case) costs one read; the row is locked later, by the store.
    const [known] = await db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.shopId, shop.id), eq(chatConversations.externalId, externalId)))
      .limit(1);
    if (known && hasBuyer(known)) return { row: known, listed: false };
    const listed = await refreshConversation(shop, externalId);
    if (listed) return { row: await upsertConversation(db, shop, listed), listed: true };
    return { row: known ?? (await ensureConversation(db, shop, externalId)), listed: false };
  }

  /** Newest messages of a conversation back to the first one already stored (or `limit`). */
  async function pullMessages(shop: ShopRow, conversation: ConversationRow, limit: number) {
    const known = conversation.lastMessageExternalId;
    const collected: ChatMessageRecord[] = [];
    let cursor: string | null = null;
    do {
      const page = await callChat(shop, (port, credentials) =>
        port.listMessages(credentials, conversation.externalId, { cursor, pageSize: MESSAGE_PAGE_SIZE }),
      );
      const knownAt = page.items.findIndex((m) => m.externalId === known);
      collected.push(...(knownAt >= 0 ? page.items.slice(0, knownAt) : page.items));
      if (knownAt >= 0) break;
      cursor = page.nextCursor;
    } while (cursor && collected.length < limit);
    // Oldest first: the order they are stored in.
    return collected.slice(0, limit).reverse();
  }

  async function onWebhook(event: StoredWebhook) {
    if (event.kind !== 'chat') return;
    const shop = await shops.service.findChatShop(event.marketplace, event.shopId);
    if (shop?.status !== 'connect') return;
    await unlessShopGone(deps.logger, { shopId: shop.id }, 'chat webhook not applied', async () => {
      const pushes = requireChatPort(deps.gateway.adapter(shop.marketplace), shop.marketplace).parsePush(
        event.rawBody,
      );
      for (const push of pushes) {
        if (push.shopId !== shop.externalShopId) continue;
        if (push.type === 'message' && push.message) {
          if (await storePushed(shop, push.conversationId, push.message, push.buyer)) continue;
        }
        const { row: conversation, listed } = await conversationOf(shop, push.conversationId);
        if (push.type === 'message') {
          const records = push.message
            ? [push.message]
            : await pullMessages(shop, conversation, CATCH_UP_MESSAGES);
          await store(shop, conversation, records, { source: 'platform', countUnread: !listed, live: true });
        } else if (push.type === 'read') {
          await markReadLocally(shop, conversation);
        } else {
          const known = await refreshConversation(shop, push.conversationId);
          if (!known) continue;
          const row = await withTransaction(db, (tx) => upsertConversation(tx, shop, known));
          await events.announceConversation(row, shop.shopName);
        }
      }
    });
  }

  /** Read on the platform (seller centre, another tool): unread here too. */
  async function markReadLocally(shop: ShopRow, conversation: ConversationRow) {
    const [row] = await db
      .update(chatConversations)
      .set({ unreadCount: 0, updatedAt: new Date() })
      .where(eq(chatConversations.id, conversation.id))
      .returning();
    await events.announceConversation(row, shop.shopName);
    return row;
  }

  /**
   * Pulls the shop's conversations active since its last run (the first run: its most recent ones,
   * stored as history without notifications) and the new messages of each, then moves the mark.
   */
  async function reconcileShop(shopId: string) {
    const shop = await shops.service.chatShop(shopId);
    if (shop?.status !== 'connect') return;
    const [mark] = await db
      .select({ at: chatReconciliations.reconciledAt })
      .from(chatReconciliations)
      .where(eq(chatReconciliations.shopId, shop.id))
      .limit(1);
    const first = !mark;
    const since = mark ? new Date(mark.at.getTime() - RECONCILE_OVERLAP_MS) : null;
    const startedAt = new Date();
    let cursor: string | null = null;
    let seen = 0;
    const done = await unlessShopGone(
      deps.logger,
      { shopId: shop.id },
      'chat reconciliation stopped: shop disconnected',
      async () => {
        page: do {
          const listedAt = new Date();
          const page = await callChat(shop, (port, credentials) =>
            port.listConversations(credentials, { cursor, pageSize: CONVERSATION_PAGE_SIZE }),
          );
          for (const c of page.items) {
            if (since && c.lastMessage && c.lastMessage.sentAt < since) break page;
            const before = await db
              .select()
              .from(chatConversations)
              .where(
                and(eq(chatConversations.shopId, shop.id), eq(chatConversations.externalId, c.externalId)),
              )
              .limit(1)
              .then((r) => r[0] ?? null);
            const row = await withTransaction(db, (tx) => upsertConversation(tx, shop, c, listedAt));
            const stale =
              !before?.lastMessageExternalId ||
              (c.lastMessage !== null && c.lastMessage.sentAt > before.lastMessageAt);
            if (stale && c.lastMessage) {
              const records = await pullMessages(
                shop,
                { ...row, lastMessageExternalId: before?.lastMessageExternalId ?? null },
                first ? FIRST_PULL_MESSAGES : CATCH_UP_MESSAGES,
              );
              await store(shop, row, records, { source: 'platform', countUnread: false, live: !first });
            }
            const [synced] = await db
              .update(chatConversations)
              .set({ messagesSyncedAt: new Date() })
              .where(eq(chatConversations.id, row.id))
              .returning();
            // A conversation new to Booster appears in every open inbox at once, messages or not.
            if (!before) await events.announceConversation(synced ?? row, shop.shopName);
            seen += 1;
            if (first && seen >= FIRST_PULL_CONVERSATIONS) break page;
          }
          cursor = page.nextCursor;
        } while (cursor);
      },
    );
    if (!done) return;
    await db
      .insert(chatReconciliations)
      .values({ shopId: shop.id, accountId: shop.accountId, reconciledAt: startedAt })
      .onConflictDoUpdate({ target: chatReconciliations.shopId, set: { reconciledAt: startedAt } });
  }

  const reconcileShopDefinition = bindJob(reconcileShopJob, (p) => reconcileShop(p.shopId));

  async function reconcileDue() {
    const dueBefore = new Date(Date.now() - RECONCILE_EVERY_MINUTES * 60_000);
    const due = await db
      .select({ id: connectedChatShops.id })
      .from(connectedChatShops)
      .leftJoin(chatReconciliations, eq(chatReconciliations.shopId, connectedChatShops.id))
      .where(or(isNull(chatReconciliations.shopId), lt(chatReconciliations.reconciledAt, dueBefore)));
    for (const shop of due) await deps.jobs.enqueue(reconcileShopDefinition, { shopId: shop.id });
  }

  return {
    onWebhook,
    reconcileShop,
    reconcileDue,
    markReadLocally,
    store,
    conversationOf,
    callChat,
    jobs: {
      reconcileShop: reconcileShopDefinition,
      reconcileDue: bindJob(reconcileDueJob, () => reconcileDue()),
    },
  };
}

export type ChatSync = ReturnType<typeof createChatSync>;
