import type { Marketplace } from '@booster/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';

export type DraftTier = { name: string; options: string[] };
export type DraftVariant = { options: string[]; price: number; stock: number; sku: string };

/**
 * Products read from another seller's public page (product/scrape), as drafts the seller edits and
 * publishes. Photos are already copied into Booster storage (`images` are its URLs).
 */
export const scrapeDrafts = pgTable(
  'scrape_drafts',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    /** The shop scrape (item run) that made it; null for a single product link. */
    runId: uuid('run_id'),
    platform: text('platform').$type<Marketplace>().notNull(),
    sourceUrl: text('source_url').notNull(),
    externalId: text('external_id').notNull(),
    sourceShopId: text('source_shop_id').notNull(),
    sourceShopName: text('source_shop_name').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    tiers: jsonb('tiers').$type<DraftTier[]>().notNull(),
    variants: jsonb('variants').$type<DraftVariant[]>().notNull(),
    weightGrams: integer('weight_grams'),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    publishedMarketplace: text('published_marketplace').$type<Marketplace>(),
    publishedShopId: uuid('published_shop_id'),
    publishedListingId: uuid('published_listing_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The draft list, newest first, per account (and per run for a shop scrape's results).
    index('scrape_drafts_account_idx').on(t.accountId, t.createdAt, t.id),
    index('scrape_drafts_run_idx').on(t.runId),
    index('scrape_drafts_source_idx').on(t.accountId, t.platform, t.externalId),
    check('scrape_drafts_status_known', sql`${t.status} in ('draft', 'published')`),
  ],
);

export type DraftRow = typeof scrapeDrafts.$inferSelect;
