import type { FrameMarketplace, FrameTemplate } from '@booster/domain';
import type { PlatformImage } from '@booster/marketplaces';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, primaryId, timestamps, tz } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';
import { listingKey } from '../products/schema-refs.ts';

/**
 * A seller's frames per marketplace. The overlay (a transparent PNG at the platform's cover size) is
 * kept in Booster storage under `image_key`, whether it was drawn from `template` or uploaded.
 */
export const productFrames = Pg.pgTable(
  'product_frames',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    marketplace: Pg.text('marketplace').$type<FrameMarketplace>().notNull(),
    name: Pg.text('name').notNull(),
    kind: Pg.text('kind').$type<'template' | 'upload'>().notNull(),
    template: Pg.jsonb('template').$type<FrameTemplate>(),
    imageKey: Pg.text('image_key').notNull(),
    size: Pg.integer('size').notNull(),
    ...timestamps(),
  },
  (t) => [Pg.index('product_frames_account_marketplace_idx').on(t.accountId, t.marketplace, t.updatedAt)],
);

/**
 * A listing whose cover carries a frame now: the cover it had before (restored when the frame comes
 * off) and the framed cover the platform holds. One row per listing; a deleted frame leaves its
 * covers restorable (frame_id set null).
 */
export const framedCovers = Pg.pgTable(
  'framed_covers',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    listingId: belongsTo('listing_id', listingKey),
    marketplace: Pg.text('marketplace').$type<FrameMarketplace>().notNull(),
    frameId: Pg.uuid('frame_id').references(() => productFrames.id, { onDelete: 'set null' }),
    originalCover: Pg.jsonb('original_cover').$type<PlatformImage>().notNull(),
    framedCover: Pg.jsonb('framed_cover').$type<PlatformImage>().notNull(),
    appliedAt: Pg.timestamp('applied_at', tz).notNull().defaultNow(),
  },
  (t) => [
    Pg.uniqueIndex('framed_covers_listing_key').on(t.listingId),
    Pg.index('framed_covers_account_frame_idx').on(t.accountId, t.frameId),
    Pg.index('framed_covers_account_marketplace_idx').on(t.accountId, t.marketplace, t.appliedAt),
  ],
);
