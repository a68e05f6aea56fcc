import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, primaryId, tz } from '../../platform/db/columns.ts';
import { userIdReference } from '../accounts/index.ts';

/**
 * An admin opening a member's panel as that member (support). The access token names the session;
 * it works while the session is open: not ended and not past `expires_at`.
 */
export const impersonationSessions = Pg.pgTable(
  'impersonation_sessions',
  {
    id: primaryId(),
    adminUserId: belongsTo('admin_user_id', userIdReference),
    memberId: belongsTo('member_id', userIdReference),
    reason: Pg.text('reason').notNull(),
    startedAt: Pg.timestamp('started_at', tz).notNull().defaultNow(),
    expiresAt: Pg.timestamp('expires_at', tz).notNull(),
    endedAt: Pg.timestamp('ended_at', tz),
    /** `admin` (the admin went back) or `expired` (closed by the sweep). */
    endReason: Pg.text('end_reason'),
  },
  (t) => [Pg.index('impersonation_sessions_open_idx').on(t.expiresAt).where(sql`${t.endedAt} is null`)],
);
