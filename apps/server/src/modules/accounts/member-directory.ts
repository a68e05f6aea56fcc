import type { AdminMember } from '@booster/contracts';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/index.ts';
import type { KeysetPageQuery } from '../../platform/db/keyset-page.ts';
import { isMember, listMembers, type MemberFilter } from './member-list.ts';
import { roles, users } from './tables.ts';
import type { UserRow } from './users.ts';

const DAY_MS = 86_400_000;

export function toAdminMember(row: UserRow): AdminMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subscriptionPackage: row.subscriptionPackage,
    expiredAt: row.expiredAt?.toISOString() ?? null,
    status: row.status,
    hasVerifiedEmail: row.emailVerifiedAt !== null,
    suspended: row.suspendedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admin's view of members: list with filters, one member, suspension. Owned by accounts (its table). */
export function createMemberDirectory(db: Db) {
  return {
    /** One page of members newest first, by keyset, the total capped unless `exactTotal` (member-list.ts). */
    list: (f: MemberFilter & KeysetPageQuery, now = new Date()) => listMembers(db, f, now),

    /** A member (owner) by id, or null for an unknown id, an admin or a sub-member. */
    async member(id: string, ex: Executor = db, lock = false): Promise<UserRow | null> {
      const query = ex
        .select()
        .from(users)
        .where(and(eq(users.id, id), isMember))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async subMembersOf(accountId: string) {
      const rows = await db
        .select({ user: users, roleName: roles.name })
        .from(users)
        .innerJoin(roles, eq(users.roleId, roles.id))
        .where(eq(users.parentId, accountId))
        .orderBy(asc(users.createdAt), asc(users.email));
      return rows.map(({ user, roleName }) => ({
        _id: user.id,
        name: user.name,
        email: user.email,
        roleName,
        status: user.passwordHash ? ('active' as const) : ('invited' as const),
      }));
    },

    async setSuspended(tx: Executor, id: string, suspended: boolean) {
      await tx
        .update(users)
        .set({ suspendedAt: suspended ? new Date() : null, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** Member counts for the admin dashboard (owners only; a few thousand to a few hundred thousand rows). */
    async stats(now = new Date()) {
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
      const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
      const inAWeek = new Date(now.getTime() + 7 * DAY_MS);
      const [row] = await db
        .select({
          total: count(),
          verified: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is not null)::int`,
          suspended: sql<number>`count(*) filter (where ${users.suspendedAt} is not null)::int`,
          newThisWeek: sql<number>`count(*) filter (where ${users.createdAt} > ${weekAgo})::int`,
          newLastWeek: sql<number>`count(*) filter (where ${users.createdAt} > ${twoWeeksAgo} and ${users.createdAt} <= ${weekAgo})::int`,
          expiringIn7Days: sql<number>`count(*) filter (where ${users.expiredAt} > ${now} and ${users.expiredAt} <= ${inAWeek})::int`,
        })
        .from(users)
        .where(isMember);
      const paying = await db
        .select({ subscriptionPackage: users.subscriptionPackage, n: count() })
        .from(users)
        .where(and(isMember, eq(users.status, true), gt(users.expiredAt, now)))
        .groupBy(users.subscriptionPackage);
      const since = new Date(now.getTime() - 30 * DAY_MS);
      const daily = await db
        .select({
          day: sql<string>`to_char(${users.createdAt} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`,
          n: count(),
        })
        .from(users)
        .where(and(isMember, gt(users.createdAt, since)))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return { ...row, paying, daily };
    },
  };
}

export type MemberDirectory = ReturnType<typeof createMemberDirectory>;
