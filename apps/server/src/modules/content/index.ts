import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { registerContentRoutes } from './routes.ts';
import { createContentService } from './service.ts';

export type { BannerAudience, ContentService } from './service.ts';

export function createContentModule(deps: { db: Db }) {
  const service = createContentService(deps);
  return { service, registerRoutes: (app: FastifyInstance) => registerContentRoutes(app, service) };
}
