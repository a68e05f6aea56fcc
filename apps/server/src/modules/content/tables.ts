import type { LandingContent } from '@booster/contracts';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { createdAt, primaryId, tz, updatedAt } from '../../platform/db/columns.ts';

/** Editable public content by type; `topbar` is the announcement bar above the panel. */
export const pageContents = Pg.pgTable(
  'page_contents',
  {
    type: Pg.text('type').primaryKey(),
    theme: Pg.integer('theme').notNull().default(1),
    redirectUrl: Pg.text('redirect_url').notNull().default(''),
    content: Pg.text('content').notNull(),
    status: Pg.boolean('status').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [Pg.check('page_contents_theme_range', sql`${t.theme} between 1 and 4`)],
);

/**
 * Popup banners for some audiences (package names and/or `guest`), shown between `starts_at` and
 * `ends_at` when set. The id is what a member's 2-day cookie remembers.
 */
export const popupBanners = Pg.pgTable(
  'popup_banners',
  {
    id: primaryId(),
    audiences: Pg.text('audiences').array().notNull().default(sql`'{}'::text[]`),
    urlImage: Pg.text('url_image').notNull(),
    link: Pg.text('link').notNull(),
    active: Pg.boolean('active').notNull().default(true),
    startsAt: Pg.timestamp('starts_at', tz),
    endsAt: Pg.timestamp('ends_at', tz),
    createdAt: createdAt(),
  },
  (t) => [Pg.index('popup_banners_created_idx').on(t.createdAt)],
);

/** The sections of the public landing (`main`) and affiliate pages, both languages in one document. */
export const landingPages = Pg.pgTable('landing_pages', {
  page: Pg.text('page').primaryKey(),
  content: Pg.jsonb('content').$type<LandingContent>().notNull(),
  updatedAt: updatedAt(),
});

/** The admin media library: images kept in file storage under `key`, served at /api/files/<key>. */
export const mediaFiles = Pg.pgTable(
  'media_files',
  {
    id: primaryId(),
    key: Pg.text('key').notNull().unique(),
    name: Pg.text('name').notNull(),
    contentType: Pg.text('content_type').notNull(),
    size: Pg.integer('size').notNull(),
    width: Pg.integer('width').notNull(),
    height: Pg.integer('height').notNull(),
    uploadedBy: Pg.uuid('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [Pg.index('media_files_created_idx').on(t.createdAt, t.id)],
);
