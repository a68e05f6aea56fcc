import type { AutoReplyLogEntry, AutoReplySettings, autoReplySettingsBodySchema } from '@booster/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.ts';
import { type Db, offsetPage } from '../../platform/db/index.ts';
import { t } from '../../platform/i18n/index.ts';
import { chatShopOf } from './chat-shops.ts';
import { chatAutoReplyLog, chatAutoReplyRules, chatAutoReplySettings } from './tables.ts';

export const AUTO_REPLY_LOG_PAGE_SIZE = 20;

type SettingsBody = z.output<typeof autoReplySettingsBodySchema>;

/** Monday to Saturday 08:00–17:00 WIB, Sunday closed: what a new shop starts from. */
const defaultHours = (): AutoReplySettings['away']['hours'] => ({
  days: ([1, 2, 3, 4, 5, 6, 0] as const).map((day) => ({
    day,
    open: day !== 0,
    start: '08:00',
    end: '17:00',
  })),
  holidays: [],
});

/** Auto-reply settings of a chat shop of the account, and the log of what was sent. */
export function createAutoReplySettings(deps: { db: Db }) {
  const { db } = deps;

  async function read(ctx: RequestContext, shopId: string): Promise<AutoReplySettings> {
    await chatShopOf(db, ctx.accountId, shopId);
    const [row] = await db
      .select()
      .from(chatAutoReplySettings)
      .where(eq(chatAutoReplySettings.shopId, shopId));
    const rules = await db
      .select()
      .from(chatAutoReplyRules)
      .where(eq(chatAutoReplyRules.shopId, shopId))
      .orderBy(asc(chatAutoReplyRules.position));
    return {
      shopId,
      greeting: {
        enabled: row?.greetingEnabled ?? false,
        text: row?.greetingText ?? t(ctx.locale, 'chatAutomation.defaultGreeting'),
      },
      away: {
        enabled: row?.awayEnabled ?? false,
        text: row?.awayText ?? t(ctx.locale, 'chatAutomation.defaultAway'),
        hours: row?.workingHours ?? defaultHours(),
      },
      rules: rules.map((r) => ({ match: r.match, keywords: r.keywords, text: r.text, enabled: r.enabled })),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    read,

    /** Replaces the shop's settings and rules in one transaction (rules in the order given). */
    async save(ctx: RequestContext, shopId: string, body: SettingsBody): Promise<AutoReplySettings> {
      await db.transaction(async (tx) => {
        await chatShopOf(tx, ctx.accountId, shopId);
        const values = {
          accountId: ctx.accountId,
          greetingEnabled: body.greeting.enabled,
          greetingText: body.greeting.text,
          awayEnabled: body.away.enabled,
          awayText: body.away.text,
          workingHours: body.away.hours,
          updatedAt: new Date(),
        };
        await tx
          .insert(chatAutoReplySettings)
          .values({ shopId, ...values })
          .onConflictDoUpdate({ target: chatAutoReplySettings.shopId, set: values });
        await tx.delete(chatAutoReplyRules).where(eq(chatAutoReplyRules.shopId, shopId));
        if (body.rules.length > 0)
          await tx
            .insert(chatAutoReplyRules)
            .values(
              body.rules.map((rule, position) => ({ accountId: ctx.accountId, shopId, position, ...rule })),
            );
      });
      return read(ctx, shopId);
    },

    async log(ctx: RequestContext, shopId: string, page: number) {
      await chatShopOf(db, ctx.accountId, shopId);
      const where = and(eq(chatAutoReplyLog.shopId, shopId), eq(chatAutoReplyLog.accountId, ctx.accountId));
      const { rows, meta } = await offsetPage(db, chatAutoReplyLog, {
        where,
        orderBy: [desc(chatAutoReplyLog.createdAt), desc(chatAutoReplyLog.id)],
        page,
        limit: AUTO_REPLY_LOG_PAGE_SIZE,
      });
      const docs: AutoReplyLogEntry[] = rows.map((r) => ({
        _id: r.id,
        kind: r.kind,
        keywords: r.keywords,
        buyerName: r.buyerName,
        trigger: r.trigger,
        text: r.text,
        status: r.status,
        failure: r.failure ?? null,
        at: (r.sentAt ?? r.createdAt).toISOString(),
      }));
      return { docs, ...meta };
    },
  };
}

export type AutoReplySettingsService = ReturnType<typeof createAutoReplySettings>;
