import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo, primaryId, tz } from '../../platform/db/columns.ts';
import { userIdReference } from '../accounts/index.ts';

/**
 * An admin opening a member's panel as that member (support). The access token names the session;
 * it works while the session is open: not ended and not past `expires_at`.
 */
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    id: primaryId(),
    adminUserId: belongsTo('admin_user_id', userIdReference),
    memberId: belongsTo('member_id', userIdReference),
    reason: text('reason').notNull(),
    startedAt: timestamp('started_at', tz).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    endedAt: timestamp('ended_at', tz),
    /** `admin` (the admin went back) or `expired` (closed by the sweep). */
    endReason: text('end_reason'),
  },
  (t) => [index('impersonation_sessions_open_idx').on(t.expiresAt).where(sql`${t.endedAt} is null`)],
);
