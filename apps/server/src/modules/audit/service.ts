import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.ts';
import { cappedCount, escapeLike } from '../../platform/db/index.ts';
import { type SortKey, sortValueText } from '../../platform/db/keyset.ts';
import { type KeysetPageQuery, keysetPage } from '../../platform/db/keyset-page.ts';
import { adminAuditLog } from './tables.ts';

export type AuditRecord = {
  /** The admin who acted. */
  actorUserId: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  /** The member the action concerns, so the member's page can show it. */
  memberId?: string | null;
  reason?: string | null;
  detail?: Record<string, unknown>;
};

type People = { summaries(ids: readonly string[]): Promise<Map<string, { email: string; name: string }>> };

export type AuditLogQuery = KeysetPageQuery & {
  search?: string;
  action?: string;
  memberId?: string;
  actorId?: string;
};

/** Newest first; `id` breaks ties (keyset through the filter's `(…, created_at, id)` index). */
const NEWEST: SortKey = { column: adminAuditLog.createdAt, direction: 'desc', cast: 'timestamptz' };

export function createAuditService(deps: { db: Db; users: People }) {
  const { db, users } = deps;
  return {
    /**
     * Keeps one admin action. Pass the transaction that makes the change, so the action and its
     * trail are written together or not at all.
     */
    async record(entry: AuditRecord, ex: Executor = db) {
      await ex.insert(adminAuditLog).values({
        actorUserId: entry.actorUserId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId ?? null,
        memberId: entry.memberId ?? null,
        reason: entry.reason ?? null,
        detail: entry.detail ?? {},
      });
    },

    async list(query: AuditLogQuery) {
      const where = and(
        query.action ? eq(adminAuditLog.action, query.action) : undefined,
        query.memberId ? eq(adminAuditLog.memberId, query.memberId) : undefined,
        query.actorId ? eq(adminAuditLog.actorUserId, query.actorId) : undefined,
        query.search ? searchCondition(query.search) : undefined,
      );
      const { rows: found, ...page } = await keysetPage(query, {
        key: NEWEST,
        id: adminAuditLog.id,
        where,
        rows: (walk) =>
          db
            .select({ row: adminAuditLog, sortValue: sortValueText(NEWEST) })
            .from(adminAuditLog)
            .where(walk.where)
            .orderBy(...walk.orderBy)
            .limit(walk.limit)
            .offset(walk.offset),
        count: (cap) => cappedCount(db, adminAuditLog, where, cap),
        cursorOf: (f) => [f.sortValue, f.row.id],
      });
      const rows = found.map((f) => f.row);
      const ids = new Set<string>();
      for (const r of rows) {
        ids.add(r.actorUserId);
        if (r.memberId) ids.add(r.memberId);
      }
      const people = await users.summaries([...ids]);
      const person = (id: string) => ({
        _id: id,
        email: people.get(id)?.email ?? '',
        name: people.get(id)?.name ?? '',
      });
      return {
        docs: rows.map((r) => ({
          _id: r.id,
          action: r.action,
          actor: person(r.actorUserId),
          targetType: r.targetType,
          targetId: r.targetId,
          member: r.memberId ? person(r.memberId) : null,
          reason: r.reason,
          detail: r.detail,
          createdAt: r.createdAt.toISOString(),
        })),
        ...page,
      };
    },
  };

  /**
   * A part of the action or of the target id: each column has its trigram index (migration 0053), so
   * PostgreSQL finds a rare term through both (a bitmap `or`) and walks `(created_at, id)` for a common
   * one; the statement is planned for each term (not named).
   */
  function searchCondition(search: string): SQL {
    const like = `%${escapeLike(search)}%`;
    return or(ilike(adminAuditLog.action, like), ilike(adminAuditLog.targetId, like)) as SQL;
  }
}

export type AuditService = ReturnType<typeof createAuditService>;
