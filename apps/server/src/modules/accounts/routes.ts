import { roleRoutes, subMemberRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n/index.ts';
import type { RolesService } from './roles.ts';
import type { SubMembersService } from './sub-members.ts';

/** Role and sub-member management: owners only, verified, on a package with "Kelola Admin". */
export function registerAccountsRoutes(
  app: FastifyInstance,
  deps: { roles: RolesService; subMembers: SubMembersService },
) {
  const { roles, subMembers } = deps;
  const owner = { access: access.owner({ package: 'manageAdmin' }) };

  route(app, roleRoutes.list, owner, async (req) => roles.list(requireCtx(req)));
  route(app, roleRoutes.create, owner, async (req) => roles.create(requireCtx(req), req.body));
  route(app, roleRoutes.get, owner, async (req) => roles.get(requireCtx(req), req.params.id));
  route(app, roleRoutes.update, owner, async (req) => roles.update(requireCtx(req), req.params.id, req.body));
  route(app, roleRoutes.remove, owner, async (req) => {
    const ctx = requireCtx(req);
    await roles.remove(ctx, req.params.id);
    return { message: t(ctx.locale, 'messages.roleDeleted') };
  });

  route(app, subMemberRoutes.list, owner, async (req) => subMembers.list(requireCtx(req)));
  route(app, subMemberRoutes.invite, owner, async (req) => subMembers.invite(requireCtx(req), req.body));
  route(app, subMemberRoutes.update, owner, async (req) =>
    subMembers.changeRole(requireCtx(req), req.params.id, req.body.roleId),
  );
  route(app, subMemberRoutes.remove, owner, async (req) => {
    const ctx = requireCtx(req);
    await subMembers.remove(ctx, req.params.id);
    return { message: t(ctx.locale, 'messages.subMemberRemoved') };
  });
}
