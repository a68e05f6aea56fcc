import { bigint, boolean, date, index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { accountIdColumn } from '../accounts/index.ts';

/** Research uses of an account per Jakarta day and kind: the free member's daily quota counts here. */
export const researchQuotaUses = pgTable(
  'research_quota_uses',
  {
    accountId: accountIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.kind] })],
);

/**
 * The latest card of every listing the daily snapshot has seen on a marketplace's public search
 * (public data, shared by every account). Its sold counts per day are in `researchMarketSnapshots`.
 */
export const researchMarketListings = pgTable(
  'research_market_listings',
  {
    marketplace: text('marketplace').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    shopExternalId: text('shop_external_id').notNull(),
    shopName: text('shop_name').notNull(),
    shopOfficial: boolean('shop_official').notNull(),
    categoryId: text('category_id').notNull(),
    location: text('location').notNull(),
    imageUrl: text('image_url'),
    url: text('url').notNull(),
    lastSeenDay: date('last_seen_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.marketplace, t.externalId] }),
    index('research_market_listings_category_idx').on(t.marketplace, t.categoryId),
  ],
);

/**
 * One listing on one UTC day as the search showed it: the sold count (lifetime, as the card shows it)
 * whose growth between two days is the sales estimate, and the price and rating of that day.
 */
export const researchMarketSnapshots = pgTable(
  'research_market_snapshots',
  {
    marketplace: text('marketplace').notNull(),
    externalId: text('external_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    soldCount: bigint('sold_count', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    rating: real('rating'),
    ratingCount: integer('rating_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.marketplace, t.externalId, t.day] }),
    index('research_market_snapshots_day_idx').on(t.marketplace, t.day),
  ],
);

/** The leaf categories of each marketplace's public menu, as the last snapshot read them. */
export const researchMarketCategories = pgTable(
  'research_market_categories',
  {
    marketplace: text('marketplace').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    parentName: text('parent_name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketplace, t.id] })],
);
