import type { ItemFailure } from '@booster/contracts';
import * as Pg from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;

/**
 * A bulk action run item by item (products bulk edit, orders bulk shipping, and later chat reminders,
 * e-mail blasts…): one row per run, one per item, each item worked by its own retried job.
 * Transient job state: no foreign key to the owning account (accounts are never deleted, sub-members
 * do not own runs) nor to the subjects, which belong to other modules.
 */
export const itemRuns = Pg.pgTable(
  'item_runs',
  {
    id: Pg.uuid('id').primaryKey().defaultRandom(),
    accountId: Pg.uuid('account_id').notNull(),
    /** The feature that owns the run, e.g. 'products.bulk-edit', 'orders.bulk-shipping'. */
    feature: Pg.text('feature').notNull(),
    /** What the run does within the feature, e.g. the bulk edit kind ('stock-price'). */
    kind: Pg.text('kind').notNull(),
    marketplace: Pg.text('marketplace'),
    total: Pg.integer('total').notNull(),
    createdBy: Pg.uuid('created_by'),
    createdAt: Pg.timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [Pg.index('item_runs_account_created_idx').on(t.accountId, t.createdAt)],
);

export const itemRunItems = Pg.pgTable(
  'item_run_items',
  {
    id: Pg.uuid('id').primaryKey().defaultRandom(),
    runId: Pg.uuid('run_id')
      .notNull()
      .references(() => itemRuns.id, { onDelete: 'cascade' }),
    accountId: Pg.uuid('account_id').notNull(),
    /** Our id of what the item works on (a listing, an order…), owned by the feature's module. */
    subjectId: Pg.uuid('subject_id').notNull(),
    /** The item's input as the seller sent it (validated by the feature when the run started). */
    payload: Pg.jsonb('payload').notNull(),
    status: Pg.text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    /** Why it failed for good: a code plus parameters, translated when read. */
    failure: Pg.jsonb('failure').$type<ItemFailure>(),
    reconnect: Pg.boolean('reconnect').notNull().default(false),
    /** What the feature must remember between attempts (e.g. the tracking number already given). */
    progress: Pg.jsonb('progress').$type<Record<string, unknown>>(),
    updatedAt: Pg.timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [Pg.index('item_run_items_run_status_idx').on(t.runId, t.status)],
);
