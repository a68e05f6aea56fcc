import type { User } from '@booster/contracts';
import type { PackageName } from '@booster/domain';
import { and, count, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AuthSubject, RequestContext } from '../../platform/auth/index.ts';
import type { Db, Executor } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { MAIL_RECIPIENT_COLUMNS } from './mail-audience.ts';
import { type UserTokenPurpose, users } from './tables.ts';
import { consumeUserToken, issueUserToken } from './user-tokens.ts';
import { type IntegrationsReader, type Loaded, loadUser, toSubject, toUserView } from './user-view.ts';
import { findUserByEmail, findUserById, insertUser, type NewUser, updateUser } from './users.ts';

/** Users for the other modules (auth, seed): reads, writes inside the caller's transaction, tokens. */
export function createUsersService(deps: { db: Db; integrations: IntegrationsReader }) {
  const { db } = deps;
  return {
    findByEmail: (email: string, ex: Executor = db) => findUserByEmail(ex, email),
    findById: (id: string, ex: Executor = db) => findUserById(ex, id),
    /** The user row locked until the caller's transaction ends (a change computed from its values). */
    lockById: (tx: Executor, id: string) => findUserById(tx, id, true),
    create: (tx: Executor, user: NewUser) => insertUser(tx, user),
    /** Keeps the language the member uses the app in (their mails follow it); no write when unchanged. */
    async rememberLocale(id: string, locale: Locale, ex: Executor = db) {
      await ex
        .update(users)
        .set({ locale })
        .where(and(eq(users.id, id), ne(users.locale, locale)));
    },
    /** Id, e-mail and name of several users (admin lists of other modules). */
    async summaries(ids: readonly string[], ex: Executor = db) {
      if (ids.length === 0) return new Map<string, { email: string; name: string }>();
      const rows = await ex
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name }]));
    },
    /** Moves an owner to another package inside the caller's transaction (downgrade, billing). */
    async changePackage(
      tx: Executor,
      userId: string,
      change: { subscriptionPackage: PackageName; status: boolean; expiredAt: Date | null },
    ) {
      await tx
        .update(users)
        .set({ ...change, updatedAt: sql`now()` })
        .where(inArray(users.id, [userId]));
    },
    /** Owners on a paid package (paid flag on) that ends before `until`, soonest first (billing's expiry job). */
    async paidOwnersEndingBefore(until: Date, limit: number, ex: Executor = db) {
      return ex
        .select({ ...MAIL_RECIPIENT_COLUMNS, locale: users.locale })
        .from(users)
        .where(
          and(
            isNull(users.parentId),
            eq(users.status, true),
            ne(users.subscriptionPackage, 'free'),
            isNotNull(users.expiredAt),
            lt(users.expiredAt, until),
          ),
        )
        .orderBy(users.expiredAt, users.id)
        .limit(limit);
    },
    /**
     * Turns the paid flag off for an owner whose package ran out, keeping package and expiry (the
     * /expired and /downgrade pages read them). False when a payment moved the expiry meanwhile.
     */
    async markPlanEnded(tx: Executor, userId: string, expiredAt: Date): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ status: false, updatedAt: sql`now()` })
        .where(
          and(
            eq(users.id, userId),
            eq(users.status, true),
            // The expiry read by the caller (timestamps keep microseconds, a JS Date milliseconds).
            lt(users.expiredAt, new Date(expiredAt.getTime() + 1)),
          ),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },
    async count(ex: Executor = db): Promise<number> {
      const [row] = await ex.select({ n: count() }).from(users);
      return row.n;
    },

    async loadSubject(userId: string): Promise<AuthSubject | null> {
      const loaded = await loadUser(db, userId);
      return loaded ? toSubject(loaded) : null;
    },

    /**
     * The spec's user object; 401 when the user is gone (deleted sub-member). Given the request
     * context, it reuses the rows the context was built from.
     */
    async view(who: string | RequestContext): Promise<User> {
      const fromContext = typeof who === 'string' ? null : (who.snapshot as Loaded | undefined);
      const loaded = fromContext ?? (await loadUser(db, typeof who === 'string' ? who : who.userId));
      if (!loaded) throw new AppError('UNAUTHENTICATED');
      return toUserView(loaded, deps.integrations);
    },

    markEmailVerified: (tx: Executor, userId: string) =>
      updateUser(tx, userId, { emailVerifiedAt: new Date() }),
    setPasswordHash: (tx: Executor, userId: string, passwordHash: string) =>
      updateUser(tx, userId, { passwordHash }),
    async unsubscribe(tx: Executor, email: string): Promise<boolean> {
      const user = await findUserByEmail(tx, email);
      if (!user) return false;
      if (!user.unsubscribedAt) await updateUser(tx, user.id, { unsubscribedAt: new Date() });
      return true;
    },

    issueToken: (tx: Executor, userId: string, purpose: UserTokenPurpose) =>
      issueUserToken(tx, userId, purpose),
    consumeToken: (tx: Executor, token: string, purpose: UserTokenPurpose) =>
      consumeUserToken(tx, token, purpose),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
