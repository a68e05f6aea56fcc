import type { AdminMember } from '@booster/contracts';
import type { PackageName } from '@booster/domain';
import {
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { cappedCount, type Db, type Executor, escapeLike } from '../../platform/db/index.ts';
import { type SortKey, sortValueText } from '../../platform/db/keyset.ts';
import { type KeysetPageQuery, keysetPage } from '../../platform/db/keyset-page.ts';
import { roles, users } from './tables.ts';
import type { UserRow } from './users.ts';

export type MemberFilter = {
  search?: string;
  /** Accounts whose shops match the search (the shops module finds them). */
  searchAccountIds?: readonly string[];
  subscriptionPackage?: PackageName;
  state?: 'active' | 'suspended';
  verified?: 'true' | 'false';
  expiry?: 'expired' | '7d' | '30d' | 'none';
};

const DAY_MS = 86_400_000;

/** What a row of the admin list shows (`toAdminMember`): not the password hash nor the usage counters. */
const LIST_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  subscriptionPackage: users.subscriptionPackage,
  expiredAt: users.expiredAt,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
};
type ListedMember = Pick<UserRow, keyof typeof LIST_COLUMNS>;

/** Newest first; `id` breaks ties (the owners' `(created_at, id)` index, and one per filter, migration 0051). */
const NEWEST: SortKey = { column: users.createdAt, direction: 'desc', cast: 'timestamptz' };

export function toAdminMember(row: ListedMember): AdminMember {
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

/** Members are account owners: not admins, not sub-members. */
const isMember = and(isNull(users.parentId), eq(users.isAdmin, false)) as SQL;

function filterWhere(f: MemberFilter, now: Date): SQL {
  const parts: (SQL | undefined)[] = [isMember];
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    parts.push(
      or(
        ilike(users.name, like),
        ilike(users.email, like),
        f.searchAccountIds?.length ? inArray(users.id, [...f.searchAccountIds]) : undefined,
      ),
    );
  }
  if (f.subscriptionPackage) parts.push(eq(users.subscriptionPackage, f.subscriptionPackage));
  if (f.state === 'suspended') parts.push(isNotNull(users.suspendedAt));
  if (f.state === 'active') parts.push(isNull(users.suspendedAt));
  if (f.verified === 'true') parts.push(isNotNull(users.emailVerifiedAt));
  if (f.verified === 'false') parts.push(isNull(users.emailVerifiedAt));
  if (f.expiry === 'none') parts.push(isNull(users.expiredAt));
  if (f.expiry === 'expired') parts.push(lte(users.expiredAt, now));
  if (f.expiry === '7d' || f.expiry === '30d') {
    const days = f.expiry === '7d' ? 7 : 30;
    parts.push(gt(users.expiredAt, now), lte(users.expiredAt, new Date(now.getTime() + days * DAY_MS)));
  }
  return and(...parts) as SQL;
}

/** The admin's view of members: list with filters, one member, suspension. Owned by accounts (its table). */
export function createMemberDirectory(db: Db) {
  return {
    /** One page of members newest first, by keyset, the total capped unless `exactTotal` (keysetPage). */
    async list(f: MemberFilter & KeysetPageQuery, now = new Date()) {
      const where = filterWhere(f, now);
      const { rows, ...page } = await keysetPage(f, {
        key: NEWEST,
        id: users.id,
        where,
        rows: (walk) =>
          db
            .select({ ...LIST_COLUMNS, sortValue: sortValueText(NEWEST) })
            .from(users)
            .where(walk.where)
            .orderBy(...walk.orderBy)
            .limit(walk.limit)
            .offset(walk.offset),
        count: (cap) => cappedCount(db, users, where, cap),
        cursorOf: (row) => [row.sortValue, row.id],
      });
      return { docs: rows.map(toAdminMember), ...page };
    },

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
