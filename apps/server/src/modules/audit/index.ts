import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { registerAuditRoutes } from './routes.ts';
import { type AuditService, createAuditService } from './service.ts';

export type { AuditRecord, AuditService } from './service.ts';

/** The admin audit log: other modules call `service.record` inside the transaction of each admin action. */
export function createAuditModule(deps: {
  db: Db;
  users: Parameters<typeof createAuditService>[0]['users'];
}) {
  const service: AuditService = createAuditService(deps);
  return { service, registerRoutes: (app: FastifyInstance) => registerAuditRoutes(app, service) };
}
