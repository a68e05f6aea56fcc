import * as Pg from 'drizzle-orm/pg-core';
import { tz } from '../../../platform/db/columns.ts';
import { accountIdColumn } from '../../accounts/index.ts';

/**
 * Expiry reminders already mailed: one row per owner, expiry date and stage (7, 3, 1 or 0 days before),
 * so every job run after the first finds the reminder sent. A new expiry date (extended) starts afresh.
 */
export const billingExpiryReminders = Pg.pgTable(
  'billing_expiry_reminders',
  {
    accountId: accountIdColumn(),
    /** The Jakarta date the package ends on. */
    expiresOn: Pg.date('expires_on').notNull(),
    stage: Pg.integer('stage').notNull(),
    sentAt: Pg.timestamp('sent_at', tz).notNull().defaultNow(),
  },
  (t) => [Pg.primaryKey({ columns: [t.accountId, t.expiresOn, t.stage] })],
);
