import { adminContentRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { Announcements } from './service.ts';

export function registerAnnouncementRoutes(app: FastifyInstance, announcements: Announcements) {
  const only = { access: access.admin() };
  route(app, adminContentRoutes.announce, only, async (req) =>
    announcements.send(requireCtx(req).userId, req.body),
  );
  route(app, adminContentRoutes.recipients, only, async (req) => announcements.recipients(req.query.search));
}
