import type { LandingContent } from '@booster/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, tz, updatedAt } from '../../platform/db/columns.ts';

/** Editable public content by type; `topbar` is the announcement bar above the panel. */
export const pageContents = pgTable(
  'page_contents',
  {
    type: text('type').primaryKey(),
    theme: integer('theme').notNull().default(1),
    redirectUrl: text('redirect_url').notNull().default(''),
    content: text('content').notNull(),
    status: boolean('status').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('page_contents_theme_range', sql`${t.theme} between 1 and 4`)],
);

/**
 * Popup banners for some audiences (package names and/or `guest`), shown between `starts_at` and
 * `ends_at` when set. The id is what a member's 2-day cookie remembers.
 */
export const popupBanners = pgTable(
  'popup_banners',
  {
    id: primaryId(),
    audiences: text('audiences').array().notNull().default(sql`'{}'::text[]`),
    urlImage: text('url_image').notNull(),
    link: text('link').notNull(),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', tz),
    endsAt: timestamp('ends_at', tz),
    createdAt: createdAt(),
  },
  (t) => [index('popup_banners_created_idx').on(t.createdAt)],
);

/** The sections of the public landing (`main`) and affiliate pages, both languages in one document. */
export const landingPages = pgTable('landing_pages', {
  page: text('page').primaryKey(),
  content: jsonb('content').$type<LandingContent>().notNull(),
  updatedAt: updatedAt(),
});

/** The admin media library: images kept in file storage under `key`, served at /api/files/<key>. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: primaryId(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('media_files_created_idx').on(t.createdAt, t.id)],
);
