import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Guards } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';

export type NotificationsDeps = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  realtime: RealtimePublisher;
  /** VAPID keys are generated once and kept here when not configured. */
  dataDir: string;
  appUrl: string;
};

/** Notifications (bell, page), their realtime 'notif' messages and Web Push. */
export function createNotificationsModule(_deps: NotificationsDeps) {
  return {
    registerRoutes(_app: FastifyInstance, _guards: Guards) {},
  };
}

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
