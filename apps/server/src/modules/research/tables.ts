import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accountIdColumn } from '../accounts/index.ts';

/** Research uses of an account per Jakarta day and kind: the free member's daily quota counts here. */
export const researchQuotaUses = pgTable(
  'research_quota_uses',
  {
    accountId: accountIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.kind] })],
);
