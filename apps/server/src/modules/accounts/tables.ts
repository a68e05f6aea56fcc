import { type MenuPermission, PACKAGE_NAMES, type PackageName } from '@booster/domain';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, timestamps, tz } from '../../platform/db/columns.ts';
import type { Locale } from '../../platform/i18n/index.ts';

const packageList = sql.raw(PACKAGE_NAMES.map((p) => `'${p}'`).join(', '));

/** Members, sub-members (parent_id set: they act on the parent's data) and admins. */
export const users = Pg.pgTable(
  'users',
  {
    id: primaryId(),
    email: Pg.text('email').notNull(),
    name: Pg.text('name').notNull(),
    /** Null for an invited sub-member until the invitation is accepted. */
    passwordHash: Pg.text('password_hash'),
    referral: Pg.text('referral'),
    subscriptionPackage: Pg.text('subscription_package').$type<PackageName>().notNull().default('free'),
    /** Paid flag of the spec's user object. */
    status: Pg.boolean('status').notNull().default(false),
    expiredAt: Pg.timestamp('expired_at', tz),
    isAdmin: Pg.boolean('is_admin').notNull().default(false),
    emailVerifiedAt: Pg.timestamp('email_verified_at', tz),
    parentId: Pg.uuid('parent_id').references((): Pg.AnyPgColumn => users.id, { onDelete: 'cascade' }),
    roleId: Pg.uuid('role_id').references((): Pg.AnyPgColumn => roles.id),
    usageMemberFree: Pg.jsonb('usage_member_free').$type<Record<string, unknown>>().notNull().default({}),
    unsubscribedAt: Pg.timestamp('unsubscribed_at', tz),
    /** Set by an admin: the member (and its sub-members) cannot log in, refresh or call the API. */
    suspendedAt: Pg.timestamp('suspended_at', tz),
    /** The language the member last used the app in (registration, login, refresh): their mails' language. */
    locale: Pg.text('locale').$type<Locale>().notNull().default('id'),
    ...timestamps(),
  },
  (t) => [
    Pg.uniqueIndex('users_email_key').on(t.email),
    Pg.check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    Pg.check('users_subscription_package_known', sql`${t.subscriptionPackage} in (${packageList})`),
    Pg.check('users_sub_member_has_role', sql`(${t.parentId} is null) = (${t.roleId} is null)`),
    Pg.check('users_locale_known', sql`${t.locale} in ('id', 'en')`),
    Pg.index('users_parent_id_idx').on(t.parentId),
    Pg.index('users_role_id_idx').on(t.roleId),
    // The admin member list: owners newest first, and per filter that keeps few of them (keyset on
    // created_at, id; docs/performance.md). Ascending, read backwards: a `desc` index is `desc nulls
    // last` and cannot serve `order by created_at desc` (nulls first), so every page sorted every owner.
    // Searches go through the trigram indexes of name and e-mail.
    Pg.index('users_owners_created_idx').on(t.createdAt, t.id).where(sql`${t.parentId} is null`),
    Pg.index('users_owners_package_created_idx')
      .on(t.subscriptionPackage, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    Pg.index('users_owners_suspended_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.parentId} is null and ${t.suspendedAt} is not null`),
    Pg.index('users_owners_unverified_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.parentId} is null and ${t.emailVerifiedAt} is null`),
    Pg.index('users_owners_expiry_idx').on(t.expiredAt).where(sql`${t.parentId} is null`),
    Pg.index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    Pg.index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** Menu permissions an owner grants to sub-members. */
export const roles = Pg.pgTable(
  'roles',
  {
    id: primaryId(),
    accountId: Pg.uuid('account_id')
      .notNull()
      .references((): Pg.AnyPgColumn => users.id, { onDelete: 'cascade' }),
    name: Pg.text('name').notNull(),
    menu: Pg.jsonb('menu').$type<MenuPermission[]>().notNull(),
    ...timestamps(),
  },
  (t) => [Pg.uniqueIndex('roles_account_id_name_key').on(t.accountId, t.name)],
);

export const USER_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'invitation'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];
const purposeList = sql.raw(USER_TOKEN_PURPOSES.map((p) => `'${p}'`).join(', '));

/** Single-use tokens mailed in links; only their SHA-256 is stored. */
export const userTokens = Pg.pgTable(
  'user_tokens',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    purpose: Pg.text('purpose').$type<UserTokenPurpose>().notNull(),
    tokenHash: Pg.text('token_hash').notNull(),
    expiresAt: Pg.timestamp('expires_at', tz).notNull(),
    usedAt: Pg.timestamp('used_at', tz),
    createdAt: createdAt(),
  },
  (t) => [
    Pg.uniqueIndex('user_tokens_token_hash_key').on(t.tokenHash),
    Pg.index('user_tokens_user_id_purpose_idx').on(t.userId, t.purpose),
    Pg.check('user_tokens_purpose_known', sql`${t.purpose} in (${purposeList})`),
  ],
);
