import type { Marketplace } from '@booster/domain';
import type { ListingStatus, PlatformImage, ProductDimensions, ProductTier } from '@booster/marketplaces';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, primaryId, timestamps, tz, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';
import { shopIdColumn } from '../shops/schema-refs.ts';

/**
 * Marketplace products (listings) as last imported or written, one row per shop + platform id.
 * `search_text` (name and SKUs, lower case) feeds a trigram index so name/SKU search stays fast at
 * hundreds of thousands of rows.
 */
export const listings = pgTable(
  'listings',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    shopId: shopIdColumn(),
    marketplace: text('marketplace').$type<Marketplace>().notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<ListingStatus>().notNull(),
    platformStatus: text('platform_status').notNull(),
    categoryId: text('category_id').notNull(),
    images: jsonb('images').$type<PlatformImage[]>().notNull().default([]),
    attributes: jsonb('attributes')
      .$type<{ id: string; name: string; value: string }[]>()
      .notNull()
      .default([]),
    tiers: jsonb('tiers').$type<ProductTier[]>().notNull().default([]),
    weightGrams: integer('weight_grams').notNull().default(0),
    dimensions: jsonb('dimensions').$type<ProductDimensions | null>(),
    condition: text('condition').$type<'new' | 'used'>().notNull().default('new'),
    logistics: jsonb('logistics').$type<string[]>().notNull().default([]),
    /** Booster-only: who the seller buys it from (bulk supplier edit). */
    supplier: text('supplier'),
    minPrice: bigint('min_price', { mode: 'number' }).notNull().default(0),
    maxPrice: bigint('max_price', { mode: 'number' }).notNull().default(0),
    totalStock: integer('total_stock').notNull().default(0),
    variantCount: integer('variant_count').notNull().default(1),
    skus: text('skus').array().notNull().default(sql`'{}'::text[]`),
    searchText: text('search_text').notNull().default(''),
    platformUpdatedAt: timestamp('platform_updated_at', tz),
    syncedAt: timestamp('synced_at', tz).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('listings_shop_external_key').on(t.shopId, t.externalId),
    index('listings_account_marketplace_updated_idx').on(t.accountId, t.marketplace, t.updatedAt, t.id),
    // One index per tab and per sort the list offers, each ending in id so a page is an index walk
    // (offset for page N, or a keyset seek from a cursor) that stops after `limit` rows.
    index('listings_account_marketplace_status_updated_idx').on(
      t.accountId,
      t.marketplace,
      t.status,
      t.updatedAt,
      t.id,
    ),
    index('listings_account_marketplace_name_idx').on(t.accountId, t.marketplace, t.name, t.id),
    index('listings_account_marketplace_min_price_idx').on(t.accountId, t.marketplace, t.minPrice, t.id),
    index('listings_account_marketplace_max_price_idx').on(t.accountId, t.marketplace, t.maxPrice, t.id),
    index('listings_account_marketplace_stock_idx').on(t.accountId, t.marketplace, t.totalStock, t.id),
    // A short pending list (256 kB, not 4 MB): rows written since the last merge are scanned unsorted
    // by every search, and a write burst (an import, a webhook storm) left thousands of them there.
    index('listings_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
    check(
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
export const listingCounts = pgTable(
  'listing_counts',
  {
    accountId: uuid('account_id').notNull(),
    marketplace: text('marketplace').$type<Marketplace>().notNull(),
    shopId: uuid('shop_id').notNull(),
    status: text('status').$type<ListingStatus>().notNull(),
    stockLevel: text('stock_level').$type<'in' | 'low' | 'out'>().notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.marketplace, t.shopId, t.status, t.stockLevel] })],
);

/** Variants (SKUs) of a listing; a listing without variations has one. */
export const listingVariants = pgTable(
  'listing_variants',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    listingId: belongsTo('listing_id', () => listings.id),
    externalId: text('external_id').notNull(),
    sku: text('sku').notNull().default(''),
    name: text('name').notNull().default(''),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    price: bigint('price', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull(),
    position: integer('position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('listing_variants_listing_external_key').on(t.listingId, t.externalId),
    index('listing_variants_account_sku_idx').on(t.accountId, sql`lower(${t.sku})`),
  ],
);
