import * as Pg from 'drizzle-orm/pg-core';

/**
 * Token buckets of the marketplace rate limits shared by every process on the database (one row per
 * platform and shop): `tokens` goes negative while callers wait their turn.
 */
export const marketplaceRateBuckets = Pg.pgTable('marketplace_rate_buckets', {
  key: Pg.text('key').primaryKey(),
  tokens: Pg.doublePrecision('tokens').notNull(),
  at: Pg.timestamp('at', { withTimezone: true, precision: 6 }).notNull(),
});
