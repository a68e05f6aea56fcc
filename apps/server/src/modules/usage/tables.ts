import * as Pg from 'drizzle-orm/pg-core';

/**
 * API calls of signed-in users per account, route pattern and Jakarta day. Each process counts in
 * memory and adds its counts here every few seconds (never a row per request).
 */
export const apiHitsDaily = Pg.pgTable(
  'api_hits_daily',
  {
    day: Pg.date('day', { mode: 'string' }).notNull(),
    accountId: Pg.uuid('account_id').notNull(),
    method: Pg.text('method').notNull(),
    route: Pg.text('route').notNull(),
    hits: Pg.integer('hits').notNull(),
    /** Answers of 400 and above. */
    errors: Pg.integer('errors').notNull(),
  },
  (t) => [
    Pg.primaryKey({ columns: [t.day, t.accountId, t.method, t.route] }),
    Pg.index('api_hits_daily_account_day_idx').on(t.accountId, t.day),
  ],
);

/** Calls Booster made to each marketplace per day; errors failed after their retries. */
export const marketplaceCallsDaily = Pg.pgTable(
  'marketplace_calls_daily',
  {
    day: Pg.date('day', { mode: 'string' }).notNull(),
    platform: Pg.text('platform').notNull(),
    calls: Pg.integer('calls').notNull(),
    errors: Pg.integer('errors').notNull(),
  },
  (t) => [Pg.primaryKey({ columns: [t.day, t.platform] })],
);

/** What members did per day (logins, products edited, bulk jobs, orders shipped, chats answered). */
export const activityDaily = Pg.pgTable(
  'activity_daily',
  {
    day: Pg.date('day', { mode: 'string' }).notNull(),
    accountId: Pg.uuid('account_id').notNull(),
    kind: Pg.text('kind').notNull(),
    count: Pg.integer('count').notNull(),
  },
  (t) => [
    Pg.primaryKey({ columns: [t.day, t.accountId, t.kind] }),
    Pg.index('activity_daily_account_day_idx').on(t.accountId, t.day),
  ],
);
