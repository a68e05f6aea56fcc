import { type MenuPermission, PACKAGE_NAMES, type PackageName } from '@booster/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, timestamps, tz } from '../../platform/db/columns.ts';
import type { Locale } from '../../platform/i18n/index.ts';

const packageList = sql.raw(PACKAGE_NAMES.map((p) => `'${p}'`).join(', '));

/** Members, sub-members (parent_id set: they act on the parent's data) and admins. */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null for an invited sub-member until the invitation is accepted. */
    passwordHash: text('password_hash'),
    referral: text('referral'),
    subscriptionPackage: text('subscription_package').$type<PackageName>().notNull().default('free'),
    /** Paid flag of the spec's user object. */
    status: boolean('status').notNull().default(false),
    expiredAt: timestamp('expired_at', tz),
    isAdmin: boolean('is_admin').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', tz),
    parentId: uuid('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').references((): AnyPgColumn => roles.id),
    usageMemberFree: jsonb('usage_member_free').$type<Record<string, unknown>>().notNull().default({}),
    unsubscribedAt: timestamp('unsubscribed_at', tz),
    /** Set by an admin: the member (and its sub-members) cannot log in, refresh or call the API. */
    suspendedAt: timestamp('suspended_at', tz),
    /** The language the member last used the app in (registration, login, refresh): their mails' language. */
    locale: text('locale').$type<Locale>().notNull().default('id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_subscription_package_known', sql`${t.subscriptionPackage} in (${packageList})`),
    check('users_sub_member_has_role', sql`(${t.parentId} is null) = (${t.roleId} is null)`),
    check('users_locale_known', sql`${t.locale} in ('id', 'en')`),
    index('users_parent_id_idx').on(t.parentId),
    index('users_role_id_idx').on(t.roleId),
    // The admin member list: owners newest first, and per filter that keeps few of them (keyset on
    // created_at, id; docs/performance.md). Ascending, read backwards: a `desc` index is `desc nulls
    // last` and cannot serve `order by created_at desc` (nulls first), so every page sorted every owner.
    // Searches go through the trigram indexes of name and e-mail.
    index('users_owners_created_idx').on(t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index('users_owners_package_created_idx')
      .on(t.subscriptionPackage, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    index('users_owners_suspended_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.parentId} is null and ${t.suspendedAt} is not null`),
    index('users_owners_unverified_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.parentId} is null and ${t.emailVerifiedAt} is null`),
    index('users_owners_expiry_idx').on(t.expiredAt).where(sql`${t.parentId} is null`),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** Menu permissions an owner grants to sub-members. */
export const roles = pgTable(
  'roles',
  {
    id: primaryId(),
    accountId: uuid('account_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    menu: jsonb('menu').$type<MenuPermission[]>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('roles_account_id_name_key').on(t.accountId, t.name)],
);

export const USER_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'invitation'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];
const purposeList = sql.raw(USER_TOKEN_PURPOSES.map((p) => `'${p}'`).join(', '));

/** Single-use tokens mailed in links; only their SHA-256 is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    usedAt: timestamp('used_at', tz),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_token_hash_key').on(t.tokenHash),
    index('user_tokens_user_id_purpose_idx').on(t.userId, t.purpose),
    check('user_tokens_purpose_known', sql`${t.purpose} in (${purposeList})`),
  ],
);
