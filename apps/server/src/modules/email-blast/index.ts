import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { AccountsModule } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import { registerEmailBlastRoutes } from './routes.ts';
import { createBlastSender } from './sender.ts';
import { createEmailBlastService } from './service.ts';

export type EmailBlastDeps = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  mailer: Mailer;
  accounts: Pick<AccountsModule, 'users' | 'mailAudience'>;
  audit: { service: AuditService };
  activeWithin: (days: number) => Promise<Set<string>>;
};

/** /admin/email/blast: an admin's mail to an audience of members, throttled, honouring unsubscribes. */
export function createEmailBlastModule(deps: EmailBlastDeps) {
  const sender = createBlastSender({ ...deps, audience: deps.accounts.mailAudience });
  const service = createEmailBlastService({
    db: deps.db,
    mailer: deps.mailer,
    audience: deps.accounts.mailAudience,
    users: deps.accounts.users,
    audit: deps.audit.service,
    sender,
    activeWithin: deps.activeWithin,
  });
  return {
    service,
    sender,
    registerRoutes: (app: FastifyInstance) => registerEmailBlastRoutes(app, service),
  };
}
