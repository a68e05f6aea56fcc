import type { StockChangeReason } from '@booster/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import { createdAt, primaryId, timestamps, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn, userIdReference } from '../accounts/index.ts';
import { listingVariantKey } from '../products/schema-refs.ts';
import { shopKey } from '../shops/schema-refs.ts';

/** The seller's own product: the truth that listings in every shop are linked to. */
export const masterProducts = pgTable(
  'master_products',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    weightGrams: integer('weight_grams').notNull().default(0),
    tiers: jsonb('tiers').$type<{ name: string; options: string[] }[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [index('master_products_account_updated_idx').on(t.accountId, t.updatedAt)],
);

/**
 * One central stock per master SKU. `stock` never goes below zero; `oversold` counts units sold that
 * the stock could not cover (a flagged SKU). SKU codes are unique per account, case-insensitive.
 */
export const masterSkus = pgTable(
  'master_skus',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    masterProductId: uuid('master_product_id')
      .notNull()
      .references(() => masterProducts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull().default(''),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    stock: integer('stock').notNull().default(0),
    oversold: integer('oversold').notNull().default(0),
    position: integer('position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('master_skus_account_sku_key').on(t.accountId, sql`lower(${t.sku})`),
    index('master_skus_master_product_idx').on(t.masterProductId),
    // The stock list, newest change first (updated_at, id): all, oversold and out of stock; the failed
    // filter starts from stock_pushes' (account, status) index instead.
    index('master_skus_account_updated_idx').on(t.accountId, t.updatedAt, t.id),
    index('master_skus_account_oversold_idx')
      .on(t.accountId, t.updatedAt, t.id)
      .where(sql`${t.oversold} > 0`),
    index('master_skus_account_out_idx').on(t.accountId, t.updatedAt, t.id).where(sql`${t.stock} = 0`),
    check('master_skus_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/** A listing variant takes its stock from one master SKU. */
export const skuLinks = pgTable(
  'sku_links',
  {
    variantId: uuid('variant_id').primaryKey().references(listingVariantKey, { onDelete: 'cascade' }),
    accountId: accountIdColumn(),
    masterSkuId: uuid('master_sku_id')
      .notNull()
      .references(() => masterSkus.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('sku_links_master_sku_idx').on(t.masterSkuId)],
);

/**
 * Units a platform campaign (flash sale) holds of a linked-or-not listing variant, as the platform last
 * reported them (listing read/sync, Shopee's reserved-stock push). Only variants with a reservation
 * have a row; no push goes below it.
 */
export const campaignReservations = pgTable(
  'campaign_reservations',
  {
    variantId: uuid('variant_id').primaryKey().references(listingVariantKey, { onDelete: 'cascade' }),
    accountId: accountIdColumn(),
    reserved: integer('reserved').notNull(),
    /** When the campaign ends where the platform says (Lazada); Shopee pushes the end instead (code 8). */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('campaign_reservations_reserved_positive', sql`${t.reserved} > 0`),
    index('campaign_reservations_ends_at_idx').on(t.endsAt),
  ],
);

export const stockSettings = pgTable('stock_settings', {
  accountId: uuid('account_id').primaryKey().references(userIdReference, { onDelete: 'cascade' }),
  autoPush: boolean('auto_push').notNull().default(true),
  buffer: integer('buffer').notNull().default(0),
  /** Null: every connected shop receives pushes. */
  shopIds: jsonb('shop_ids').$type<string[] | null>(),
  updatedAt: updatedAt(),
});

/** Every change of a central stock. */
export const stockLog = pgTable(
  'stock_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountIdColumn(),
    masterSkuId: uuid('master_sku_id')
      .notNull()
      .references(() => masterSkus.id, { onDelete: 'cascade' }),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    change: integer('change').notNull(),
    reason: text('reason').$type<StockChangeReason>().notNull(),
    reference: text('reference'),
    shopId: uuid('shop_id').references(shopKey, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(userIdReference, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The log's filters, each in its newest-first sort (created_at, id), so a page (and a from/to
    // range) is an index walk; a master SKU belongs to one account and a shop to one account.
    index('stock_log_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('stock_log_account_reason_idx').on(t.accountId, t.reason, t.createdAt, t.id),
    index('stock_log_master_sku_idx').on(t.masterSkuId, t.createdAt, t.id),
    index('stock_log_shop_idx').on(t.shopId, t.createdAt, t.id),
  ],
);

/**
 * What an order line has done to central stock, so a webhook sent three times or a status seen
 * twice takes units once and gives them back once.
 */
export const stockOrderEffects = pgTable(
  'stock_order_effects',
  {
    accountId: accountIdColumn(),
    shopId: uuid('shop_id').notNull().references(shopKey, { onDelete: 'cascade' }),
    externalOrderId: text('external_order_id').notNull(),
    externalItemId: text('external_item_id').notNull(),
    masterSkuId: uuid('master_sku_id')
      .notNull()
      .references(() => masterSkus.id, { onDelete: 'cascade' }),
    units: integer('units').notNull(),
    state: text('state').$type<'taken' | 'released'>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.externalOrderId, t.externalItemId] })],
);

/** The latest push of central stock to one linked listing variant, retried as a job until done. */
export const stockPushes = pgTable(
  'stock_pushes',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    variantId: uuid('variant_id').notNull().references(listingVariantKey, { onDelete: 'cascade' }),
    masterSkuId: uuid('master_sku_id')
      .notNull()
      .references(() => masterSkus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<'pending' | 'failed' | 'done' | 'given_up'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('stock_pushes_variant_key').on(t.variantId),
    index('stock_pushes_account_status_idx').on(t.accountId, t.status, t.updatedAt),
    index('stock_pushes_master_sku_idx').on(t.masterSkuId),
    check('stock_pushes_status_known', sql`${t.status} in ('pending', 'failed', 'done', 'given_up')`),
  ],
);

/**
 * Stock rules (issue 18): how much of a SKU's central stock each shop is told. A rule is for one master
 * SKU, one shop, or the account's default (both null); one rule per target. See packages/domain
 * stock-rules.ts for the arithmetic and the priority SKU > shop > default.
 */
export const stockRules = pgTable(
  'stock_rules',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    masterSkuId: uuid('master_sku_id').references(() => masterSkus.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id').references(shopKey, { onDelete: 'cascade' }),
    sharePercent: integer('share_percent').notNull().default(100),
    shareConstant: integer('share_constant').notNull().default(0),
    buffer: integer('buffer').notNull().default(0),
    lockBelow: integer('lock_below'),
    lockShopIds: jsonb('lock_shop_ids').$type<string[]>().notNull().default([]),
    updatedBy: uuid('updated_by').references(userIdReference, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('stock_rules_target_key').on(
      t.accountId,
      sql`coalesce(${t.masterSkuId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(${t.shopId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('stock_rules_one_target', sql`${t.masterSkuId} is null or ${t.shopId} is null`),
    check('stock_rules_share_percent', sql`${t.sharePercent} between 0 and 100`),
    check('stock_rules_buffer', sql`${t.buffer} >= 0`),
  ],
);
