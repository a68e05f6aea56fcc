import type { ClonePriceRule, Marketplace } from '@booster/domain';
import {
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
import { belongsTo, createdAt, primaryId, tz, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';
import { listingKey } from '../products/schema-refs.ts';
import { shopKey } from '../shops/schema-refs.ts';

/**
 * One clone run (`POST app/marketplace/copy`): which shop was copied into which, with what price rule.
 * Its id is the id of the item run (platform/item-runs) that works its products.
 */
export const cloneRuns = pgTable(
  'product_clone_runs',
  {
    id: uuid('id').primaryKey(),
    accountId: accountIdColumn(),
    sourceShopId: belongsTo('source_shop_id', shopKey),
    destinationShopId: belongsTo('destination_shop_id', shopKey),
    priceRule: jsonb('price_rule').$type<ClonePriceRule>().notNull(),
    /** Chosen products left out because an earlier run copied them. */
    skipped: integer('skipped').notNull().default(0),
    /** The run whose failed products this one copies again. */
    resumedFrom: uuid('resumed_from'),
    createdAt: createdAt(),
  },
  (t) => [index('product_clone_runs_account_created_idx').on(t.accountId, t.createdAt)],
);

/**
 * A product copied (or being copied) into a destination shop: one per source listing and destination.
 * `destinationExternalId` is set the moment the platform created the product, so a retry or a resumed
 * run reads it back instead of creating it twice; `status` turns `done` once the copy is stored and linked.
 */
export const cloneCopies = pgTable(
  'product_clone_copies',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    sourceListingId: belongsTo('source_listing_id', listingKey),
    destinationShopId: belongsTo('destination_shop_id', shopKey),
    destinationExternalId: text('destination_external_id').notNull(),
    /** Our listing id of the copy once stored. */
    destinationListingId: uuid('destination_listing_id'),
    status: text('status').$type<'created' | 'done'>().notNull().default('created'),
    runId: uuid('run_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_clone_copies_source_destination_key').on(t.sourceListingId, t.destinationShopId),
    index('product_clone_copies_account_destination_idx').on(t.accountId, t.destinationShopId),
  ],
);

/**
 * The seller's category mapping table: where a source marketplace's category goes on a destination
 * marketplace. Saved from every run's choices and suggested first next time, whatever the shops.
 */
export const cloneCategoryMappings = pgTable(
  'product_clone_category_mappings',
  {
    accountId: accountIdColumn(),
    sourceMarketplace: text('source_marketplace').$type<Marketplace>().notNull(),
    sourceCategoryId: text('source_category_id').notNull(),
    destinationMarketplace: text('destination_marketplace').$type<Marketplace>().notNull(),
    categoryId: text('category_id').notNull(),
    categoryName: text('category_name').notNull().default(''),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'product_clone_category_mappings_pk',
      columns: [t.accountId, t.sourceMarketplace, t.sourceCategoryId, t.destinationMarketplace],
    }),
  ],
);

/** The seller's answers to a destination category's required attributes, asked once per category. */
export const cloneAttributeAnswers = pgTable(
  'product_clone_attribute_answers',
  {
    accountId: accountIdColumn(),
    marketplace: text('marketplace').$type<Marketplace>().notNull(),
    categoryId: text('category_id').notNull(),
    values: jsonb('values').$type<{ id: string; name: string; value: string }[]>().notNull(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'product_clone_attribute_answers_pk',
      columns: [t.accountId, t.marketplace, t.categoryId],
    }),
  ],
);
