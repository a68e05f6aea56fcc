import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from '../../platform/db/columns.ts';

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

/** Popup banners per audience: a package name or `guest`. */
export const popupBanners = pgTable(
  'popup_banners',
  {
    id: primaryId(),
    audience: text('audience').notNull(),
    urlImage: text('url_image').notNull(),
    link: text('link').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('popup_banners_audience_idx').on(t.audience, t.createdAt)],
);
