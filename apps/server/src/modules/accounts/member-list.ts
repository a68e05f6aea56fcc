import type { AdminMember, AdminMemberListQuery } from '@booster/contracts';
import { and, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { type Db, escapeLike } from '../../platform/db/index.ts';
import { afterCursorPlaceholders, keysetOrder, type SortKey } from '../../platform/db/keyset.ts';
import { type KeysetPageQuery, keysetPage, walkValues } from '../../platform/db/keyset-page.ts';
import {
  buildMatchCount,
  buildStatement,
  isoTime,
  isoTimeOrNull,
  limitToWalk,
  pageWalkKeyed,
  runStatement,
  statementCache,
} from '../../platform/db/statement.ts';
import { users } from './tables.ts';

export type MemberFilter = Pick<
  AdminMemberListQuery,
  'search' | 'subscriptionPackage' | 'state' | 'verified' | 'expiry'
> & {
  /** Accounts whose shops match the search (the shops module finds them). */
  searchAccountIds?: readonly string[];
};

const DAY_MS = 86_400_000;

/** Members are account owners: not admins, not sub-members. */
export const isMember = and(isNull(users.parentId), eq(users.isAdmin, false)) as SQL;

/** Newest first; `id` breaks ties (the owners' `(created_at, id)` index, and one per filter: tables.ts). */
const NEWEST: SortKey = { column: users.createdAt, direction: 'desc', cast: 'timestamptz' };

/** What a row of the list shows, in the order `toListed` reads it. */
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

function toListed(r: unknown[]): AdminMember {
  return {
    _id: r[0] as string,
    name: r[1] as string,
    email: r[2] as string,
    subscriptionPackage: r[3] as AdminMember['subscriptionPackage'],
    expiredAt: isoTimeOrNull(r[4]),
    status: r[5] as boolean,
    hasVerifiedEmail: r[6] !== null,
    suspended: r[7] !== null,
    createdAt: isoTime(r[8]),
  };
}

/** Which filters a request has: one statement per shape, its values filled per request. */
type Shape = {
  pkg: boolean;
  state: MemberFilter['state'] | null;
  verified: MemberFilter['verified'] | null;
  expiry: MemberFilter['expiry'] | null;
  search: boolean;
  shopAccounts: boolean;
};

const shapeOf = (f: MemberFilter): Shape => ({
  pkg: Boolean(f.subscriptionPackage),
  state: f.state ?? null,
  verified: f.verified ?? null,
  expiry: f.expiry ?? null,
  search: Boolean(f.search),
  shopAccounts: Boolean(f.search && f.searchAccountIds?.length),
});

const shapeKey = (s: Shape) =>
  `${s.pkg ? 'p' : '-'}:${s.state ?? '-'}:${s.verified ?? '-'}:${s.expiry ?? '-'}:${s.search ? (s.shopAccounts ? 'ss' : 's') : '-'}`;

function whereOf(s: Shape): SQL {
  const p = sql.placeholder;
  const parts: (SQL | undefined)[] = [isMember];
  if (s.search)
    parts.push(
      or(
        ilike(users.name, p('like')),
        ilike(users.email, p('like')),
        s.shopAccounts ? sql`${users.id} = any(cast(${p('shopAccounts')} as uuid[]))` : undefined,
      ),
    );
  if (s.pkg) parts.push(eq(users.subscriptionPackage, p('pkg')));
  if (s.state === 'suspended') parts.push(isNotNull(users.suspendedAt));
  if (s.state === 'active') parts.push(isNull(users.suspendedAt));
  if (s.verified === 'true') parts.push(isNotNull(users.emailVerifiedAt));
  if (s.verified === 'false') parts.push(isNull(users.emailVerifiedAt));
  if (s.expiry === 'none') parts.push(isNull(users.expiredAt));
  if (s.expiry === 'expired') parts.push(lte(users.expiredAt, p('now')));
  if (s.expiry === '7d' || s.expiry === '30d')
    parts.push(gt(users.expiredAt, p('now')), lte(users.expiredAt, p('until')));
  return and(...parts) as SQL;
}

const query = new QueryBuilder();
const pages = statementCache('admin_members_page');
const totals = statementCache('admin_members_total');

/**
 * The admin's list of members (GET /api/admin/members) as statements built once per filter shape and
 * named without a search (planned once per connection; a search is planned for its term, which may go
 * through the name and e-mail trigram indexes): the request fills in the values and maps the row arrays
 * (platform/db/statement.ts). Keyset pages newest first, the total capped unless `exactTotal`.
 */
export async function listMembers(db: Db, f: MemberFilter & KeysetPageQuery, now = new Date()) {
  const shape = shapeOf(f);
  const key = shapeKey(shape);
  const days = f.expiry === '7d' ? 7 : 30;
  const values = {
    like: f.search ? `%${escapeLike(f.search)}%` : undefined,
    shopAccounts: shape.shopAccounts ? f.searchAccountIds : undefined,
    pkg: f.subscriptionPackage,
    now: now.toISOString(),
    until: new Date(now.getTime() + days * DAY_MS).toISOString(),
  };
  const { rows, ...page } = await keysetPage(f, {
    key: NEWEST,
    id: users.id,
    where: undefined,
    rows: (walk) => {
      const walked = pageWalkKeyed(key, Boolean(walk.after), f.page, walk.limit, walk.offset);
      const statement = pages(walked.key, !shape.search, (name) => {
        const where = whereOf(shape);
        return buildStatement(
          limitToWalk(
            query
              .select(LIST_COLUMNS)
              .from(users)
              .where(walk.after ? and(where, afterCursorPlaceholders(NEWEST, users.id)) : where)
              .orderBy(...keysetOrder(NEWEST, users.id)),
            walked.rows,
          ),
          name,
        );
      });
      return runStatement(db, statement, { ...values, ...walkValues(walk) });
    },
    count: async (cap) => {
      const statement = totals(`${key}:${cap === null ? 'all' : 'cap'}`, !shape.search, (name) =>
        buildMatchCount(users, whereOf(shape), cap !== null, name),
      );
      const [row] = await runStatement(db, statement, { ...values, cap });
      return Number(row?.[0] ?? 0);
    },
    // The created time as PostgreSQL printed it (microseconds kept) is the cursor's value.
    cursorOf: (row) => [row[8] as string, row[0] as string],
  });
  return { docs: rows.map(toListed), ...page };
}
