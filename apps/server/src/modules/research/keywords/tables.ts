import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo } from '../../../platform/db/columns.ts';
import { accountIdColumn } from '../../accounts/index.ts';

/**
 * What a marketplace's public search showed for a keyword on one UTC day: the result count, the
 * keyword's place among the search box's suggestions and the suggestions themselves. Shared by every
 * account (it is public data); one row per keyword, platform and day, re-taken when asked again.
 */
export const researchKeywordSnapshots = Pg.pgTable(
  'research_keyword_snapshots',
  {
    id: Pg.uuid('id').primaryKey().defaultRandom(),
    marketplace: Pg.text('marketplace').notNull(),
    keyword: Pg.text('keyword').notNull(),
    day: Pg.date('day', { mode: 'string' }).notNull(),
    resultCount: Pg.integer('result_count').notNull(),
    suggestionRank: Pg.integer('suggestion_rank'),
    suggestions: Pg.jsonb('suggestions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Search pages read (best sellers first): a deeper snapshot replaces a shallower one. */
    pages: Pg.integer('pages').notNull(),
    takenAt: Pg.timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [Pg.uniqueIndex('research_keyword_snapshots_key').on(t.marketplace, t.keyword, t.day)],
);

/** The listings a snapshot's search pages showed, best sellers first. */
export const researchKeywordListings = Pg.pgTable(
  'research_keyword_listings',
  {
    snapshotId: belongsTo('snapshot_id', () => researchKeywordSnapshots.id),
    position: Pg.integer('position').notNull(),
    externalId: Pg.text('external_id').notNull(),
    name: Pg.text('name').notNull(),
    shopExternalId: Pg.text('shop_external_id').notNull(),
    shopName: Pg.text('shop_name').notNull(),
    shopOfficial: Pg.boolean('shop_official').notNull(),
    price: Pg.bigint('price', { mode: 'number' }).notNull(),
    /** Lifetime units sold as the search showed them. */
    soldCount: Pg.bigint('sold_count', { mode: 'number' }).notNull(),
    rating: Pg.real('rating'),
    ratingCount: Pg.integer('rating_count').notNull(),
    location: Pg.text('location').notNull(),
    categoryId: Pg.text('category_id').notNull(),
    imageUrl: Pg.text('image_url'),
  },
  (t) => [
    Pg.primaryKey({ columns: [t.snapshotId, t.position] }),
    Pg.uniqueIndex('research_keyword_listings_item').on(t.snapshotId, t.externalId),
  ],
);

/** An account's saved keyword analyses (the list page); the numbers come from the snapshots. */
export const researchKeywordAnalyses = Pg.pgTable(
  'research_keyword_analyses',
  {
    id: Pg.uuid('id').primaryKey().defaultRandom(),
    accountId: accountIdColumn(),
    marketplace: Pg.text('marketplace').notNull(),
    keyword: Pg.text('keyword').notNull(),
    createdAt: Pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    analysedAt: Pg.timestamp('analysed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    Pg.uniqueIndex('research_keyword_analyses_key').on(t.accountId, t.marketplace, t.keyword),
    Pg.index('research_keyword_analyses_recent').on(t.accountId, t.analysedAt),
  ],
);
