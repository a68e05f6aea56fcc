import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.ts';
import type { Mailer } from '../../../platform/mail/index.ts';
import type { RealtimePublisher } from '../../../platform/realtime/publisher.ts';
import { createPrivateFiles, localDiskDriver } from '../../../platform/storage/index.ts';
import type { UsersService } from '../../accounts/index.ts';
import type { AuditService } from '../../audit/index.ts';
import type { NotifyInput } from '../../notifications/index.ts';
import { createOrderList } from '../admin-orders/order-list.ts';
import { createRefunds } from '../admin-orders/refund.ts';
import { registerAdminOrderRoutes } from '../admin-orders/routes.ts';
import type { InvoiceSettlement } from '../invoice-settlement.ts';
import { createBankAccounts } from './bank-accounts.ts';
import { registerTransferRoutes } from './routes.ts';
import { createTransferNotices } from './transfer-notices.ts';
import { createTransferService } from './transfer-service.ts';

export type TransferModuleDeps = {
  db: Db;
  users: UsersService;
  audit: AuditService;
  settlement: InvoiceSettlement;
  mailer: Mailer;
  notifications: { notify(accountId: string, input: NotifyInput): Promise<unknown> };
  dataDir: string;
  appUrl: string;
  /** Tells a refunded member's open tabs that the plan changed. */
  realtime: RealtimePublisher;
};

/**
 * Bank transfer and the admin's order list (issue 13): bank accounts, unique amounts, proofs,
 * approval and rejection, refund marking and `/admin/order`.
 */
export function createTransferModule(deps: TransferModuleDeps) {
  const bankAccounts = createBankAccounts(deps);
  const transfers = createTransferService({
    ...deps,
    bankAccounts,
    files: createPrivateFiles(localDiskDriver(`${deps.dataDir}/uploads`)),
    notices: createTransferNotices(deps),
  });
  const orders = createOrderList();
  const refunds = createRefunds(deps);
  return {
    transfers,
    bankAccounts,
    /** `provideCommissions`: fills the commission column of /admin/order (affiliates). */
    orders,
    registerRoutes(app: FastifyInstance) {
      registerTransferRoutes(app, { transfers, bankAccounts });
      registerAdminOrderRoutes(app, { db: deps.db, orders, transfers, refunds });
    },
  };
}

export type TransferModule = ReturnType<typeof createTransferModule>;
