import type { Logger } from 'pino';
import type { Db } from '../../platform/db/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { ProductsModule } from '../products/index.ts';
import type { ShopsModule } from '../shops/index.ts';

export type BoostDeps = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  shops: ShopsModule;
  products: ProductsModule;
  /** The scheduler's and the settings' clock; tests pass a fake one. */
  now: () => Date;
};

/** The listings lookups of the products module (names, images, platform ids of a shop's listings). */
export const listingsOf = (deps: BoostDeps) => deps.products.forChat;

/** Asks for a scheduler run at this time (a delayed job); the minute cron runs anyway. */
export type Wake = (at: Date) => void;
