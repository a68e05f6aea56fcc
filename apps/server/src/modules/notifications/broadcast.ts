import type { Executor } from '../../platform/db/index.ts';
import type { JobDefinition, JobQueue } from '../../platform/jobs/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import { notificationsRoom } from '../../platform/realtime/rooms.ts';
import type { PushSubscriptions } from './push-subscriptions.ts';
import { type NotifyInput, notificationValues } from './service.ts';
import { notifications } from './tables.ts';
import { toNotification } from './view.ts';
import type { webPushJob } from './web-push.ts';

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters (8 per row). */
const CHUNK = 1000;

type Stored = typeof notifications.$inferSelect;

/**
 * One notification for many accounts (admin announcements): `store` writes every row inside the
 * caller's transaction; `deliver`, called after it commits, tells each account's open tabs and
 * queues the Web Pushes, so nobody is told about a row that was rolled back.
 */
export function createBroadcast(deps: {
  jobs: JobQueue;
  realtime: RealtimePublisher;
  subscriptions: PushSubscriptions;
  webPush: JobDefinition<typeof webPushJob.schema>;
}) {
  return {
    async store(tx: Executor, accountIds: readonly string[], input: NotifyInput): Promise<Stored[]> {
      const stored: Stored[] = [];
      for (let i = 0; i < accountIds.length; i += CHUNK) {
        const rows = await tx
          .insert(notifications)
          .values(accountIds.slice(i, i + CHUNK).map((accountId) => notificationValues(accountId, input)))
          .returning();
        stored.push(...rows);
      }
      return stored;
    },

    async deliver(rows: readonly Stored[]) {
      for (const row of rows) {
        const notification = toNotification(row);
        await deps.realtime.publish(notificationsRoom(row.accountId), 'notif', {
          type: row.type,
          notification,
        });
        for (const subscriptionId of await deps.subscriptions.idsOfAccount(row.accountId)) {
          await deps.jobs.enqueue(deps.webPush, { notificationId: row.id, subscriptionId });
        }
      }
    },
  };
}
