import type { FastifyInstance } from 'fastify';
import type { SubjectLoader } from '../../platform/auth/context.ts';
import type { ModuleRuntime } from '../../platform/runtime.ts';
import { createBroadcast } from './broadcast.ts';
import { createPushSubscriptions } from './push-subscriptions.ts';
import { registerNotificationRoutes } from './routes.ts';
import { createNotificationService } from './service.ts';
import { createVapidKeys, type VapidConfig } from './vapid-keys.ts';
import { createWebPushSender } from './web-push.ts';

export type NotificationsDeps = ModuleRuntime & {
  /** VAPID keys are generated once and kept here when not configured. */
  dataDir: string;
  appUrl: string;
  webPush: VapidConfig;
  /** Who a push subscription's user is now (accounts), for the per-user topics. */
  loadSubject: SubjectLoader;
};

/** Notifications (bell, page), their realtime 'notif' messages and Web Push. */
export function createNotificationsModule(deps: NotificationsDeps) {
  const { db } = deps;
  const vapid = createVapidKeys(deps.webPush, deps.dataDir);
  const subscriptions = createPushSubscriptions(db);
  const webPush = createWebPushSender({
    db,
    subscriptions,
    vapid,
    logger: deps.logger,
    appUrl: deps.appUrl,
    loadSubject: deps.loadSubject,
  });
  deps.jobs.register(webPush);
  const service = createNotificationService({
    db,
    jobs: deps.jobs,
    realtime: deps.realtime,
    subscriptions,
    webPush,
  });

  // One notification for many accounts (admin announcements).
  const broadcast = createBroadcast({ jobs: deps.jobs, realtime: deps.realtime, subscriptions, webPush });

  return {
    service,
    broadcast,
    jobs: { webPush },
    registerRoutes(app: FastifyInstance) {
      registerNotificationRoutes(app, { service, subscriptions, vapid });
    },
  };
}

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
export type { NotifyInput } from './service.ts';
export type { NotificationDetail } from './tables.ts';
