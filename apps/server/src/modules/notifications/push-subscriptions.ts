import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { pushSubscriptions } from './tables.ts';

export type PushSubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/** The browsers registered for Web Push, each bound to the user and the account it receives for. */
export function createPushSubscriptions(db: Db) {
  return {
    /** A browser endpoint belongs to whoever registered it last (another login in the same browser). */
    async subscribe(ctx: RequestContext, input: PushSubscriptionInput) {
      const values = {
        userId: ctx.userId,
        accountId: ctx.accountId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    },

    async unsubscribe(ctx: RequestContext, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, ctx.userId)));
    },

    async idsOfAccount(accountId: string): Promise<string[]> {
      const rows = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.accountId, accountId));
      return rows.map((r) => r.id);
    },

    async find(id: string) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row ?? null;
    },

    async remove(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
