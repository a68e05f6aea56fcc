import type { ReminderLogEntry, ReminderSettings, reminderSettingsBodySchema } from '@booster/contracts';
import { REMINDER_KINDS, type ReminderKind } from '@booster/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.ts';
import { type Db, offsetPage } from '../../platform/db/index.ts';
import { type MessageKey, t } from '../../platform/i18n/index.ts';
import { chatShopOf } from './chat-shops.ts';
import { chatReminderPolicies, chatReminderSends } from './tables.ts';

export const REMINDER_LOG_PAGE_SIZE = 20;

type SettingsBody = z.output<typeof reminderSettingsBodySchema>;

/** What each policy starts from: one message, switched off. */
const DEFAULTS: Record<ReminderKind, { delayMinutes: number; text: MessageKey }> = {
  unpaid: { delayMinutes: 60, text: 'chatAutomation.defaultUnpaid' },
  'follow-up': { delayMinutes: 6 * 60, text: 'chatAutomation.defaultFollowUp' },
  shipped: { delayMinutes: 5, text: 'chatAutomation.defaultShipped' },
};

/** Reminder policies of a chat shop of the account, and the log of their messages. */
export function createReminderSettings(deps: { db: Db }) {
  const { db } = deps;

  async function read(ctx: RequestContext, shopId: string): Promise<ReminderSettings> {
    await chatShopOf(db, ctx.accountId, shopId);
    const rows = await db.select().from(chatReminderPolicies).where(eq(chatReminderPolicies.shopId, shopId));
    const byKind = new Map(rows.map((r) => [r.kind, r]));
    const updated = rows.map((r) => r.updatedAt.getTime());
    return {
      shopId,
      policies: REMINDER_KINDS.map((kind) => {
        const row = byKind.get(kind);
        const fallback = DEFAULTS[kind];
        return {
          kind,
          enabled: row?.enabled ?? false,
          steps: row?.steps ?? [{ delayMinutes: fallback.delayMinutes, text: t(ctx.locale, fallback.text) }],
        };
      }),
      updatedAt: updated.length ? new Date(Math.max(...updated)).toISOString() : null,
    };
  }

  return {
    read,

    async save(ctx: RequestContext, shopId: string, body: SettingsBody): Promise<ReminderSettings> {
      await db.transaction(async (tx) => {
        await chatShopOf(tx, ctx.accountId, shopId);
        for (const policy of body.policies) {
          // Steps run in the order of their delays, whatever order they were typed in.
          const steps = [...policy.steps].sort((a, b) => a.delayMinutes - b.delayMinutes);
          const values = { accountId: ctx.accountId, enabled: policy.enabled, steps, updatedAt: new Date() };
          await tx
            .insert(chatReminderPolicies)
            .values({ shopId, kind: policy.kind, ...values })
            .onConflictDoUpdate({
              target: [chatReminderPolicies.shopId, chatReminderPolicies.kind],
              set: values,
            });
        }
      });
      return read(ctx, shopId);
    },

    async log(ctx: RequestContext, shopId: string, page: number) {
      await chatShopOf(db, ctx.accountId, shopId);
      const where = and(eq(chatReminderSends.shopId, shopId), eq(chatReminderSends.accountId, ctx.accountId));
      const { rows, meta } = await offsetPage(db, chatReminderSends, {
        where,
        orderBy: [desc(chatReminderSends.createdAt), desc(chatReminderSends.step)],
        page,
        limit: REMINDER_LOG_PAGE_SIZE,
      });
      const docs: ReminderLogEntry[] = rows.map((r) => ({
        _id: r.id,
        kind: r.kind,
        step: r.step,
        subject: r.subject,
        buyerName: r.buyerName,
        text: r.text,
        status: r.status,
        reason: r.reason ?? null,
        failure: r.failure ?? null,
        dueAt: r.dueAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      }));
      return { docs, ...meta };
    },
  };
}

export type ReminderSettingsService = ReturnType<typeof createReminderSettings>;
