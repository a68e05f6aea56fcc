import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import type { UsersService } from '../accounts/index.ts';
import { createGatewayIntake } from './gateway-intake.ts';
import { createMidtransGateway, type MidtransConfig } from './midtrans-gateway.ts';
import { registerBillingRoutes } from './routes.ts';
import { createBillingService } from './service.ts';

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
  const intake = createGatewayIntake({ db: deps.db, midtrans, users: deps.users });
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
    registerRoutes: (app: FastifyInstance) => registerBillingRoutes(app, { billing: service, intake }),
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;
