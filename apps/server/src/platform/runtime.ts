import type { Logger } from 'pino';
import type { Db } from './db/index.ts';
import type { JobQueue } from './jobs/index.ts';
import type { RealtimePublisher } from './realtime/publisher.ts';

/**
 * The platform services of a module that stores, runs background jobs, logs and pushes to browsers;
 * the container builds it once and spreads it into each such module's deps.
 */
export type ModuleRuntime = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  realtime: RealtimePublisher;
};
