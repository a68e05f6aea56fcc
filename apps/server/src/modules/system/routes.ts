import { systemRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.ts';
import type { SystemService } from './service.ts';

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { system: SystemService; outboxMailbox: boolean },
) {
  const { system } = deps;
  const open = { access: access.public() };
  route(app, systemRoutes.health, { ...open, config: { rateLimit: false } }, async () => system.health());
  route(app, systemRoutes.guestConfig, open, async () => system.guestConfig());
  // Only while mail is kept in the outbox (no SMTP_URL): development and tests read mail here.
  if (deps.outboxMailbox) {
    route(app, systemRoutes.mailbox, open, async (req) => system.mailbox(req.query.to));
  }
}
