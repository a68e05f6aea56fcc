import type { Role, RoleBody } from '@booster/contracts';
import { normalizeMenu } from '@booster/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { type Db, type Executor, isUniqueViolation } from '../../platform/db/index.ts';
import { AppError, fieldError, notFound } from '../../platform/errors/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import { roles, users } from './tables.ts';

type RoleRow = typeof roles.$inferSelect;

const toRole = (row: RoleRow, memberCount: number): Role => ({
  _id: row.id,
  name: row.name,
  menu: normalizeMenu(row.menu),
  memberCount,
  createdAt: row.createdAt.toISOString(),
});

const nameTaken = () => fieldError('name', 'validation.roleNameTaken');

/** Roles of the owner's account. Every query is scoped by `ctx.accountId`; other ids answer 404. */
export function createRolesService(deps: { db: Db; realtime: RealtimePublisher }) {
  const { db } = deps;
  const memberCount = count(users.id);

  async function find(ctx: RequestContext, id: string) {
    const [row] = await db
      .select({ role: roles, members: memberCount })
      .from(roles)
      .leftJoin(users, eq(users.roleId, roles.id))
      .where(and(eq(roles.id, id), eq(roles.accountId, ctx.accountId)))
      .groupBy(roles.id);
    if (!row) throw notFound();
    return row;
  }

  async function createFor(ex: Executor, accountId: string, body: RoleBody): Promise<Role> {
    try {
      const [row] = await ex
        .insert(roles)
        .values({ accountId, name: body.name, menu: normalizeMenu(body.menu) })
        .returning();
      return toRole(row, 0);
    } catch (err) {
      if (isUniqueViolation(err, 'roles_account_id_name_key')) throw nameTaken();
      throw err;
    }
  }

  async function notifyMembers(roleId: string) {
    const members = await db.select({ id: users.id }).from(users).where(eq(users.roleId, roleId));
    await Promise.all(
      members.map((m) => deps.realtime.publish(`user:${m.id}`, 'account.user-updated.v1', { userId: m.id })),
    );
  }

  return {
    async list(ctx: RequestContext): Promise<Role[]> {
      const rows = await db
        .select({ role: roles, members: memberCount })
        .from(roles)
        .leftJoin(users, eq(users.roleId, roles.id))
        .where(eq(roles.accountId, ctx.accountId))
        .groupBy(roles.id)
        .orderBy(asc(roles.createdAt), asc(roles.name));
      return rows.map((r) => toRole(r.role, r.members));
    },

    async get(ctx: RequestContext, id: string): Promise<Role> {
      const row = await find(ctx, id);
      return toRole(row.role, row.members);
    },

    create: (ctx: RequestContext, body: RoleBody) => createFor(db, ctx.accountId, body),

    /** For seeding: a role of the account inside the caller's transaction. */
    createFor,

    async update(ctx: RequestContext, id: string, body: RoleBody): Promise<Role> {
      let updated: RoleRow | undefined;
      try {
        [updated] = await db
          .update(roles)
          .set({ name: body.name, menu: normalizeMenu(body.menu), updatedAt: sql`now()` })
          .where(and(eq(roles.id, id), eq(roles.accountId, ctx.accountId)))
          .returning();
      } catch (err) {
        if (isUniqueViolation(err, 'roles_account_id_name_key')) throw nameTaken();
        throw err;
      }
      if (!updated) throw notFound();
      await notifyMembers(id);
      const row = await find(ctx, id);
      return toRole(row.role, row.members);
    },

    /** A role still given to sub-members cannot be deleted (409 ROLE_IN_USE). */
    async remove(ctx: RequestContext, id: string): Promise<void> {
      const row = await find(ctx, id);
      if (row.members > 0)
        throw new AppError('ROLE_IN_USE', {
          params: { count: row.members },
          details: { memberCount: row.members },
        });
      await db.delete(roles).where(and(eq(roles.id, id), eq(roles.accountId, ctx.accountId)));
    },

    /** For the sub-member service: the role when it belongs to the account. */
    async findOwned(accountId: string, id: string) {
      const [row] = await db
        .select()
        .from(roles)
        .where(and(eq(roles.id, id), eq(roles.accountId, accountId)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
