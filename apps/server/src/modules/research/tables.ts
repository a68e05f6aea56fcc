import * as Pg from 'drizzle-orm/pg-core';
import { accountIdColumn } from '../accounts/index.ts';

/** Research uses of an account per Jakarta day and kind: the free member's daily quota counts here. */
export const researchQuotaUses = Pg.pgTable(
  'research_quota_uses',
  {
    accountId: accountIdColumn(),
    day: Pg.date('day', { mode: 'string' }).notNull(),
    kind: Pg.text('kind').notNull(),
    used: Pg.integer('used').notNull(),
  },
  (t) => [Pg.primaryKey({ columns: [t.accountId, t.day, t.kind] })],
);

/**
 * The latest card of every listing the daily snapshot has seen on a marketplace's public search
 * (public data, shared by every account). Its sold counts per day are in `researchMarketSnapshots`.
 */
export const researchMarketListings = Pg.pgTable(
  'research_market_listings',
  {
    marketplace: Pg.text('marketplace').notNull(),
    externalId: Pg.text('external_id').notNull(),
    name: Pg.text('name').notNull(),
    shopExternalId: Pg.text('shop_external_id').notNull(),
    shopName: Pg.text('shop_name').notNull(),
    shopOfficial: Pg.boolean('shop_official').notNull(),
    categoryId: Pg.text('category_id').notNull(),
    location: Pg.text('location').notNull(),
    imageUrl: Pg.text('image_url'),
    url: Pg.text('url').notNull(),
    lastSeenDay: Pg.date('last_seen_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    Pg.primaryKey({ columns: [t.marketplace, t.externalId] }),
    Pg.index('research_market_listings_category_idx').on(t.marketplace, t.categoryId),
  ],
);

/**
 * One listing on one UTC day as the search showed it: the sold count (lifetime, as the card shows it)
 * whose growth between two days is the sales estimate, and the price and rating of that day.
 */
export const researchMarketSnapshots = Pg.pgTable(
  'research_market_snapshots',
  {
    marketplace: Pg.text('marketplace').notNull(),
    externalId: Pg.text('external_id').notNull(),
    day: Pg.date('day', { mode: 'string' }).notNull(),
    soldCount: Pg.bigint('sold_count', { mode: 'number' }).notNull(),
    price: Pg.bigint('price', { mode: 'number' }).notNull(),
    rating: Pg.real('rating'),
    ratingCount: Pg.integer('rating_count').notNull(),
  },
  (t) => [
    Pg.primaryKey({ columns: [t.marketplace, t.externalId, t.day] }),
    Pg.index('research_market_snapshots_day_idx').on(t.marketplace, t.day),
  ],
);

/** The leaf categories of each marketplace's public menu, as the last snapshot read them. */
export const researchMarketCategories = Pg.pgTable(
  'research_market_categories',
  {
    marketplace: Pg.text('marketplace').notNull(),
    id: Pg.text('id').notNull(),
    name: Pg.text('name').notNull(),
    parentName: Pg.text('parent_name').notNull(),
    position: Pg.integer('position').notNull(),
  },
  (t) => [Pg.primaryKey({ columns: [t.marketplace, t.id] })],
);
