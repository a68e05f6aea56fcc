import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../../platform/auth/index.ts';
import { bindJob, type JobQueue } from '../../platform/jobs/index.ts';
import type { ChatModule } from '../chat/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import type { UsageModule } from '../usage/index.ts';
import { createAdminDashboard } from './dashboard.ts';
import { CLOSE_EXPIRED_CRON, closeExpiredImpersonationsJob, createImpersonation } from './impersonation.ts';
import { registerAdminMembersRoutes } from './routes.ts';
import { type AdminMembersDeps, createAdminMembersService } from './service.ts';

export type { Impersonation } from './impersonation.ts';

/** The admin's work on members: list-user and a member's page, their actions, and login-user (support sessions). */
export function createAdminMembersModule(
  deps: AdminMembersDeps & {
    tokens: AccessTokens;
    jobs: JobQueue;
    orders: OrdersModule;
    chat: ChatModule;
    usage: UsageModule;
  },
) {
  const members = createAdminMembersService(deps);
  const dashboard = createAdminDashboard(deps);
  const impersonation = createImpersonation({ ...deps, audit: deps.audit });
  const closeExpired = bindJob(closeExpiredImpersonationsJob, async () => {
    await impersonation.closeExpired();
  });
  deps.jobs.register(closeExpired);
  deps.jobs.schedule(closeExpired, CLOSE_EXPIRED_CRON, {});
  return {
    members,
    impersonation,
    dashboard,
    registerRoutes: (app: FastifyInstance) =>
      registerAdminMembersRoutes(app, { members, impersonation, dashboard }),
  };
}

export type AdminMembersModule = ReturnType<typeof createAdminMembersModule>;
