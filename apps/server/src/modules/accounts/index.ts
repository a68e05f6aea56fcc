import { uuid } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import { createAudiences } from './audiences.ts';
import { createMailAudience } from './mail-audience.ts';
import { createMemberDirectory } from './member-directory.ts';
import { createRolesService } from './roles.ts';
import { registerAccountsRoutes } from './routes.ts';
import { createUsersService } from './service.ts';
import { createSubMembersService } from './sub-members.ts';
import { users } from './tables.ts';
import type { IntegrationsReader } from './user-view.ts';

export type { Audiences } from './audiences.ts';
export type { MailAudience } from './mail-audience.ts';
export type { MemberDirectory } from './member-directory.ts';
export type { MemberFilter } from './member-list.ts';
export type { UsersService } from './service.ts';
export type { IntegrationsReader } from './user-view.ts';

/** For foreign keys of other modules' tables only; read users through the accounts service. */
export const userIdReference = () => users.id;

/** `account_id uuid not null`, the owning member, deleted with them. */
export const accountIdColumn = () =>
  uuid('account_id').notNull().references(userIdReference, { onDelete: 'cascade' });

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
    /** The admin's view of members (list-user, dashboard counts, suspension). */
    members: createMemberDirectory(deps.db),
    /** Whom admin announcements and blasts reach. */
    audiences: createAudiences(deps.db),
    mailAudience: createMailAudience(deps.db),
    registerRoutes: (app: FastifyInstance) => registerAccountsRoutes(app, { roles, subMembers }),
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
