import { randomBytes } from 'node:crypto';
import type { ApiError, Session } from '@booster/contracts';
import { fullMenu, type MenuPermission, type PackageName } from '@booster/domain';
import { expect } from 'vitest';
import { hashPassword } from '../platform/crypto/password.ts';
import { withTransaction } from '../platform/db/index.ts';
import type { TestApp } from './app.ts';

export const TEST_PASSWORD = 'rahasia-123';
let cachedHash: Promise<string> | null = null;
const passwordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

export type MadeUser = { id: string; email: string; password: string; login(): Promise<Session> };

type NewUser = Omit<Parameters<TestApp['container']['accounts']['users']['create']>[1], 'passwordHash'>;

/** A user straight in the database with the test password; `login` signs it in (as an admin for `'admin'`). */
async function createUser(t: TestApp, fields: NewUser, kind?: 'admin'): Promise<MadeUser> {
  const user = await withTransaction(t.database.db, async (tx) =>
    t.container.accounts.users.create(tx, { ...fields, passwordHash: await passwordHash() }),
  );
  const { email } = fields;
  return {
    id: user.id,
    email,
    password: TEST_PASSWORD,
    login: () => t.api.login(email, TEST_PASSWORD, kind),
  };
}

type MemberOverrides = {
  package?: PackageName;
  paid?: boolean;
  verified?: boolean;
  /** Default: a year ahead for paid packages, none for free. */
  expiredAt?: Date | null;
  email?: string;
  name?: string;
};

/** A member (owner) straight in the database, e.g. `makeMember(t, { package: 'premium' })`. */
export async function makeMember(t: TestApp, overrides: MemberOverrides = {}): Promise<MadeUser> {
  const pkg = overrides.package ?? 'free';
  const paid = overrides.paid ?? pkg !== 'free';
  const email = overrides.email ?? uniqueEmail(pkg);
  return createUser(t, {
    email,
    name: overrides.name ?? `Member ${pkg}`,
    subscriptionPackage: pkg,
    status: paid,
    expiredAt:
      overrides.expiredAt !== undefined
        ? overrides.expiredAt
        : paid
          ? new Date(Date.now() + 365 * 86_400_000)
          : null,
    emailVerifiedAt: overrides.verified === false ? null : new Date(),
  });
}

/** A member as `makeMember` makes it, already logged in: `token` is its access token. */
export async function makeSignedInMember(t: TestApp, overrides: MemberOverrides = {}) {
  const member = await makeMember(t, overrides);
  return { ...member, token: (await member.login()).accessToken };
}

export async function makeAdmin(t: TestApp): Promise<MadeUser> {
  const email = uniqueEmail('admin');
  return createUser(t, { email, name: 'Admin', isAdmin: true, emailVerifiedAt: new Date() }, 'admin');
}

/** A menu with only the given menus enabled, each with all its sub-menus and features. */
export function menuWith(...keys: string[]): MenuPermission[] {
  return fullMenu(false).map((m) =>
    keys.includes(m.key)
      ? {
          key: m.key,
          enabled: true,
          subMenu: m.subMenu.map((s) => ({ ...s, enabled: true })),
          features: m.features.map((f) => ({ ...f, enabled: true })),
        }
      : m,
  );
}

export async function makeRole(
  t: TestApp,
  owner: { id: string },
  menu = menuWith('order'),
  name = `Role ${randomBytes(3).toString('hex')}`,
) {
  return withTransaction(t.database.db, (tx) =>
    t.container.accounts.roles.createFor(tx, owner.id, { name, menu }),
  );
}

/** An active sub-member (invitation already accepted) of `owner` in `role`. */
export async function makeSubMember(
  t: TestApp,
  owner: { id: string },
  role: { _id: string },
): Promise<MadeUser> {
  return createUser(t, {
    email: uniqueEmail('staff'),
    name: 'Staff',
    parentId: owner.id,
    roleId: role._id,
    emailVerifiedAt: new Date(),
  });
}

/** A logged-in-able sub-member of `owner` whose role allows only the given menus. */
export async function makeStaffWith(
  t: TestApp,
  owner: { id: string },
  ...menus: string[]
): Promise<MadeUser> {
  return makeSubMember(t, owner, await makeRole(t, owner, menuWith(...menus)));
}

/** The access token of a fresh sub-member of `owner` whose role allows only the given menus. */
export async function staffToken(t: TestApp, owner: { id: string }, ...menus: string[]): Promise<string> {
  return (await (await makeStaffWith(t, owner, ...menus)).login()).accessToken;
}

/**
 * GET `path` refuses a sub-member of `owner` whose role has only the `without` menu (403
 * FEATURE_NOT_ALLOWED) and serves one with the `with` menu; the served answer, for the caller's checks.
 */
export async function menuGuarded<T>(
  t: TestApp,
  owner: { id: string },
  path: string,
  menus: { without: string; with: string },
) {
  const refused = await t.api.get<ApiError>(path, { token: await staffToken(t, owner, menus.without) });
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('FEATURE_NOT_ALLOWED');
  const served = await t.api.get<T>(path, { token: await staffToken(t, owner, menus.with) });
  expect(served.status).toBe(200);
  return served;
}
