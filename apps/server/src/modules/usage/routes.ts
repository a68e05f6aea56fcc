import { adminUsageRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.ts';
import type { UsageReports } from './reports.ts';

export function registerUsageRoutes(app: FastifyInstance, reports: UsageReports) {
  const admin = { access: access.admin() };
  route(app, adminUsageRoutes.apiHits, admin, async (req) => reports.apiHits(req.query));
  route(app, adminUsageRoutes.activities, admin, async (req) => reports.activities(req.query));
}
