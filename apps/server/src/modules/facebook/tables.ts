import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, timestamps, tz } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';

/** A Facebook user linked to one Booster account; its long-lived user token sealed at rest. */
export const facebookAccounts = Pg.pgTable(
  'facebook_accounts',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    facebookUserId: Pg.text('facebook_user_id').notNull(),
    name: Pg.text('name').notNull(),
    accessTokenEnc: Pg.text('access_token_enc').notNull(),
    tokenExpiresAt: Pg.timestamp('token_expires_at', tz),
    status: Pg.text('status').$type<'connect' | 'disconnect'>().notNull().default('connect'),
    authorizedAt: Pg.timestamp('authorized_at', tz).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    Pg.uniqueIndex('facebook_accounts_facebook_user_id_key').on(t.facebookUserId),
    Pg.index('facebook_accounts_account_id_idx').on(t.accountId, t.createdAt),
    Pg.check('facebook_accounts_status_known', sql`${t.status} in ('connect', 'disconnect')`),
  ],
);

/** Pages the seller selected for posting, with their page tokens sealed at rest. */
export const facebookPages = Pg.pgTable(
  'facebook_pages',
  {
    id: primaryId(),
    facebookAccountId: belongsTo('facebook_account_id', () => facebookAccounts.id),
    accountId: accountIdColumn(),
    pageId: Pg.text('page_id').notNull(),
    name: Pg.text('name').notNull(),
    category: Pg.text('category'),
    accessTokenEnc: Pg.text('access_token_enc').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    Pg.uniqueIndex('facebook_pages_account_page_key').on(t.facebookAccountId, t.pageId),
    Pg.index('facebook_pages_account_id_idx').on(t.accountId),
  ],
);
