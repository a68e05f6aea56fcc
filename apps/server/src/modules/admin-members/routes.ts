import { adminDashboardRoutes, adminMemberRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n/index.ts';
import type { AdminDashboardService } from './dashboard.ts';
import type { Impersonation } from './impersonation.ts';
import type { AdminMembersService } from './service.ts';

export function registerAdminMembersRoutes(
  app: FastifyInstance,
  deps: { members: AdminMembersService; impersonation: Impersonation; dashboard: AdminDashboardService },
) {
  const { members, impersonation } = deps;
  const admin = { access: access.admin() };

  route(app, adminDashboardRoutes.get, admin, async () => deps.dashboard.get());

  // The 200 answer is written by a stringifier compiled from the contract (a hot list, issue 11).
  route(app, adminMemberRoutes.list, { ...admin, compiledResponse: true }, async (req) =>
    members.list(req.query),
  );
  route(app, adminMemberRoutes.get, admin, async (req) => members.get(req.params.id));
  route(app, adminMemberRoutes.changePackage, admin, async (req) =>
    members.changePackage(requireCtx(req), req.params.id, req.body),
  );
  route(app, adminMemberRoutes.suspend, admin, async (req) =>
    members.suspend(requireCtx(req), req.params.id, req.body.reason),
  );
  route(app, adminMemberRoutes.restore, admin, async (req) =>
    members.restore(requireCtx(req), req.params.id, req.body.reason),
  );
  route(app, adminMemberRoutes.resendVerification, admin, async (req) =>
    members.resendVerification(requireCtx(req), req.params.id),
  );
  route(app, adminMemberRoutes.sendPasswordReset, admin, async (req) =>
    members.sendPasswordReset(requireCtx(req), req.params.id),
  );
  route(app, adminMemberRoutes.impersonate, admin, async (req) =>
    impersonation.start(requireCtx(req), req.params.id, req.body.reason),
  );
  // Called with the impersonation token itself (the member's panel, "back to admin").
  route(
    app,
    adminMemberRoutes.endImpersonation,
    { access: access.anyMember({ verified: false }) },
    async (req) => {
      const ctx = requireCtx(req);
      await impersonation.end(ctx);
      return { message: t(ctx.locale, 'messages.impersonationEnded') };
    },
  );
}
