import { roleRoutes, subMemberRoutes } from '@booster/contracts';
import type { FastifyInstance } from 'fastify';
import { type Guards, requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n/index.ts';
import type { RolesService } from './roles.ts';
import type { SubMembersService } from './sub-members.ts';

/** Role and sub-member management: owners only, verified, on a package with "Kelola Admin". */
export function registerAccountsRoutes(
  app: FastifyInstance,
  deps: { guards: Guards; roles: RolesService; subMembers: SubMembersService },
) {
  const { guards, roles, subMembers } = deps;
  const owner = [guards.owner, guards.verified, guards.packageFeature('manageAdmin')];

  route(app, roleRoutes.list, { guards: owner }, async (req) => roles.list(requireCtx(req)));
  route(app, roleRoutes.create, { guards: owner }, async (req) => roles.create(requireCtx(req), req.body));
  route(app, roleRoutes.get, { guards: owner }, async (req) => roles.get(requireCtx(req), req.params.id));
  route(app, roleRoutes.update, { guards: owner }, async (req) =>
    roles.update(requireCtx(req), req.params.id, req.body),
  );
  route(app, roleRoutes.remove, { guards: owner }, async (req) => {
    const ctx = requireCtx(req);
    await roles.remove(ctx, req.params.id);
    return { message: t(ctx.locale, 'messages.roleDeleted') };
  });

  route(app, subMemberRoutes.list, { guards: owner }, async (req) => subMembers.list(requireCtx(req)));
  route(app, subMemberRoutes.invite, { guards: owner }, async (req) =>
    subMembers.invite(requireCtx(req), req.body),
  );
  route(app, subMemberRoutes.update, { guards: owner }, async (req) =>
    subMembers.changeRole(requireCtx(req), req.params.id, req.body.roleId),
  );
  route(app, subMemberRoutes.remove, { guards: owner }, async (req) => {
    const ctx = requireCtx(req);
    await subMembers.remove(ctx, req.params.id);
    return { message: t(ctx.locale, 'messages.subMemberRemoved') };
  });
}
