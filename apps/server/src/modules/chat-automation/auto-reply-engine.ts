import type { ItemFailure } from '@booster/contracts';
import {
  AUTO_REPLY_WINDOW_MS,
  type AutoReplyCandidate,
  autoReplyCandidates,
  fillTemplate,
} from '@booster/domain';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { columnsEqual, type Db, type Executor } from '../../platform/db/index.ts';
import { finalVerdict } from '../../platform/failures/index.ts';
import { bindJob, type JobQueue } from '../../platform/jobs/index.ts';
import { type AutomationChat, type StoredChatMessage, sendAutomatedText } from './chat-port.ts';
import { chatShopOf } from './chat-shops.ts';
import { chatAutoReplyLog, chatAutoReplyRules, chatAutoReplySettings, chatBuyerActivity } from './tables.ts';

/** Older buyer messages (a reconciliation catching up) get no auto-reply: the moment has passed. */
export const AUTO_REPLY_MAX_AGE_MS = 15 * 60 * 1000;

export const sendAutoReplyJob = {
  name: 'chat-automation.send-auto-reply.v1',
  schema: z.object({ logId: z.string().uuid() }),
  retry: { limit: 3, delaySeconds: 10, backoff: true },
} as const;

type Rule = typeof chatAutoReplyRules.$inferSelect;

const replyKeyOf = (c: AutoReplyCandidate<Rule>) => (c.kind === 'keyword' ? `keyword:${c.rule.id}` : c.kind);

/**
 * Auto-reply: a buyer's stored message may get one answer (keyword rule, away message, greeting, in
 * that order), each at most once per buyer in 24 hours. Only buyer messages trigger, so an auto-reply,
 * a seller's answer or another shop's bot never does. The decision and the log row are written in one
 * transaction with the send job; one row per shop + buyer message makes a replayed event a no-op.
 */
export function createAutoReplyEngine(deps: {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  chat: AutomationChat;
}) {
  const { db } = deps;

  /** The buyer's previous message time, moved forward to this one (a row lock orders concurrent messages). */
  async function touchBuyer(tx: Executor, shopId: string, buyerId: string, at: Date): Promise<Date | null> {
    await tx
      .insert(chatBuyerActivity)
      .values({ shopId, buyerId, lastMessageAt: new Date(0) })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ at: chatBuyerActivity.lastMessageAt })
      .from(chatBuyerActivity)
      .where(and(eq(chatBuyerActivity.shopId, shopId), eq(chatBuyerActivity.buyerId, buyerId)))
      .for('update');
    await tx
      .update(chatBuyerActivity)
      .set({
        lastMessageAt: sql`greatest(${chatBuyerActivity.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(and(eq(chatBuyerActivity.shopId, shopId), eq(chatBuyerActivity.buyerId, buyerId)));
    const previous = row?.at ?? null;
    return previous && previous.getTime() > 0 ? previous : null;
  }

  async function sentWithinWindow(
    tx: Executor,
    shopId: string,
    buyerId: string,
    replyKey: string,
    now: Date,
  ) {
    const [row] = await tx
      .select({ id: chatAutoReplyLog.id })
      .from(chatAutoReplyLog)
      .where(
        and(
          columnsEqual(chatAutoReplyLog, { shopId, buyerId, replyKey }),
          ne(chatAutoReplyLog.status, 'failed'),
          gt(chatAutoReplyLog.createdAt, new Date(now.getTime() - AUTO_REPLY_WINDOW_MS)),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async function onMessage(message: StoredChatMessage, now = new Date()) {
    if (message.sender !== 'buyer' || !message.buyerId) return;
    if (now.getTime() - message.sentAt.getTime() > AUTO_REPLY_MAX_AGE_MS) return;
    await db.transaction(async (tx) => {
      const shop = await chatShopOf(tx, message.accountId, message.shopId).catch(() => null);
      if (!shop) return;
      const previous = await touchBuyer(tx, message.shopId, message.buyerId, message.sentAt);
      const [settings] = await tx
        .select()
        .from(chatAutoReplySettings)
        .where(eq(chatAutoReplySettings.shopId, message.shopId));
      if (!settings) return;
      const rules = await tx
        .select()
        .from(chatAutoReplyRules)
        .where(eq(chatAutoReplyRules.shopId, message.shopId))
        .orderBy(asc(chatAutoReplyRules.position));
      const firstInWindow =
        previous === null || message.sentAt.getTime() - previous.getTime() >= AUTO_REPLY_WINDOW_MS;
      const candidates = autoReplyCandidates(
        {
          greeting: { enabled: settings.greetingEnabled },
          away: { enabled: settings.awayEnabled, hours: settings.workingHours },
          rules,
        },
        { text: message.text, at: message.sentAt, firstInWindow },
      );
      for (const candidate of candidates) {
        const replyKey = replyKeyOf(candidate);
        if (await sentWithinWindow(tx, message.shopId, message.buyerId, replyKey, now)) continue;
        const template =
          candidate.kind === 'keyword'
            ? candidate.rule.text
            : candidate.kind === 'away'
              ? settings.awayText
              : settings.greetingText;
        const text = fillTemplate(
          template,
          { nama_pembeli: message.buyerName, nama_toko: shop.shopName },
          'blank',
        ).trim();
        const [logged] = await tx
          .insert(chatAutoReplyLog)
          .values({
            accountId: message.accountId,
            shopId: message.shopId,
            conversationId: message.conversationId,
            triggerMessageId: message.messageId,
            trigger: (message.text ?? '').slice(0, 500),
            buyerId: message.buyerId,
            buyerName: message.buyerName,
            kind: candidate.kind,
            replyKey,
            keywords: candidate.kind === 'keyword' ? candidate.rule.keywords : [],
            text,
          })
          .onConflictDoNothing()
          .returning({ id: chatAutoReplyLog.id });
        if (logged) await deps.jobs.enqueue(sendJob, { logId: logged.id }, { tx });
        return;
      }
    });
  }

  /** Sends one logged auto-reply; a row already sent or failed is left alone (a repeated job). */
  const sendJob = bindJob(sendAutoReplyJob, async ({ logId }, job) => {
    const [row] = await db.select().from(chatAutoReplyLog).where(eq(chatAutoReplyLog.id, logId));
    if (!row || row.status !== 'queued') return;
    try {
      await sendAutomatedText(deps.chat, {
        accountId: row.accountId,
        conversationId: row.conversationId,
        text: row.text,
      });
    } catch (err) {
      const { failure } = finalVerdict(err, job);
      deps.logger.warn({ err, logId }, 'auto-reply not sent');
      await markLog(logId, 'failed', failure);
      return;
    }
    await markLog(logId, 'sent', null);
  });

  async function markLog(id: string, status: 'sent' | 'failed', failure: ItemFailure | null) {
    await db
      .update(chatAutoReplyLog)
      .set({ status, failure, sentAt: status === 'sent' ? new Date() : null })
      .where(eq(chatAutoReplyLog.id, id));
  }

  return { onMessage, sendJob };
}
