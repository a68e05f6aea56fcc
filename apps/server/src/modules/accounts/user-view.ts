import type { User } from '@booster/contracts';
import {
  fullMenu,
  type Integration,
  type MenuPermission,
  needsDowngrade,
  normalizeMenu,
} from '@booster/domain';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthSubject } from '../../platform/auth/index.ts';
import type { Executor } from '../../platform/db/index.ts';
import { roles, users } from './tables.ts';
import { isUuid, type UserRow } from './users.ts';

/** The marketplace integrations of an account; owned by the shops module (issue 3). */
export type IntegrationsReader = (accountId: string) => Promise<Integration[]>;

export type Loaded = { user: UserRow; parent: UserRow | null; roleMenu: MenuPermission[] | null };

const parents = alias(users, 'parent');

function selectUser(ex: Executor) {
  return ex
    .select({ user: users, parent: parents, roleMenu: roles.menu })
    .from(users)
    .leftJoin(parents, eq(users.parentId, parents.id))
    .leftJoin(roles, eq(users.roleId, roles.id));
}

// Every authenticated request runs this query: build it once and let PostgreSQL keep its plan.
const preparedByExecutor = new WeakMap<Executor, ReturnType<typeof prepare>>();
const prepare = (ex: Executor) =>
  selectUser(ex)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('accounts_load_user');

/** The user with its parent (for a sub-member) and its role's menu, in one query. */
export async function loadUser(ex: Executor, userId: string): Promise<Loaded | null> {
  if (!isUuid(userId)) return null;
  let prepared = preparedByExecutor.get(ex);
  if (!prepared) {
    prepared = prepare(ex);
    preparedByExecutor.set(ex, prepared);
  }
  const [row] = await prepared.execute({ id: userId });
  return row ?? null;
}

function menuOf({ user, roleMenu }: Loaded): MenuPermission[] {
  return user.parentId ? normalizeMenu(roleMenu ?? []) : fullMenu(true);
}

export function toSubject(loaded: Loaded): AuthSubject {
  const owner = loaded.parent ?? loaded.user;
  return {
    userId: loaded.user.id,
    accountId: owner.id,
    isAdmin: loaded.user.isAdmin,
    subMember: loaded.parent !== null,
    emailVerified: loaded.user.emailVerifiedAt !== null,
    menu: menuOf(loaded),
    package: owner.subscriptionPackage,
    ...(owner.suspendedAt || loaded.user.suspendedAt ? { suspended: true } : {}),
    snapshot: loaded,
  };
}

/**
 * The user object of spec section 3. A sub-member shows its parent's package, expiry, paid
 * flag and integrations; `parentMustUpgrade` is true when the parent account needs a downgrade
 * (expired, or more integrations than its package allows).
 */
export async function toUserView(
  loaded: Loaded,
  integrations: IntegrationsReader,
  now = new Date(),
): Promise<User> {
  const { user, parent } = loaded;
  const owner = parent ?? user;
  const marketplaces = await integrations(owner.id);
  return {
    _id: user.id,
    email: user.email,
    name: user.name,
    referral: user.referral,
    marketplaces,
    usageMemberFree: user.usageMemberFree,
    subscriptionPackage: owner.subscriptionPackage,
    expiredAt: owner.expiredAt?.toISOString() ?? null,
    status: owner.status,
    isAdmin: user.isAdmin,
    hasVerifiedEmail: user.emailVerifiedAt !== null,
    subMember: parent !== null,
    parentMustUpgrade:
      parent !== null &&
      needsDowngrade(
        {
          subscriptionPackage: parent.subscriptionPackage,
          status: parent.status,
          expiredAt: parent.expiredAt,
          marketplaces,
        },
        now,
      ),
    menu: menuOf(loaded),
  };
}
