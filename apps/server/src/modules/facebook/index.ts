import type { FastifyInstance } from 'fastify';
import { registerFacebookRoutes } from './routes.ts';
import { createFacebookService, type FacebookDeps } from './service.ts';

export type { FacebookService } from './service.ts';

export function createFacebookModule(deps: FacebookDeps) {
  const service = createFacebookService(deps);
  return {
    service,
    registerRoutes: (app: FastifyInstance) => registerFacebookRoutes(app, { facebook: service }),
  };
}
