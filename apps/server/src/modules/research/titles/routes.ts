import { titleRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../../platform/auth/index.ts';
import { route } from '../../../platform/http/route.ts';
import type { TitleService } from './service.ts';

export function registerTitleRoutes(app: FastifyInstance, service: TitleService) {
  route(
    app,
    titleRoutes.generate,
    { access: access.menu('research', { subMenu: 'generate-title' }) },
    async (req) => service.generate(requireCtx(req), req.body),
  );
}
