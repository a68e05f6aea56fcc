import type { Marketplace } from '@booster/domain';
import type { ListingStatus, PlatformImage, ProductDimensions, ProductTier } from '@booster/marketplaces';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, primaryId, timestamps, tz, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';
import { shopIdColumn } from '../shops/schema-refs.ts';

/**
 * Marketplace products (listings) as last imported or written, one row per shop + platform id.
 * `search_text` (name and SKUs, lower case) feeds a trigram index so name/SKU search stays fast at
 * hundreds of thousands of rows.
 */
export const listings = Pg.pgTable(
  'listings',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    shopId: shopIdColumn(),
    marketplace: Pg.text('marketplace').$type<Marketplace>().notNull(),
    externalId: Pg.text('external_id').notNull(),
    name: Pg.text('name').notNull(),
    description: Pg.text('description').notNull().default(''),
    status: Pg.text('status').$type<ListingStatus>().notNull(),
    platformStatus: Pg.text('platform_status').notNull(),
    categoryId: Pg.text('category_id').notNull(),
    images: Pg.jsonb('images').$type<PlatformImage[]>().notNull().default([]),
    attributes: Pg.jsonb('attributes')
      .$type<{ id: string; name: string; value: string }[]>()
      .notNull()
      .default([]),
    tiers: Pg.jsonb('tiers').$type<ProductTier[]>().notNull().default([]),
    weightGrams: Pg.integer('weight_grams').notNull().default(0),
    dimensions: Pg.jsonb('dimensions').$type<ProductDimensions | null>(),
    condition: Pg.text('condition').$type<'new' | 'used'>().notNull().default('new'),
    logistics: Pg.jsonb('logistics').$type<string[]>().notNull().default([]),
    /** Booster-only: who the seller buys it from (bulk supplier edit). */
    supplier: Pg.text('supplier'),
    minPrice: Pg.bigint('min_price', { mode: 'number' }).notNull().default(0),
    maxPrice: Pg.bigint('max_price', { mode: 'number' }).notNull().default(0),
    totalStock: Pg.integer('total_stock').notNull().default(0),
    variantCount: Pg.integer('variant_count').notNull().default(1),
    skus: Pg.text('skus').array().notNull().default(sql`'{}'::text[]`),
    searchText: Pg.text('search_text').notNull().default(''),
    platformUpdatedAt: Pg.timestamp('platform_updated_at', tz),
    syncedAt: Pg.timestamp('synced_at', tz).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    Pg.uniqueIndex('listings_shop_external_key').on(t.shopId, t.externalId),
    Pg.index('listings_account_marketplace_updated_idx').on(t.accountId, t.marketplace, t.updatedAt, t.id),
    // One index per tab and per sort the list offers, each ending in id so a page is an index walk
    // (offset for page N, or a keyset seek from a cursor) that stops after `limit` rows.
    Pg.index('listings_account_marketplace_status_updated_idx').on(
      t.accountId,
      t.marketplace,
      t.status,
      t.updatedAt,
      t.id,
    ),
    Pg.index('listings_account_marketplace_name_idx').on(t.accountId, t.marketplace, t.name, t.id),
    Pg.index('listings_account_marketplace_min_price_idx').on(t.accountId, t.marketplace, t.minPrice, t.id),
    Pg.index('listings_account_marketplace_max_price_idx').on(t.accountId, t.marketplace, t.maxPrice, t.id),
    Pg.index('listings_account_marketplace_stock_idx').on(t.accountId, t.marketplace, t.totalStock, t.id),
    // A short pending list (256 kB, not 4 MB): rows written since the last merge are scanned unsorted
    // by every search, and a write burst (an import, a webhook storm) left thousands of them there.
    Pg.index('listings_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
    Pg.check(
      'listings_status_known',
      sql`${t.status} in ('live', 'unlisted', 'soldout', 'violation', 'archived')`,
    ),
  ],
);

/**
 * How many listings each account has per marketplace, shop, status and stock level, kept exact by the
 * statement triggers of migration 0008, in the same transaction as every insert, update and delete of
 * a listing. List totals and tab counts without a search read these few rows instead of counting
 * listings. `stock_level` uses the low-stock threshold of @booster/domain (5): out ≤ 0 < low ≤ 5 < in.
 */
export const listingCounts = Pg.pgTable(
  'listing_counts',
  {
    accountId: Pg.uuid('account_id').notNull(),
    marketplace: Pg.text('marketplace').$type<Marketplace>().notNull(),
    shopId: Pg.uuid('shop_id').notNull(),
    status: Pg.text('status').$type<ListingStatus>().notNull(),
    stockLevel: Pg.text('stock_level').$type<'in' | 'low' | 'out'>().notNull(),
    n: Pg.bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [Pg.primaryKey({ columns: [t.accountId, t.marketplace, t.shopId, t.status, t.stockLevel] })],
);

/** Variants (SKUs) of a listing; a listing without variations has one. */
export const listingVariants = Pg.pgTable(
  'listing_variants',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    listingId: belongsTo('listing_id', () => listings.id),
    externalId: Pg.text('external_id').notNull(),
    sku: Pg.text('sku').notNull().default(''),
    name: Pg.text('name').notNull().default(''),
    options: Pg.jsonb('options').$type<string[]>().notNull().default([]),
    price: Pg.bigint('price', { mode: 'number' }).notNull(),
    stock: Pg.integer('stock').notNull(),
    position: Pg.integer('position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    Pg.uniqueIndex('listing_variants_listing_external_key').on(t.listingId, t.externalId),
    Pg.index('listing_variants_account_sku_idx').on(t.accountId, sql`lower(${t.sku})`),
  ],
);
