import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Token buckets of the marketplace rate limits shared by every process on the database (one row per
 * platform and shop): `tokens` goes negative while callers wait their turn.
 */
export const marketplaceRateBuckets = pgTable('marketplace_rate_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  at: timestamp('at', { withTimezone: true, precision: 6 }).notNull(),
});
