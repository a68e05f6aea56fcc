import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from '../../platform/db/columns.ts';

/**
 * Every admin action (billing approvals, member changes, impersonation, content edits, blasts):
 * append-only. Ids are kept as they were, without foreign keys, so a deleted member's trail stays.
 */
export const adminAuditLog = Pg.pgTable(
  'admin_audit_log',
  {
    id: primaryId(),
    actorUserId: Pg.uuid('actor_user_id').notNull(),
    /** Dotted, e.g. `member.package-changed`, `billing.transfer-approved`. */
    action: Pg.text('action').notNull(),
    targetType: Pg.text('target_type').notNull(),
    targetId: Pg.text('target_id'),
    memberId: Pg.uuid('member_id'),
    reason: Pg.text('reason'),
    detail: Pg.jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first, whole or per member, action or actor: keyset on (created_at, id) through each,
    // ascending and read backwards (a `desc nulls last` index cannot serve `order by … desc`).
    Pg.index('admin_audit_log_created_idx').on(t.createdAt, t.id),
    Pg.index('admin_audit_log_member_idx').on(t.memberId, t.createdAt, t.id),
    Pg.index('admin_audit_log_action_idx').on(t.action, t.createdAt, t.id),
    Pg.index('admin_audit_log_actor_idx').on(t.actorUserId, t.createdAt, t.id),
    // The log's search by a part of the action or the target id.
    Pg.index('admin_audit_log_action_trgm_idx').using('gin', sql`${t.action} gin_trgm_ops`),
    Pg.index('admin_audit_log_target_trgm_idx').using('gin', sql`${t.targetId} gin_trgm_ops`),
  ],
);
