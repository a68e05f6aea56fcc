import type { ItemFailure, OrderStatusKey, ReminderStopReason } from '@booster/contracts';
import {
  fillTemplate,
  formatDate,
  formatRupiah,
  type ReminderKind,
  reminderDueTimes,
  reminderStillApplies,
  type TemplateValues,
} from '@booster/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { columnsEqual, type Db, type Executor, withTransaction } from '../../platform/db/index.ts';
import { finalVerdict } from '../../platform/failures/index.ts';
import { bindJob, type JobFeed, type JobQueue } from '../../platform/jobs/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import {
  type AutomationChat,
  type StoredChatMessage,
  sendAutomatedOrderText,
  sendAutomatedText,
} from './chat-port.ts';
import { appShopForChatShop, type ChatShop, chatShopForAppShop, chatShopOf } from './chat-shops.ts';
import { chatReminderPolicies, chatReminderSends } from './tables.ts';

/** Steps whose time passed longer ago than this when their trigger is first seen are not planned. */
export const REMINDER_LATE_MS = 30 * 60 * 1000;

/** How often workers look for reminders that came due, and how many they take at once. */
export const REMINDER_SWEEP_SECONDS = 30;
const REMINDER_CLAIM_BATCH = 100;

export const sendReminderJob = {
  name: 'chat-automation.send-reminder.v1',
  schema: z.object({ sendId: z.string().uuid() }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
} as const;

/** What the reminders use of the orders module: its change event and stored-order reads. */
export type ReminderOrders = Pick<OrdersModule, 'changes' | 'stored'>;

type Send = typeof chatReminderSends.$inferSelect;
type Order = NonNullable<Awaited<ReturnType<ReminderOrders['stored']['forMessage']>>>;

const stopReasonFor = (kind: ReminderKind, status: OrderStatusKey | null): ReminderStopReason => {
  if (status === 'cancelled' || status === 'returned') return 'cancelled';
  if (kind === 'unpaid' && status !== null && status !== 'unpaid') return 'paid';
  return 'statusChanged';
};

const orderValues = (order: Order, shop: ChatShop): TemplateValues => ({
  nama_pembeli: order.buyerName,
  nama_toko: shop.shopName,
  nomor_pesanan: order.externalId,
  total_pesanan: formatRupiah(order.totalAmount),
  nama_produk: order.firstProductName ?? '',
  tanggal_pesanan: formatDate(order.placedAt),
  kurir: order.courier,
  nomor_resi: order.trackingNumber ?? '',
});

/**
 * Pengingat: an order's or a conversation's trigger plans one row per policy step (unique per shop +
 * kind + subject + step, so a repeated event plans nothing twice); a feed claims the rows that came
 * due and queues a send job for each; the job re-reads the order or conversation and sends only if the reminder still
 * applies (unpaid: still unpaid; shipped: still shipped; follow-up: no order and no newer message).
 */
export function createReminderEngine(deps: {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  chat: AutomationChat;
  orders: ReminderOrders;
}) {
  const { db, orders } = deps;

  async function plan(
    tx: Executor,
    shop: ChatShop,
    kind: ReminderKind,
    trigger: Date,
    subject: {
      key: string;
      label: string;
      buyerId?: string;
      buyerName: string;
      orderId?: string;
      conversationId?: string;
    },
    now: Date,
  ) {
    const [policy] = await tx
      .select()
      .from(chatReminderPolicies)
      .where(and(eq(chatReminderPolicies.shopId, shop.id), eq(chatReminderPolicies.kind, kind)));
    if (!policy?.enabled) return;
    const dues = reminderDueTimes(trigger, policy.steps);
    let planned = false;
    for (const [index, step] of policy.steps.entries()) {
      const dueAt = dues[index];
      if (dueAt.getTime() < now.getTime() - REMINDER_LATE_MS) continue;
      const [row] = await tx
        .insert(chatReminderSends)
        .values({
          accountId: shop.accountId,
          shopId: shop.id,
          kind,
          subjectKey: subject.key,
          subject: subject.label,
          orderId: subject.orderId ?? null,
          conversationId: subject.conversationId ?? null,
          buyerId: subject.buyerId ?? '',
          buyerName: subject.buyerName,
          step: index + 1,
          text: step.text,
          dueAt,
        })
        .onConflictDoNothing()
        .returning({ id: chatReminderSends.id });
      if (row) planned = true;
    }
    // A step already due goes out at once; later ones wait for the feed's sweep.
    if (planned) deps.jobs.wake(dueFeed);
  }

  async function stopPending(tx: Executor, where: ReturnType<typeof and>, reason: ReminderStopReason) {
    await tx
      .update(chatReminderSends)
      .set({ status: 'stopped', reason })
      .where(and(where, eq(chatReminderSends.status, 'pending')));
  }

  /** An order was stored or moved: plan its unpaid or shipped messages, stop those that no longer apply. */
  async function onOrderChanged(orderId: string, now = new Date()) {
    await db.transaction(async (tx) => {
      const order = await orders.stored.forMessage(tx, orderId);
      if (!order) return;
      for (const kind of ['unpaid', 'shipped'] as const) {
        if (!reminderStillApplies(kind, order.status))
          await stopPending(
            tx,
            and(eq(chatReminderSends.orderId, orderId), eq(chatReminderSends.kind, kind)),
            stopReasonFor(kind, order.status),
          );
      }
      if (order.status !== 'unpaid' && order.status !== 'shipped') return;
      const shop = await chatShopForAppShop(tx, order.shopId);
      if (!shop || shop.accountId !== order.accountId) return;
      const subject = { key: orderId, label: order.externalId, buyerName: order.buyerName, orderId };
      if (order.status === 'unpaid') await plan(tx, shop, 'unpaid', order.placedAt, subject, now);
      else await plan(tx, shop, 'shipped', now, subject, now);
    });
  }

  /** A buyer wrote: earlier follow-ups of the conversation wait no more; a new one counts from here. */
  async function onMessage(message: StoredChatMessage, now = new Date()) {
    if (message.sender !== 'buyer') return;
    await db.transaction(async (tx) => {
      const shop = await chatShopOf(tx, message.accountId, message.shopId).catch(() => null);
      if (!shop) return;
      await stopPending(
        tx,
        and(
          columnsEqual(chatReminderSends, {
            shopId: shop.id,
            kind: 'follow-up',
            conversationId: message.conversationId,
          }),
          like(chatReminderSends.subjectKey, `${message.conversationId}:%`),
        ),
        'statusChanged',
      );
      await plan(
        tx,
        shop,
        'follow-up',
        message.sentAt,
        {
          key: `${message.conversationId}:${message.messageId}`,
          label: message.buyerName,
          buyerId: message.buyerId,
          buyerName: message.buyerName,
          conversationId: message.conversationId,
        },
        now,
      );
    });
  }

  async function finish(
    id: string,
    update: { status: Send['status']; reason?: ReminderStopReason; failure?: ItemFailure; text?: string },
  ) {
    await db
      .update(chatReminderSends)
      .set({
        status: update.status,
        reason: update.reason ?? null,
        failure: update.failure ?? null,
        ...(update.text !== undefined ? { text: update.text } : {}),
        sentAt: update.status === 'sent' ? new Date() : null,
      })
      .where(and(eq(chatReminderSends.id, id), eq(chatReminderSends.status, 'pending')));
  }

  /** What to send for a planned row now, or why not. */
  async function prepare(
    send: Send,
  ): Promise<
    | { conversationId: string; text: string }
    | { orderId: string; text: string }
    | { stop: ReminderStopReason; status: 'stopped' | 'skipped' }
  > {
    const shop = await chatShopOf(db, send.accountId, send.shopId).catch(() => null);
    if (!shop) return { stop: 'disabled', status: 'skipped' };
    const [policy] = await db
      .select({ enabled: chatReminderPolicies.enabled })
      .from(chatReminderPolicies)
      .where(and(eq(chatReminderPolicies.shopId, send.shopId), eq(chatReminderPolicies.kind, send.kind)));
    if (!policy?.enabled) return { stop: 'disabled', status: 'stopped' };

    if (send.kind === 'follow-up') {
      const conversationId = send.conversationId ?? '';
      const appShopId = await appShopForChatShop(db, send.shopId);
      // Planned when the buyer wrote: an order from then on means the question was answered by buying.
      const since = new Date(send.createdAt.getTime() - 60_000);
      if (
        appShopId &&
        (await orders.stored.buyerOrderedSince(db, {
          shopId: appShopId,
          buyer: { id: send.buyerId, name: send.buyerName },
          since,
        }))
      )
        return { stop: 'ordered', status: 'stopped' };
      const text = fillTemplate(
        send.text,
        { nama_pembeli: send.buyerName, nama_toko: shop.shopName },
        'blank',
      );
      return { conversationId, text: text.trim() };
    }

    const order = send.orderId ? await orders.stored.forMessage(db, send.orderId) : null;
    if (!order || !reminderStillApplies(send.kind, order.status))
      return { stop: stopReasonFor(send.kind, order?.status ?? null), status: 'stopped' };
    const text = fillTemplate(send.text, orderValues(order, shop), 'blank');
    return { orderId: order.id, text: text.trim() };
  }

  const sendJob = bindJob(sendReminderJob, async ({ sendId }, job) => {
    const [send] = await db.select().from(chatReminderSends).where(eq(chatReminderSends.id, sendId));
    if (!send || send.status !== 'pending') return;
    const next = await prepare(send);
    if ('stop' in next) return finish(sendId, { status: next.status, reason: next.stop });
    try {
      // Order reminders go to the order's buyer, whom the platform knows; follow-ups answer a conversation.
      if ('orderId' in next)
        await sendAutomatedOrderText(deps.chat, {
          accountId: send.accountId,
          shopId: send.shopId,
          orderId: next.orderId,
          text: next.text,
        });
      else
        await sendAutomatedText(deps.chat, {
          accountId: send.accountId,
          conversationId: next.conversationId,
          text: next.text,
        });
    } catch (err) {
      const { failure } = finalVerdict(err, job);
      deps.logger.warn({ err, sendId }, 'reminder not sent');
      return finish(sendId, { status: 'failed', failure, text: next.text });
    }
    await finish(sendId, { status: 'sent', text: next.text });
  });

  /** Claims pending rows whose time has come and queues their send jobs in the same transaction. */
  const dueFeed: JobFeed = {
    name: 'chat-reminders-due',
    sweepSeconds: REMINDER_SWEEP_SECONDS,
    claim: () =>
      withTransaction(db, async (tx) => {
        const claimed = await tx.execute<{ id: string }>(sql`
          with next as (
            select id from ${chatReminderSends}
            where status = 'pending' and claimed_at is null and due_at <= now()
            order by due_at limit ${REMINDER_CLAIM_BATCH} for update skip locked
          )
          update ${chatReminderSends} as s set claimed_at = now() from next where s.id = next.id
          returning s.id`);
        await deps.jobs.enqueueMany(
          sendJob,
          claimed.rows.map((r) => ({ sendId: r.id })),
          { tx },
        );
        return claimed.rows.length;
      }),
  };
  deps.jobs.feed(dueFeed);

  return { onOrderChanged, onMessage, sendJob, dueFeed };
}
