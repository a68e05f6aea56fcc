import { facebookRoutes } from '@booster/contracts';
import type { FastifyInstance } from 'fastify';
import { type Guards, requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { FacebookService } from './service.ts';

/** Facebook calls of spec section 7: the owner links accounts; posting is open to verified members. */
export function registerFacebookRoutes(
  app: FastifyInstance,
  deps: { guards: Guards; facebook: FacebookService },
) {
  const { guards, facebook } = deps;
  const owner = [guards.owner, guards.verified];
  const reader = [guards.verified];

  route(app, facebookRoutes.authorize, { guards: owner }, async (req) =>
    facebook.authorize(requireCtx(req), req.query.reconnectId),
  );
  route(app, facebookRoutes.connect, { guards: owner }, async (req) =>
    facebook.connect(requireCtx(req), req.body),
  );
  route(app, facebookRoutes.reconnect, { guards: owner }, async (req) =>
    facebook.reconnect(requireCtx(req), req.params.id, req.body),
  );
  route(app, facebookRoutes.graphPages, { guards: owner }, async (req) =>
    facebook.graphPages(requireCtx(req), req.query),
  );
  route(app, facebookRoutes.savedPageIds, { guards: reader }, async (req) =>
    facebook.savedPageIds(requireCtx(req), req.query.accountId),
  );
  route(app, facebookRoutes.savePages, { guards: owner }, async (req) =>
    facebook.savePages(requireCtx(req), req.body),
  );
  route(app, facebookRoutes.pages, { guards: reader }, async (req) => facebook.pages(requireCtx(req)));
  route(app, facebookRoutes.accounts, { guards: reader }, async (req) =>
    facebook.accounts(requireCtx(req), req.query),
  );
  route(app, facebookRoutes.remove, { guards: owner }, async (req) =>
    facebook.remove(requireCtx(req), req.params.id),
  );
  route(app, facebookRoutes.feed, { guards: reader }, async (req) =>
    facebook.feed(requireCtx(req), req.body),
  );
}
