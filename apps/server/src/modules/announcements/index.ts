import type { FastifyInstance } from 'fastify';
import { registerAnnouncementRoutes } from './routes.ts';
import { createAnnouncements } from './service.ts';

export { ANNOUNCEMENT_MARKETPLACE } from './service.ts';

/** `/admin/notification`: announcements to every member, some packages or chosen members. */
export function createAnnouncementsModule(deps: Parameters<typeof createAnnouncements>[0]) {
  const service = createAnnouncements(deps);
  return { service, registerRoutes: (app: FastifyInstance) => registerAnnouncementRoutes(app, service) };
}
