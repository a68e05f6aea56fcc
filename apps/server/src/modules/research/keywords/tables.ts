import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo } from '../../../platform/db/columns.ts';
import { accountIdColumn } from '../../accounts/index.ts';

/**
 * What a marketplace's public search showed for a keyword on one UTC day: the result count, the
 * keyword's place among the search box's suggestions and the suggestions themselves. Shared by every
 * account (it is public data); one row per keyword, platform and day, re-taken when asked again.
 */
export const researchKeywordSnapshots = pgTable(
  'research_keyword_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketplace: text('marketplace').notNull(),
    keyword: text('keyword').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    resultCount: integer('result_count').notNull(),
    suggestionRank: integer('suggestion_rank'),
    suggestions: jsonb('suggestions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Search pages read (best sellers first): a deeper snapshot replaces a shallower one. */
    pages: integer('pages').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('research_keyword_snapshots_key').on(t.marketplace, t.keyword, t.day)],
);

/** The listings a snapshot's search pages showed, best sellers first. */
export const researchKeywordListings = pgTable(
  'research_keyword_listings',
  {
    snapshotId: belongsTo('snapshot_id', () => researchKeywordSnapshots.id),
    position: integer('position').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    shopExternalId: text('shop_external_id').notNull(),
    shopName: text('shop_name').notNull(),
    shopOfficial: boolean('shop_official').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** Lifetime units sold as the search showed them. */
    soldCount: bigint('sold_count', { mode: 'number' }).notNull(),
    rating: real('rating'),
    ratingCount: integer('rating_count').notNull(),
    location: text('location').notNull(),
    categoryId: text('category_id').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [
    primaryKey({ columns: [t.snapshotId, t.position] }),
    uniqueIndex('research_keyword_listings_item').on(t.snapshotId, t.externalId),
  ],
);

/** An account's saved keyword analyses (the list page); the numbers come from the snapshots. */
export const researchKeywordAnalyses = pgTable(
  'research_keyword_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountIdColumn(),
    marketplace: text('marketplace').notNull(),
    keyword: text('keyword').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    analysedAt: timestamp('analysed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('research_keyword_analyses_key').on(t.accountId, t.marketplace, t.keyword),
    index('research_keyword_analyses_recent').on(t.accountId, t.analysedAt),
  ],
);
