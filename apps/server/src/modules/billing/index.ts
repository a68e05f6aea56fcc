import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import type { UsersService } from '../accounts/index.ts';
import { createGatewayIntake } from './gateway-intake.ts';
import { createInvoiceSettlement } from './invoice-settlement.ts';
import { createMidtransGateway, type MidtransConfig } from './midtrans-gateway.ts';
import { registerBillingRoutes } from './routes.ts';
import { createBillingService } from './service.ts';

export type { InvoicePaidListener, InvoiceRow, InvoiceSettlement } from './invoice-settlement.ts';
export type { BillingService } from './service.ts';

export type BillingDeps = {
  db: Db;
  users: UsersService;
  appUrl: string;
  midtrans: MidtransConfig | null;
  midtransNotificationUrl: string;
};

/** Packages bought and paid: invoices, Midtrans Snap, the gateway's notifications (issue 13). */
export function createBillingModule(deps: BillingDeps) {
  const midtrans = createMidtransGateway(deps.midtrans, deps.midtransNotificationUrl);
  const settlement = createInvoiceSettlement({ users: deps.users });
  const intake = createGatewayIntake({ db: deps.db, midtrans, settlement });
  const service = createBillingService({
    db: deps.db,
    users: deps.users,
    midtrans,
    intake,
    appUrl: deps.appUrl,
  });
  return {
    service,
    intake,
    /** `settlement.onPaid(listener)`: what else happens, in the same transaction, when an invoice is paid. */
    settlement,
    registerRoutes: (app: FastifyInstance) => registerBillingRoutes(app, { billing: service, intake }),
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;
