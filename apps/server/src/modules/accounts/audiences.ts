import type { PackageName } from '@booster/domain';
import { and, asc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/index.ts';
import { escapeLike } from '../../platform/db/index.ts';
import { users } from './tables.ts';

/** Members (owners that are neither admins nor suspended): whom admin announcements reach. Sub-members see their owner's. */
const isMember = and(isNull(users.parentId), eq(users.isAdmin, false), isNull(users.suspendedAt));

export function createAudiences(db: Db) {
  return {
    /** Member ids: all, of some packages, or the given ids that are members. */
    async memberIds(
      filter: { packages?: readonly PackageName[]; ids?: readonly string[] },
      ex: Executor = db,
    ): Promise<string[]> {
      const rows = await ex
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            isMember,
            filter.packages ? inArray(users.subscriptionPackage, [...filter.packages]) : undefined,
            filter.ids ? inArray(users.id, [...filter.ids]) : undefined,
          ),
        );
      return rows.map((r) => r.id);
    },

    /** Up to 20 members whose name or e-mail matches, for a picker. */
    async search(search: string | undefined) {
      const like = search ? `%${escapeLike(search)}%` : undefined;
      return db
        .select({
          _id: users.id,
          email: users.email,
          name: users.name,
          subscriptionPackage: users.subscriptionPackage,
        })
        .from(users)
        .where(and(isMember, like ? or(ilike(users.email, like), ilike(users.name, like)) : undefined))
        .orderBy(asc(users.email))
        .limit(20);
    },
  };
}

export type Audiences = ReturnType<typeof createAudiences>;
