import { and, count, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import type { JobDefinition, JobQueue } from '../../platform/jobs/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import { chatRoom, notificationsRoom } from '../../platform/realtime/rooms.ts';
import type { PushSubscriptions } from './push-subscriptions.ts';
import { listNotifications, type NotificationFilter, type NotificationPage } from './queries.ts';
import { type NotificationDetail, notifications } from './tables.ts';
import { toNotification } from './view.ts';
import type { webPushJob } from './web-push.ts';

export type NotifyInput = {
  type: string;
  marketplace: string;
  title: string;
  description: string;
  icon?: string | null;
  detail?: NotificationDetail;
  /** The same key for the same account stores nothing the second time. */
  dedupeKey?: string;
};

/** The row one notification of one account is stored as. */
export function notificationValues(accountId: string, input: NotifyInput) {
  return {
    accountId,
    type: input.type,
    marketplace: input.marketplace,
    title: input.title,
    description: input.description,
    icon: input.icon ?? null,
    detail: input.detail ?? null,
    dedupeKey: input.dedupeKey ?? null,
  };
}

export type NotificationListQuery = NotificationFilter & NotificationPage;

export function createNotificationService(deps: {
  db: Db;
  jobs: JobQueue;
  realtime: RealtimePublisher;
  subscriptions: PushSubscriptions;
  webPush: JobDefinition<typeof webPushJob.schema>;
}) {
  const { db, realtime } = deps;

  return {
    /**
     * Stores a notification, tells every open tab of the account that may see it (websocket
     * 'notif') and queues a Web Push per registered browser. Null when the dedupe key was seen.
     */
    async notify(accountId: string, input: NotifyInput) {
      const [row] = await db
        .insert(notifications)
        .values(notificationValues(accountId, input))
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      const notification = toNotification(row);
      // Chat news goes to the members who may see the chat, everything else to the bell's.
      const room = row.type === 'chat' ? chatRoom(accountId) : notificationsRoom(accountId);
      await realtime.publish(room, 'notif', { type: row.type, notification });
      for (const subscriptionId of await deps.subscriptions.idsOfAccount(accountId)) {
        await deps.jobs.enqueue(deps.webPush, { notificationId: row.id, subscriptionId });
      }
      return notification;
    },

    /** Newest first, by page number or by the previous page's cursor. */
    list(ctx: RequestContext, query: NotificationListQuery) {
      return listNotifications(db, ctx.accountId, query);
    },

    async read(ctx: RequestContext, id: string) {
      const [row] = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.id, id), eq(notifications.accountId, ctx.accountId)))
        .returning();
      if (!row) throw notFound();
      await realtime.publish(notificationsRoom(ctx.accountId), 'notifications.read.v1', {
        notificationId: id,
      });
      return toNotification(row);
    },

    async readAll(ctx: RequestContext) {
      await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.accountId, ctx.accountId), eq(notifications.read, false)));
      await realtime.publish(notificationsRoom(ctx.accountId), 'notifications.read.v1', {
        notificationId: null,
      });
    },

    async unreadCount(ctx: RequestContext) {
      const [{ total }] = await db
        .select({ total: count() })
        .from(notifications)
        .where(and(eq(notifications.accountId, ctx.accountId), eq(notifications.read, false)));
      return total;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
