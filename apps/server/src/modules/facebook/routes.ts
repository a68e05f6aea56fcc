import { facebookRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { FacebookService } from './service.ts';

/**
 * Facebook calls of spec section 7: the owner links accounts and chooses pages; reading the linked
 * accounts and pages and posting to them belong to home's "Integrasi Marketplace" feature, where
 * the Facebook accounts are managed.
 */
export function registerFacebookRoutes(app: FastifyInstance, deps: { facebook: FacebookService }) {
  const { facebook } = deps;
  const owner = { access: access.owner() };
  const reader = { access: access.menu('home', { feature: 'marketplace-integration' }) };

  route(app, facebookRoutes.authorize, owner, async (req) =>
    facebook.authorize(requireCtx(req), req.query.reconnectId),
  );
  route(app, facebookRoutes.connect, owner, async (req) => facebook.connect(requireCtx(req), req.body));
  route(app, facebookRoutes.reconnect, owner, async (req) =>
    facebook.reconnect(requireCtx(req), req.params.id, req.body),
  );
  route(app, facebookRoutes.graphPages, owner, async (req) =>
    facebook.graphPages(requireCtx(req), req.query),
  );
  route(app, facebookRoutes.savedPageIds, reader, async (req) =>
    facebook.savedPageIds(requireCtx(req), req.query.accountId),
  );
  route(app, facebookRoutes.savePages, owner, async (req) => facebook.savePages(requireCtx(req), req.body));
  route(app, facebookRoutes.pages, reader, async (req) => facebook.pages(requireCtx(req)));
  route(app, facebookRoutes.accounts, reader, async (req) => facebook.accounts(requireCtx(req), req.query));
  route(app, facebookRoutes.remove, owner, async (req) => facebook.remove(requireCtx(req), req.params.id));
  route(app, facebookRoutes.feed, reader, async (req) => facebook.feed(requireCtx(req), req.body));
}
