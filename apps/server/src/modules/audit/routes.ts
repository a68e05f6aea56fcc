import { adminAuditRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.ts';
import type { AuditService } from './service.ts';

export function registerAuditRoutes(app: FastifyInstance, audit: AuditService) {
  route(app, adminAuditRoutes.list, { access: access.admin(), compiledResponse: true }, async (req) =>
    audit.list(req.query),
  );
}
