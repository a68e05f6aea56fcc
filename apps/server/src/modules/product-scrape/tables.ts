import type { Marketplace } from '@booster/domain';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';

export type DraftTier = { name: string; options: string[] };
export type DraftVariant = { options: string[]; price: number; stock: number; sku: string };

/**
 * Products read from another seller's public page (product/scrape), as drafts the seller edits and
 * publishes. Photos are already copied into Booster storage (`images` are its URLs).
 */
export const scrapeDrafts = Pg.pgTable(
  'scrape_drafts',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    /** The shop scrape (item run) that made it; null for a single product link. */
    runId: Pg.uuid('run_id'),
    platform: Pg.text('platform').$type<Marketplace>().notNull(),
    sourceUrl: Pg.text('source_url').notNull(),
    externalId: Pg.text('external_id').notNull(),
    sourceShopId: Pg.text('source_shop_id').notNull(),
    sourceShopName: Pg.text('source_shop_name').notNull(),
    name: Pg.text('name').notNull(),
    description: Pg.text('description').notNull(),
    images: Pg.jsonb('images').$type<string[]>().notNull(),
    tiers: Pg.jsonb('tiers').$type<DraftTier[]>().notNull(),
    variants: Pg.jsonb('variants').$type<DraftVariant[]>().notNull(),
    weightGrams: Pg.integer('weight_grams'),
    status: Pg.text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    publishedMarketplace: Pg.text('published_marketplace').$type<Marketplace>(),
    publishedShopId: Pg.uuid('published_shop_id'),
    publishedListingId: Pg.uuid('published_listing_id'),
    createdBy: Pg.uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The draft list, newest first, per account (and per run for a shop scrape's results).
    Pg.index('scrape_drafts_account_idx').on(t.accountId, t.createdAt, t.id),
    Pg.index('scrape_drafts_run_idx').on(t.runId),
    Pg.index('scrape_drafts_source_idx').on(t.accountId, t.platform, t.externalId),
    Pg.check('scrape_drafts_status_known', sql`${t.status} in ('draft', 'published')`),
  ],
);

export type DraftRow = typeof scrapeDrafts.$inferSelect;
