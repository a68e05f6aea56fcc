import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * API calls of signed-in users per account, route pattern and Jakarta day. Each process counts in
 * memory and adds its counts here every few seconds (never a row per request).
 */
export const apiHitsDaily = pgTable(
  'api_hits_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    accountId: uuid('account_id').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    hits: integer('hits').notNull(),
    /** Answers of 400 and above. */
    errors: integer('errors').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.accountId, t.method, t.route] }),
    index('api_hits_daily_account_day_idx').on(t.accountId, t.day),
  ],
);

/** Calls Booster made to each marketplace per day; errors failed after their retries. */
export const marketplaceCallsDaily = pgTable(
  'marketplace_calls_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    platform: text('platform').notNull(),
    calls: integer('calls').notNull(),
    errors: integer('errors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.platform] })],
);

/** What members did per day (logins, products edited, bulk jobs, orders shipped, chats answered). */
export const activityDaily = pgTable(
  'activity_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    accountId: uuid('account_id').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.accountId, t.kind] }),
    index('activity_daily_account_day_idx').on(t.accountId, t.day),
  ],
);
