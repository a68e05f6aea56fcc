import {
  adminTokopediaRoutes,
  connectRoutes,
  dashboardRoutes,
  downgradeRoutes,
  shopRoutes,
  tokopediaRoutes,
} from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n/index.ts';
import type { ConnectService } from './connect.ts';
import type { createDowngradeService } from './downgrade.ts';
import type { ShopsService } from './service.ts';
import type { TokopediaService } from './tokopedia.ts';

export type ShopsRouteDeps = {
  shops: ShopsService;
  connect: ConnectService;
  tokopedia: TokopediaService;
  downgrade: ReturnType<typeof createDowngradeService>;
};

/**
 * Shop integration calls of spec section 7. Reads are open to verified members (a sub-member sees
 * its parent's shops, which product, order and stock pages list); importing a shop's products
 * belongs to Produk > my products; connecting, renaming and deleting are the owner's (downgrading
 * too, before the e-mail is verified); confirming a Tokopedia request and listing requests are the
 * admin's.
 */
export function registerShopsRoutes(app: FastifyInstance, deps: ShopsRouteDeps) {
  const { shops, connect, tokopedia } = deps;
  const reader = { access: access.anyMember() };
  const importer = { access: access.menu('product', { subMenu: 'my-product' }) };
  const owner = { access: access.owner() };
  const admin = { access: access.admin() };

  route(app, shopRoutes.list, reader, async (req) => shops.list(requireCtx(req), req.query));
  route(app, shopRoutes.tab, reader, async (req) => shops.tab(requireCtx(req), req.query));
  route(app, shopRoutes.rename, owner, async (req) => shops.rename(requireCtx(req), req.body));
  route(app, shopRoutes.remove, owner, async (req) => {
    const ctx = requireCtx(req);
    await shops.remove(ctx, req.params.id, req.query.marketplace);
    return { message: t(ctx.locale, 'messages.shopDeleted') };
  });
  route(app, shopRoutes.countProduct, reader, async (req) =>
    shops.countProduct(requireCtx(req), req.params.id),
  );
  route(app, shopRoutes.importProducts, importer, async (req) =>
    shops.startImport(requireCtx(req), req.params.marketplace, req.body.id),
  );
  route(app, shopRoutes.importList, reader, async (req) =>
    shops.importList(requireCtx(req), req.query.marketplace),
  );
  route(app, shopRoutes.importStatus, reader, async (req) =>
    shops.importStatus(requireCtx(req), req.params.marketplace, req.params.id),
  );

  route(app, connectRoutes.authorizeApp, owner, async (req) =>
    connect.authorize(requireCtx(req), req.params.marketplace, 'app', req.query),
  );
  route(app, connectRoutes.authorizeChat, owner, async (req) =>
    connect.authorize(requireCtx(req), req.params.marketplace, 'chat', req.query),
  );
  route(app, connectRoutes.connectApp, owner, async (req) =>
    connect.connect(requireCtx(req), req.params.marketplace, 'app', req.body),
  );
  route(app, connectRoutes.connectChat, owner, async (req) =>
    connect.connect(requireCtx(req), req.params.marketplace, 'chat', req.body),
  );
  route(app, connectRoutes.connectByState, owner, async (req) =>
    connect.connectByState(requireCtx(req), req.body),
  );
  route(app, connectRoutes.reconnectApp, owner, async (req) =>
    connect.reconnect(requireCtx(req), req.params.marketplace, 'app', req.params.reconnectId, req.body),
  );
  route(app, connectRoutes.reconnectChat, owner, async (req) =>
    connect.reconnect(requireCtx(req), req.params.marketplace, 'chat', req.params.reconnectId, req.body),
  );

  route(app, tokopediaRoutes.connect, owner, async (req) =>
    tokopedia.requestConnect(requireCtx(req), req.body),
  );
  route(app, tokopediaRoutes.requests, owner, async (req) => tokopedia.myRequests(requireCtx(req)));
  route(app, tokopediaRoutes.chatShops, owner, async (req) =>
    tokopedia.chatShops(requireCtx(req), req.query.search),
  );
  route(app, tokopediaRoutes.chatConnect, owner, async (req) =>
    tokopedia.requestChat(requireCtx(req), req.body.id),
  );
  route(app, tokopediaRoutes.confirmApp, admin, async (req) =>
    tokopedia.confirmApp(requireCtx(req), req.body.id),
  );
  route(app, tokopediaRoutes.confirmChat, admin, async (req) =>
    tokopedia.confirmChat(requireCtx(req), req.body.id),
  );
  route(app, adminTokopediaRoutes.list, admin, async (req) => tokopedia.adminList(req.query));

  route(app, dashboardRoutes.detailPackage, reader, async (req) => shops.detailPackage(requireCtx(req)));
  route(app, downgradeRoutes.downgrade, { access: access.owner({ verified: false }) }, async (req) =>
    deps.downgrade.downgrade(requireCtx(req), req.body.keep),
  );
}
