import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, timestamps, tz } from '../../platform/db/columns.ts';
import { accountIdColumn } from '../accounts/index.ts';

/** A Facebook user linked to one Booster account; its long-lived user token sealed at rest. */
export const facebookAccounts = pgTable(
  'facebook_accounts',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    facebookUserId: text('facebook_user_id').notNull(),
    name: text('name').notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', tz),
    status: text('status').$type<'connect' | 'disconnect'>().notNull().default('connect'),
    authorizedAt: timestamp('authorized_at', tz).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('facebook_accounts_facebook_user_id_key').on(t.facebookUserId),
    index('facebook_accounts_account_id_idx').on(t.accountId, t.createdAt),
    check('facebook_accounts_status_known', sql`${t.status} in ('connect', 'disconnect')`),
  ],
);

/** Pages the seller selected for posting, with their page tokens sealed at rest. */
export const facebookPages = pgTable(
  'facebook_pages',
  {
    id: primaryId(),
    facebookAccountId: belongsTo('facebook_account_id', () => facebookAccounts.id),
    accountId: accountIdColumn(),
    pageId: text('page_id').notNull(),
    name: text('name').notNull(),
    category: text('category'),
    accessTokenEnc: text('access_token_enc').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('facebook_pages_account_page_key').on(t.facebookAccountId, t.pageId),
    index('facebook_pages_account_id_idx').on(t.accountId),
  ],
);
