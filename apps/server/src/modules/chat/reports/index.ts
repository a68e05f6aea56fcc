import { chatReportRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../../platform/auth/index.ts';
import type { Db } from '../../../platform/db/index.ts';
import { route } from '../../../platform/http/route.ts';
import { chatMonitor } from './monitor.ts';
import { chatReport } from './report.ts';

export type ChatReportsDeps = {
  db: Db;
  /** The account's shop by id, 404 for another account's (the shops module's `service.owned`). */
  ownedShop: (accountId: string, shopId: string) => Promise<unknown>;
};

/**
 * Chat reports per marketplace (chat menu, chat-report sub-menu) and Monitor Chat (chat-monitor
 * sub-menu), read from the chat module's tables. A shop filter of another account answers 404.
 */
export function registerChatReportRoutes(app: FastifyInstance, { db, ownedShop }: ChatReportsDeps) {
  const reports = { access: access.menu('chat', { subMenu: 'chat-report' }) };
  const monitor = { access: access.menu('chat', { subMenu: 'chat-monitor' }) };

  route(app, chatReportRoutes.report, reports, async (req) => {
    const { accountId } = requireCtx(req);
    if (req.query.shopId) await ownedShop(accountId, req.query.shopId);
    return chatReport(db, { accountId, marketplace: req.params.marketplace, ...req.query });
  });
  route(app, chatReportRoutes.monitor, monitor, async (req) => {
    const { accountId } = requireCtx(req);
    if (req.query.shopId) await ownedShop(accountId, req.query.shopId);
    return chatMonitor(db, accountId, req.query);
  });
}
