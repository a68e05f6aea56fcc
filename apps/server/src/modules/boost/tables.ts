import type { BoostQueueStatus, ItemFailure } from '@booster/contracts';
import type { BoostInterval } from '@booster/domain';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, tz, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';
import { listingKey } from '../products/schema-refs.ts';
import { shopIdColumn } from '../shops/schema-refs.ts';

/** What Shopee held boosted at the last read: platform item id and when its 4 hours end. */
export type BoostedSnapshot = { externalId: string; until: string }[];

/** One boost queue per Shopee shop: its interval, state and the time of its next run. */
export const boostQueues = Pg.pgTable(
  'boost_queues',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    shopId: shopIdColumn(),
    interval: Pg.text('interval').$type<BoostInterval>().notNull(),
    status: Pg.text('status').$type<BoostQueueStatus>().notNull(),
    /** When the next run is due (on whole minutes); null while paused or stopped. */
    nextRunAt: Pg.timestamp('next_run_at', tz),
    lastRunAt: Pg.timestamp('last_run_at', tz),
    boosted: Pg.jsonb('boosted').$type<BoostedSnapshot>().notNull().default([]),
    boostedReadAt: Pg.timestamp('boosted_read_at', tz),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    Pg.uniqueIndex('boost_queues_shop_key').on(t.shopId),
    Pg.index('boost_queues_account_idx').on(t.accountId),
    // The scheduler's scan: active queues by due time.
    Pg.index('boost_queues_due_idx').on(t.nextRunAt).where(sql`${t.status} = 'active'`),
    Pg.check('boost_queues_status_known', sql`${t.status} in ('active', 'paused', 'stopped')`),
    Pg.check('boost_queues_interval_known', sql`${t.interval} in ('hourly', 'every4h')`),
  ],
);

/** The products of a queue in the seller's order (priority 1 first). */
export const boostQueueItems = Pg.pgTable(
  'boost_queue_items',
  {
    id: primaryId(),
    queueId: belongsTo('queue_id', () => boostQueues.id),
    listingId: belongsTo('listing_id', listingKey),
    priority: Pg.integer('priority').notNull(),
    lastBoostedAt: Pg.timestamp('last_boosted_at', tz),
    createdAt: createdAt(),
  },
  (t) => [Pg.uniqueIndex('boost_queue_items_queue_listing_key').on(t.queueId, t.listingId)],
);

/** Every boost attempt per product: boosted (with its 4 hours) or refused with the reason. */
export const boostHistory = Pg.pgTable(
  'boost_history',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    shopId: shopIdColumn(),
    /** null once the listing is gone; name and platform id stay for the history. */
    listingId: Pg.uuid('listing_id').references(listingKey, { onDelete: 'set null' }),
    externalId: Pg.text('external_id').notNull(),
    name: Pg.text('name').notNull(),
    outcome: Pg.text('outcome').$type<'boosted' | 'failed'>().notNull(),
    failure: Pg.jsonb('failure').$type<ItemFailure>(),
    boostedUntil: Pg.timestamp('boosted_until', tz),
    at: Pg.timestamp('at', tz).notNull(),
  },
  (t) => [
    Pg.index('boost_history_shop_at_idx').on(t.shopId, t.at, t.id),
    Pg.index('boost_history_listing_at_idx').on(t.listingId, t.at),
    Pg.check('boost_history_outcome_known', sql`${t.outcome} in ('boosted', 'failed')`),
  ],
);
