import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { registerSystemRoutes } from './routes.ts';
import { createSystemService } from './service.ts';

export function createSystemModule(deps: { database: Database; config: Config; mailer: Mailer }) {
  const service = createSystemService(deps);
  return {
    service,
    registerRoutes: (app: FastifyInstance) =>
      registerSystemRoutes(app, { system: service, outboxMailbox: deps.mailer.transport === 'outbox' }),
  };
}
