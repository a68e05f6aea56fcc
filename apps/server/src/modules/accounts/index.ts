import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import { createRolesService } from './roles.ts';
import { registerAccountsRoutes } from './routes.ts';
import { createUsersService } from './service.ts';
import { createSubMembersService } from './sub-members.ts';
import { users } from './tables.ts';
import type { IntegrationsReader } from './user-view.ts';

export type { UsersService } from './service.ts';
export type { IntegrationsReader } from './user-view.ts';

/** For foreign keys of other modules' tables only; read users through the accounts service. */
export const userIdReference = () => users.id;

export type AccountsDeps = {
  db: Db;
  mailer: Mailer;
  realtime: RealtimePublisher;
  integrations: IntegrationsReader;
  appUrl: string;
};

export function createAccountsModule(deps: AccountsDeps) {
  const usersService = createUsersService(deps);
  const roles = createRolesService(deps);
  const subMembers = createSubMembersService({ ...deps, roles });
  return {
    users: usersService,
    roles,
    subMembers,
    registerRoutes: (app: FastifyInstance) => registerAccountsRoutes(app, { roles, subMembers }),
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
