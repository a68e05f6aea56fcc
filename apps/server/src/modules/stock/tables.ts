import type { StockChangeReason } from '@booster/domain';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamps, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn, userIdReference } from '../accounts/index.ts';
import { listingVariantKey } from '../products/schema-refs.ts';
import { shopIdColumn, shopKey } from '../shops/schema-refs.ts';

/** The seller's own product: the truth that listings in every shop are linked to. */
export const masterProducts = Pg.pgTable(
  'master_products',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    name: Pg.text('name').notNull(),
    description: Pg.text('description').notNull().default(''),
    images: Pg.jsonb('images').$type<string[]>().notNull().default([]),
    weightGrams: Pg.integer('weight_grams').notNull().default(0),
    tiers: Pg.jsonb('tiers').$type<{ name: string; options: string[] }[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [Pg.index('master_products_account_updated_idx').on(t.accountId, t.updatedAt)],
);

/**
 * One central stock per master SKU. `stock` never goes below zero; `oversold` counts units sold that
 * the stock could not cover (a flagged SKU). SKU codes are unique per account, case-insensitive.
 */
export const masterSkus = Pg.pgTable(
  'master_skus',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    masterProductId: Pg.uuid('master_product_id')
      .notNull()
      .references(() => masterProducts.id, { onDelete: 'cascade' }),
    sku: Pg.text('sku').notNull(),
    name: Pg.text('name').notNull().default(''),
    options: Pg.jsonb('options').$type<string[]>().notNull().default([]),
    price: Pg.bigint('price', { mode: 'number' }).notNull().default(0),
    stock: Pg.integer('stock').notNull().default(0),
    oversold: Pg.integer('oversold').notNull().default(0),
    position: Pg.integer('position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    Pg.uniqueIndex('master_skus_account_sku_key').on(t.accountId, sql`lower(${t.sku})`),
    Pg.index('master_skus_master_product_idx').on(t.masterProductId),
    // The stock list, newest change first (updated_at, id): all, oversold and out of stock; the failed
    // filter starts from stock_pushes' (account, status) index instead.
    Pg.index('master_skus_account_updated_idx').on(t.accountId, t.updatedAt, t.id),
    Pg.index('master_skus_account_oversold_idx')
      .on(t.accountId, t.updatedAt, t.id)
      .where(sql`${t.oversold} > 0`),
    Pg.index('master_skus_account_out_idx').on(t.accountId, t.updatedAt, t.id).where(sql`${t.stock} = 0`),
    Pg.check('master_skus_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/** A listing variant takes its stock from one master SKU. */
export const skuLinks = Pg.pgTable(
  'sku_links',
  {
    variantId: Pg.uuid('variant_id').primaryKey().references(listingVariantKey, { onDelete: 'cascade' }),
    accountId: accountIdColumn(),
    masterSkuId: Pg.uuid('master_sku_id')
      .notNull()
      .references(() => masterSkus.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [Pg.index('sku_links_master_sku_idx').on(t.masterSkuId)],
);

/**
 * Units a platform campaign (flash sale) holds of a linked-or-not listing variant, as the platform last
 * reported them (listing read/sync, Shopee's reserved-stock push). Only variants with a reservation
 * have a row; no push goes below it.
 */
export const campaignReservations = Pg.pgTable(
  'campaign_reservations',
  {
    variantId: Pg.uuid('variant_id').primaryKey().references(listingVariantKey, { onDelete: 'cascade' }),
    accountId: accountIdColumn(),
    reserved: Pg.integer('reserved').notNull(),
    /** When the campaign ends where the platform says (Lazada); Shopee pushes the end instead (code 8). */
    endsAt: Pg.timestamp('ends_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    Pg.check('campaign_reservations_reserved_positive', sql`${t.reserved} > 0`),
    Pg.index('campaign_reservations_ends_at_idx').on(t.endsAt),
  ],
);

export const stockSettings = Pg.pgTable('stock_settings', {
  accountId: Pg.uuid('account_id').primaryKey().references(userIdReference, { onDelete: 'cascade' }),
  autoPush: Pg.boolean('auto_push').notNull().default(true),
  buffer: Pg.integer('buffer').notNull().default(0),
  /** Null: every connected shop receives pushes. */
  shopIds: Pg.jsonb('shop_ids').$type<string[] | null>(),
  updatedAt: updatedAt(),
});

/** Every change of a central stock. */
export const stockLog = Pg.pgTable(
  'stock_log',
  {
    id: Pg.bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountIdColumn(),
    masterSkuId: Pg.uuid('master_sku_id')
      .notNull()
      .references(() => masterSkus.id, { onDelete: 'cascade' }),
    before: Pg.integer('before').notNull(),
    after: Pg.integer('after').notNull(),
    change: Pg.integer('change').notNull(),
    reason: Pg.text('reason').$type<StockChangeReason>().notNull(),
    reference: Pg.text('reference'),
    shopId: Pg.uuid('shop_id').references(shopKey, { onDelete: 'set null' }),
    actorId: Pg.uuid('actor_id').references(userIdReference, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The log's filters, each in its newest-first sort (created_at, id), so a page (and a from/to
    // range) is an index walk; a master SKU belongs to one account and a shop to one account.
    Pg.index('stock_log_account_created_idx').on(t.accountId, t.createdAt, t.id),
    Pg.index('stock_log_account_reason_idx').on(t.accountId, t.reason, t.createdAt, t.id),
    Pg.index('stock_log_master_sku_idx').on(t.masterSkuId, t.createdAt, t.id),
    Pg.index('stock_log_shop_idx').on(t.shopId, t.createdAt, t.id),
  ],
);

/**
 * What an order line has done to central stock, so a webhook sent three times or a status seen
 * twice takes units once and gives them back once.
 */
export const stockOrderEffects = Pg.pgTable(
  'stock_order_effects',
  {
    accountId: accountIdColumn(),
    shopId: shopIdColumn(),
    externalOrderId: Pg.text('external_order_id').notNull(),
    externalItemId: Pg.text('external_item_id').notNull(),
    masterSkuId: Pg.uuid('master_sku_id')
      .notNull()
      .references(() => masterSkus.id, { onDelete: 'cascade' }),
    units: Pg.integer('units').notNull(),
    state: Pg.text('state').$type<'taken' | 'released'>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [Pg.primaryKey({ columns: [t.shopId, t.externalOrderId, t.externalItemId] })],
);

/** The latest push of central stock to one linked listing variant, retried as a job until done. */
export const stockPushes = Pg.pgTable(
  'stock_pushes',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    variantId: Pg.uuid('variant_id').notNull().references(listingVariantKey, { onDelete: 'cascade' }),
    masterSkuId: Pg.uuid('master_sku_id')
      .notNull()
      .references(() => masterSkus.id, { onDelete: 'cascade' }),
    quantity: Pg.integer('quantity').notNull(),
    status: Pg.text('status')
      .$type<'pending' | 'failed' | 'done' | 'given_up'>()
      .notNull()
      .default('pending'),
    attempts: Pg.integer('attempts').notNull().default(0),
    error: Pg.text('error'),
    ...timestamps(),
  },
  (t) => [
    Pg.uniqueIndex('stock_pushes_variant_key').on(t.variantId),
    Pg.index('stock_pushes_account_status_idx').on(t.accountId, t.status, t.updatedAt),
    Pg.index('stock_pushes_master_sku_idx').on(t.masterSkuId),
    Pg.check('stock_pushes_status_known', sql`${t.status} in ('pending', 'failed', 'done', 'given_up')`),
  ],
);

/**
 * Stock rules (issue 18): how much of a SKU's central stock each shop is told. A rule is for one master
 * SKU, one shop, or the account's default (both null); one rule per target. See packages/domain
 * stock-rules.ts for the arithmetic and the priority SKU > shop > default.
 */
export const stockRules = Pg.pgTable(
  'stock_rules',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    masterSkuId: Pg.uuid('master_sku_id').references(() => masterSkus.id, { onDelete: 'cascade' }),
    shopId: Pg.uuid('shop_id').references(shopKey, { onDelete: 'cascade' }),
    sharePercent: Pg.integer('share_percent').notNull().default(100),
    shareConstant: Pg.integer('share_constant').notNull().default(0),
    buffer: Pg.integer('buffer').notNull().default(0),
    lockBelow: Pg.integer('lock_below'),
    lockShopIds: Pg.jsonb('lock_shop_ids').$type<string[]>().notNull().default([]),
    updatedBy: Pg.uuid('updated_by').references(userIdReference, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    Pg.uniqueIndex('stock_rules_target_key').on(
      t.accountId,
      sql`coalesce(${t.masterSkuId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(${t.shopId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    Pg.check('stock_rules_one_target', sql`${t.masterSkuId} is null or ${t.shopId} is null`),
    Pg.check('stock_rules_share_percent', sql`${t.sharePercent} between 0 and 100`),
    Pg.check('stock_rules_buffer', sql`${t.buffer} >= 0`),
  ],
);
