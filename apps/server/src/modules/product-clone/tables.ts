import type { ClonePriceRule, Marketplace } from '@booster/domain';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, tz, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';
import { listingKey } from '../products/schema-refs.ts';
import { shopKey } from '../shops/schema-refs.ts';

/**
 * One clone run (`POST app/marketplace/copy`): which shop was copied into which, with what price rule.
 * Its id is the id of the item run (platform/item-runs) that works its products.
 */
export const cloneRuns = Pg.pgTable(
  'product_clone_runs',
  {
    id: Pg.uuid('id').primaryKey(),
    accountId: accountIdColumn(),
    sourceShopId: belongsTo('source_shop_id', shopKey),
    destinationShopId: belongsTo('destination_shop_id', shopKey),
    priceRule: Pg.jsonb('price_rule').$type<ClonePriceRule>().notNull(),
    /** Chosen products left out because an earlier run copied them. */
    skipped: Pg.integer('skipped').notNull().default(0),
    /** The run whose failed products this one copies again. */
    resumedFrom: Pg.uuid('resumed_from'),
    createdAt: createdAt(),
  },
  (t) => [Pg.index('product_clone_runs_account_created_idx').on(t.accountId, t.createdAt)],
);

/**
 * A product copied (or being copied) into a destination shop: one per source listing and destination.
 * `destinationExternalId` is set the moment the platform created the product, so a retry or a resumed
 * run reads it back instead of creating it twice; `status` turns `done` once the copy is stored and linked.
 */
export const cloneCopies = Pg.pgTable(
  'product_clone_copies',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    sourceListingId: belongsTo('source_listing_id', listingKey),
    destinationShopId: belongsTo('destination_shop_id', shopKey),
    destinationExternalId: Pg.text('destination_external_id').notNull(),
    /** Our listing id of the copy once stored. */
    destinationListingId: Pg.uuid('destination_listing_id'),
    status: Pg.text('status').$type<'created' | 'done'>().notNull().default('created'),
    runId: Pg.uuid('run_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    Pg.uniqueIndex('product_clone_copies_source_destination_key').on(t.sourceListingId, t.destinationShopId),
    Pg.index('product_clone_copies_account_destination_idx').on(t.accountId, t.destinationShopId),
  ],
);

/**
 * The seller's category mapping table: where a source marketplace's category goes on a destination
 * marketplace. Saved from every run's choices and suggested first next time, whatever the shops.
 */
export const cloneCategoryMappings = Pg.pgTable(
  'product_clone_category_mappings',
  {
    accountId: accountIdColumn(),
    sourceMarketplace: Pg.text('source_marketplace').$type<Marketplace>().notNull(),
    sourceCategoryId: Pg.text('source_category_id').notNull(),
    destinationMarketplace: Pg.text('destination_marketplace').$type<Marketplace>().notNull(),
    categoryId: Pg.text('category_id').notNull(),
    categoryName: Pg.text('category_name').notNull().default(''),
    updatedAt: Pg.timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    Pg.primaryKey({
      name: 'product_clone_category_mappings_pk',
      columns: [t.accountId, t.sourceMarketplace, t.sourceCategoryId, t.destinationMarketplace],
    }),
  ],
);

/** The seller's answers to a destination category's required attributes, asked once per category. */
export const cloneAttributeAnswers = Pg.pgTable(
  'product_clone_attribute_answers',
  {
    accountId: accountIdColumn(),
    marketplace: Pg.text('marketplace').$type<Marketplace>().notNull(),
    categoryId: Pg.text('category_id').notNull(),
    values: Pg.jsonb('values').$type<{ id: string; name: string; value: string }[]>().notNull(),
    updatedAt: Pg.timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    Pg.primaryKey({
      name: 'product_clone_attribute_answers_pk',
      columns: [t.accountId, t.marketplace, t.categoryId],
    }),
  ],
);
