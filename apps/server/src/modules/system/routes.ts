import { systemRoutes } from '@booster/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.ts';
import type { SystemService } from './service.ts';

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { system: SystemService; outboxMailbox: boolean },
) {
  const { system } = deps;
  route(app, systemRoutes.health, { config: { rateLimit: false } }, async () => system.health());
  route(app, systemRoutes.guestConfig, {}, async () => system.guestConfig());
  // Only while mail is kept in the outbox (no SMTP_URL): development and tests read mail here.
  if (deps.outboxMailbox) {
    route(app, systemRoutes.mailbox, {}, async (req) => system.mailbox(req.query.to));
  }
}
