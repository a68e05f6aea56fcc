import { adminEmailBlastRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n/index.ts';
import type { EmailBlastService } from './service.ts';

export function registerEmailBlastRoutes(app: FastifyInstance, blasts: EmailBlastService) {
  const admin = { access: access.admin() };
  route(app, adminEmailBlastRoutes.list, admin, async (req) => blasts.list(req.query));
  route(app, adminEmailBlastRoutes.create, admin, async (req) => blasts.create(requireCtx(req), req.body));
  route(app, adminEmailBlastRoutes.test, admin, async (req) => {
    const to = await blasts.sendTest(requireCtx(req), req.body);
    return { to, message: t(req.locale, 'messages.blastTestSent', { email: to }) };
  });
  route(app, adminEmailBlastRoutes.audience, admin, async (req) => blasts.audienceSize(req.body));
  route(app, adminEmailBlastRoutes.get, admin, async (req) => blasts.get(req.params.id));
  route(app, adminEmailBlastRoutes.cancel, admin, async (req) =>
    blasts.cancel(requireCtx(req), req.params.id),
  );
}
