import type { FrameMarketplace, FrameTemplate } from '@booster/domain';
import type { PlatformImage } from '@booster/marketplaces';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, primaryId, timestamps, tz } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';
import { listingKey } from '../products/schema-refs.ts';

/**
 * A seller's frames per marketplace. The overlay (a transparent PNG at the platform's cover size) is
 * kept in Booster storage under `image_key`, whether it was drawn from `template` or uploaded.
 */
export const productFrames = pgTable(
  'product_frames',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    marketplace: text('marketplace').$type<FrameMarketplace>().notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'template' | 'upload'>().notNull(),
    template: jsonb('template').$type<FrameTemplate>(),
    imageKey: text('image_key').notNull(),
    size: integer('size').notNull(),
    ...timestamps(),
  },
  (t) => [index('product_frames_account_marketplace_idx').on(t.accountId, t.marketplace, t.updatedAt)],
);

/**
 * A listing whose cover carries a frame now: the cover it had before (restored when the frame comes
 * off) and the framed cover the platform holds. One row per listing; a deleted frame leaves its
 * covers restorable (frame_id set null).
 */
export const framedCovers = pgTable(
  'framed_covers',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    listingId: belongsTo('listing_id', listingKey),
    marketplace: text('marketplace').$type<FrameMarketplace>().notNull(),
    frameId: uuid('frame_id').references(() => productFrames.id, { onDelete: 'set null' }),
    originalCover: jsonb('original_cover').$type<PlatformImage>().notNull(),
    framedCover: jsonb('framed_cover').$type<PlatformImage>().notNull(),
    appliedAt: timestamp('applied_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('framed_covers_listing_key').on(t.listingId),
    index('framed_covers_account_frame_idx').on(t.accountId, t.frameId),
    index('framed_covers_account_marketplace_idx').on(t.accountId, t.marketplace, t.appliedAt),
  ],
);
