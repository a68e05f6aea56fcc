import {
  adminTokopediaRoutes,
  connectRoutes,
  dashboardRoutes,
  downgradeRoutes,
  shopRoutes,
  tokopediaRoutes,
} from '@booster/contracts';
import type { FastifyInstance } from 'fastify';
import { type Guards, requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n/index.ts';
import type { ConnectService } from './connect.ts';
import type { createDowngradeService } from './downgrade.ts';
import type { ShopsService } from './service.ts';
import type { TokopediaService } from './tokopedia.ts';

export type ShopsRouteDeps = {
  guards: Guards;
  shops: ShopsService;
  connect: ConnectService;
  tokopedia: TokopediaService;
  downgrade: ReturnType<typeof createDowngradeService>;
};

/**
 * Shop integration calls of spec section 7. Reads are open to verified members (a sub-member sees
 * its parent's shops); connecting, renaming and deleting are the owner's; confirming a Tokopedia
 * request and listing requests are the admin's.
 */
export function registerShopsRoutes(app: FastifyInstance, deps: ShopsRouteDeps) {
  const { guards, shops, connect, tokopedia } = deps;
  const reader = [guards.verified];
  const owner = [guards.owner, guards.verified];
  const admin = [guards.admin];

  route(app, shopRoutes.list, { guards: reader }, async (req) => shops.list(requireCtx(req), req.query));
  route(app, shopRoutes.tab, { guards: reader }, async (req) => shops.tab(requireCtx(req), req.query));
  route(app, shopRoutes.rename, { guards: owner }, async (req) => shops.rename(requireCtx(req), req.body));
  route(app, shopRoutes.remove, { guards: owner }, async (req) => {
    const ctx = requireCtx(req);
    await shops.remove(ctx, req.params.id, req.query.marketplace);
    return { message: t(ctx.locale, 'messages.shopDeleted') };
  });
  route(app, shopRoutes.countProduct, { guards: reader }, async (req) =>
    shops.countProduct(requireCtx(req), req.params.id),
  );
  route(app, shopRoutes.importProducts, { guards: reader }, async (req) =>
    shops.startImport(requireCtx(req), req.params.marketplace, req.body.id),
  );
  route(app, shopRoutes.importList, { guards: reader }, async (req) =>
    shops.importList(requireCtx(req), req.query.marketplace),
  );
  route(app, shopRoutes.importStatus, { guards: reader }, async (req) =>
    shops.importStatus(requireCtx(req), req.params.marketplace, req.params.id),
  );

  route(app, connectRoutes.authorizeApp, { guards: owner }, async (req) =>
    connect.authorize(requireCtx(req), req.params.marketplace, 'app', req.query),
  );
  route(app, connectRoutes.authorizeChat, { guards: owner }, async (req) =>
    connect.authorize(requireCtx(req), req.params.marketplace, 'chat', req.query),
  );
  route(app, connectRoutes.connectApp, { guards: owner }, async (req) =>
    connect.connect(requireCtx(req), req.params.marketplace, 'app', req.body),
  );
  route(app, connectRoutes.connectChat, { guards: owner }, async (req) =>
    connect.connect(requireCtx(req), req.params.marketplace, 'chat', req.body),
  );
  route(app, connectRoutes.reconnectApp, { guards: owner }, async (req) =>
    connect.reconnect(requireCtx(req), req.params.marketplace, 'app', req.params.reconnectId, req.body),
  );
  route(app, connectRoutes.reconnectChat, { guards: owner }, async (req) =>
    connect.reconnect(requireCtx(req), req.params.marketplace, 'chat', req.params.reconnectId, req.body),
  );

  route(app, tokopediaRoutes.connect, { guards: owner }, async (req) =>
    tokopedia.requestConnect(requireCtx(req), req.body),
  );
  route(app, tokopediaRoutes.requests, { guards: owner }, async (req) =>
    tokopedia.myRequests(requireCtx(req)),
  );
  route(app, tokopediaRoutes.chatShops, { guards: owner }, async (req) =>
    tokopedia.chatShops(requireCtx(req), req.query.search),
  );
  route(app, tokopediaRoutes.chatConnect, { guards: owner }, async (req) =>
    tokopedia.requestChat(requireCtx(req), req.body.id),
  );
  route(app, tokopediaRoutes.confirmApp, { guards: admin }, async (req) =>
    tokopedia.confirmApp(requireCtx(req), req.body.id),
  );
  route(app, tokopediaRoutes.confirmChat, { guards: admin }, async (req) =>
    tokopedia.confirmChat(requireCtx(req), req.body.id),
  );
  route(app, adminTokopediaRoutes.list, { guards: admin }, async (req) => tokopedia.adminList(req.query));

  route(app, dashboardRoutes.detailPackage, { guards: reader }, async (req) =>
    shops.detailPackage(requireCtx(req)),
  );
  route(app, downgradeRoutes.downgrade, { guards: [guards.owner] }, async (req) =>
    deps.downgrade.downgrade(requireCtx(req), req.body.keep),
  );
}
