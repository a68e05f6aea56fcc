import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Guards } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import type { NotificationsModule } from '../notifications/index.ts';
import type { ShopsModule } from '../shops/index.ts';

export type OrdersDeps = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  realtime: RealtimePublisher;
  shops: ShopsModule;
  notifications: NotificationsModule;
  dataDir: string;
  appUrl: string;
};

/** Orders: sync, lists, detail, bulk shipping, label printing, the monitor and order statistics. */
export function createOrdersModule(_deps: OrdersDeps) {
  return {
    registerRoutes(_app: FastifyInstance, _guards: Guards) {},
  };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
