import type { LoginBody, RegisterBody, Session } from '@booster/contracts';
import type { RequestContext } from '../../platform/auth/index.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/password.ts';
import { type Db, type Executor, type Tx, withTransaction } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { emailFromUnsubscribeToken, type Mailer } from '../../platform/mail/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import { activity } from '../../platform/usage-counters/index.ts';
import type { AccountsModule } from '../accounts/index.ts';
import { resetPasswordMail, verificationMail } from './mails.ts';
import type { Sessions, TokenPair } from './sessions.ts';

type Deps = {
  db: Db;
  accounts: AccountsModule;
  sessions: Sessions;
  mailer: Mailer;
  realtime: RealtimePublisher;
  appUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
};

export type LoginKind = 'member' | 'admin';

/** Runs in the registration's transaction, after the member is created (affiliates bind the referral). */
export type RegisteredListener = (tx: Tx, member: { id: string; referral: string | null }) => Promise<void>;

/** Registration, login, sessions and the mailed-link flows. Responses carry no secrets of others. */
export function createAuthService(deps: Deps) {
  const { db, accounts, sessions } = deps;
  const users = accounts.users;
  const registeredListeners: RegisteredListener[] = [];

  async function session(userId: string, pair: TokenPair): Promise<Session> {
    return { user: await users.view(userId), ...pair };
  }

  async function revokedEverywhere(userId: string) {
    await deps.realtime.publish(`user:${userId}`, 'auth.sessions-revoked.v1', { userId });
  }

  /** The user, or the owner a sub-member acts for, is suspended by an admin. */
  async function suspended(userId: string): Promise<boolean> {
    return (await users.loadSubject(userId))?.suspended === true;
  }

  async function mailVerification(
    tx: Executor,
    locale: Locale,
    user: { id: string; email: string; name: string },
  ) {
    const token = await users.issueToken(tx, user.id, 'verify_email');
    await deps.mailer.send(
      tx,
      verificationMail({ locale, appUrl: deps.appUrl, to: user.email, name: user.name, token }),
    );
  }

  async function mailPasswordReset(
    tx: Executor,
    locale: Locale,
    user: { id: string; email: string; name: string },
  ) {
    const token = await users.issueToken(tx, user.id, 'reset_password');
    await deps.mailer.send(
      tx,
      resetPasswordMail({ locale, appUrl: deps.appUrl, to: user.email, name: user.name, token }),
    );
  }

  return {
    /** Registers what else happens, in the same transaction, when a member registers. */
    onRegistered(listener: RegisteredListener) {
      registeredListeners.push(listener);
    },

    /** An unverified free member plus its verification mail, in one transaction. */
    async register(locale: Locale, body: RegisterBody): Promise<void> {
      const passwordHash = await hashPassword(body.password);
      await withTransaction(db, async (tx) => {
        const user = await users.create(tx, {
          email: body.email,
          name: body.name,
          passwordHash,
          referral: body.referral ?? null,
          subscriptionPackage: 'free',
          status: false,
          expiredAt: null,
          locale,
        });
        for (const listener of registeredListeners)
          await listener(tx, { id: user.id, referral: user.referral });
        const token = await users.issueToken(tx, user.id, 'verify_email');
        await deps.mailer.send(
          tx,
          verificationMail({ locale, appUrl: deps.appUrl, to: user.email, name: user.name, token }),
        );
      });
    },

    /**
     * Member login refuses admin accounts (403 USE_ADMIN_LOGIN) and admin login refuses members
     * (403 NOT_ADMIN), both only after the password matched so neither reveals who is an admin.
     */
    async login(kind: LoginKind, body: LoginBody, locale?: Locale): Promise<Session> {
      const user = await users.findByEmail(body.email);
      const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
      if (kind === 'member' && user.isAdmin) throw new AppError('USE_ADMIN_LOGIN');
      if (kind === 'admin' && !user.isAdmin) throw new AppError('NOT_ADMIN');
      if (await suspended(user.id)) throw new AppError('ACCOUNT_SUSPENDED');
      if (kind === 'member') activity.record(user.parentId ?? user.id, 'login');
      if (locale) await users.rememberLocale(user.id, locale);
      return session(user.id, await sessions.start(user.id));
    },

    async refresh(refreshToken: string, locale?: Locale): Promise<TokenPair> {
      const result = await sessions.rotate(refreshToken);
      if (result.status === 'rotated') {
        if (!(await suspended(result.userId))) {
          if (locale) await users.rememberLocale(result.userId, locale);
          return result.pair;
        }
        await sessions.end(result.pair.refreshToken);
        throw new AppError('ACCOUNT_SUSPENDED');
      }
      if (result.status === 'reused') {
        await revokedEverywhere(result.userId);
        throw new AppError('REFRESH_TOKEN_REUSED');
      }
      throw new AppError('REFRESH_TOKEN_INVALID');
    },

    logout: (refreshToken: string) => sessions.end(refreshToken),

    /** Mails links inside the caller's transaction (an admin's action on a member). */
    mailVerification,
    mailPasswordReset,

    /** Ends every session of a user and tells its open tabs (suspension). */
    async endSessions(tx: Executor, userId: string) {
      await sessions.endAll(tx, userId);
    },
    revokedEverywhere,

    async verifyEmail(token: string): Promise<void> {
      const userId = await withTransaction(db, async (tx) => {
        const id = await users.consumeToken(tx, token, 'verify_email');
        if (!id) throw new AppError('INVALID_LINK');
        await users.markEmailVerified(tx, id);
        return id;
      });
      await deps.realtime.publish(`user:${userId}`, 'account.user-updated.v1', { userId });
    },

    /** Mails a fresh verification link; answers false when the e-mail is verified already. */
    async resendVerification(ctx: RequestContext): Promise<boolean> {
      if (ctx.emailVerified) return false;
      await withTransaction(db, async (tx) => {
        const user = await users.findById(ctx.userId, tx);
        if (!user) throw new AppError('UNAUTHENTICATED');
        await mailVerification(tx, ctx.locale, user);
      });
      return true;
    },

    /** Mails a reset link when the account exists and has a password; silent otherwise. */
    async requestPasswordReset(locale: Locale, email: string): Promise<void> {
      await withTransaction(db, async (tx) => {
        const user = await users.findByEmail(email, tx);
        if (!user?.passwordHash) return;
        await mailPasswordReset(tx, locale, user);
      });
    },

    /** Sets the new password and ends every session; the link also proves the mailbox. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const userId = await withTransaction(db, async (tx) => {
        const id = await users.consumeToken(tx, token, 'reset_password');
        if (!id) throw new AppError('INVALID_LINK');
        await users.setPasswordHash(tx, id, passwordHash);
        const user = await users.findById(id, tx);
        if (user && !user.emailVerifiedAt) await users.markEmailVerified(tx, id);
        await sessions.endAll(tx, id);
        return id;
      });
      await revokedEverywhere(userId);
    },

    async unsubscribe(token: string): Promise<void> {
      const email = emailFromUnsubscribeToken(deps.secret, token);
      const known = email ? await withTransaction(db, (tx) => users.unsubscribe(tx, email)) : false;
      if (!known) throw new AppError('INVALID_LINK');
    },

    /** An invited sub-member sets its password and is logged in. */
    async acceptInvitation(input: { token: string; password: string; name?: string }): Promise<Session> {
      const passwordHash = await hashPassword(input.password);
      return withTransaction(db, async (tx) => {
        const userId = await accounts.subMembers.acceptInvitation(tx, {
          token: input.token,
          passwordHash,
          name: input.name,
        });
        const pair = await sessions.start(userId, tx);
        return { ...pair, userId };
      }).then(({ userId, ...pair }) => session(userId, pair));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
