import type { SubMember } from '@booster/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { type Db, type Executor, withTransaction } from '../../platform/db/index.ts';
import { AppError, fieldError, notFound } from '../../platform/errors/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import { invitationMail } from './mails.ts';
import type { RolesService } from './roles.ts';
import { roles, users } from './tables.ts';
import { consumeUserToken, issueUserToken } from './user-tokens.ts';
import { findUserById, insertUser, isUuid, updateUser } from './users.ts';

type Deps = { db: Db; mailer: Mailer; realtime: RealtimePublisher; roles: RolesService; appUrl: string };

/** Sub-members: users under an owner (`parent_id`) who act on the owner's data within a role. */
export function createSubMembersService(deps: Deps) {
  const { db } = deps;

  async function list(accountId: string, id?: string): Promise<SubMember[]> {
    const rows = await db
      .select({ user: users, roleName: roles.name })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(id ? and(eq(users.parentId, accountId), eq(users.id, id)) : eq(users.parentId, accountId))
      .orderBy(asc(users.createdAt), asc(users.email));
    return rows.map(({ user, roleName }) => ({
      _id: user.id,
      email: user.email,
      name: user.name,
      roleId: user.roleId ?? '',
      roleName,
      status: user.passwordHash ? 'active' : 'invited',
      createdAt: user.createdAt.toISOString(),
    }));
  }

  async function one(accountId: string, id: string): Promise<SubMember> {
    const [found] = isUuid(id) ? await list(accountId, id) : [];
    if (!found) throw notFound();
    return found;
  }

  async function ownedRole(accountId: string, roleId: string) {
    const role = await deps.roles.findOwned(accountId, roleId);
    if (!role) throw fieldError('roleId', 'validation.roleNotFound');
    return role;
  }

  return {
    list: (ctx: RequestContext) => list(ctx.accountId),

    /** Creates the invited user and mails the link; an e-mail already registered is 400 EMAIL_TAKEN. */
    async invite(
      ctx: RequestContext,
      input: { name: string; email: string; roleId: string },
    ): Promise<SubMember> {
      const role = await ownedRole(ctx.accountId, input.roleId);
      const owner = await findUserById(db, ctx.accountId);
      const id = await withTransaction(db, async (tx) => {
        const user = await insertUser(tx, {
          email: input.email,
          name: input.name,
          passwordHash: null,
          parentId: ctx.accountId,
          roleId: role.id,
        });
        const token = await issueUserToken(tx, user.id, 'invitation');
        await deps.mailer.send(
          tx,
          invitationMail({
            locale: ctx.locale,
            appUrl: deps.appUrl,
            to: user.email,
            name: user.name,
            owner: owner?.name ?? '',
            role: role.name,
            token,
          }),
        );
        return user.id;
      });
      return one(ctx.accountId, id);
    },

    async changeRole(ctx: RequestContext, id: string, roleId: string): Promise<SubMember> {
      await one(ctx.accountId, id);
      const role = await ownedRole(ctx.accountId, roleId);
      await updateUser(db, id, { roleId: role.id });
      await deps.realtime.publish(`user:${id}`, 'account.user-updated.v1', { userId: id });
      return one(ctx.accountId, id);
    },

    /** Deletes the sub-member; its sessions go with it (refresh tokens cascade). */
    async remove(ctx: RequestContext, id: string): Promise<void> {
      await one(ctx.accountId, id);
      await db.delete(users).where(and(eq(users.id, id), eq(users.parentId, ctx.accountId)));
      await deps.realtime.publish(`user:${id}`, 'auth.sessions-revoked.v1', { userId: id });
    },

    /**
     * Sets the password of an invited sub-member from the mailed token. The link proves the
     * mailbox, so the e-mail counts as verified. Answers the user id; 400 INVALID_LINK otherwise.
     */
    async acceptInvitation(
      tx: Executor,
      input: { token: string; passwordHash: string; name?: string },
    ): Promise<string> {
      const userId = await consumeUserToken(tx, input.token, 'invitation');
      if (!userId) throw new AppError('INVALID_LINK');
      await updateUser(tx, userId, {
        passwordHash: input.passwordHash,
        emailVerifiedAt: new Date(),
        ...(input.name ? { name: input.name } : {}),
      });
      return userId;
    },
  };
}

export type SubMembersService = ReturnType<typeof createSubMembersService>;
