import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import type { UsersService } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import { createBillingAdminQueries } from './admin-queries.ts';
import { createCoupons } from './coupons/index.ts';
import { createDanaClient, type DanaConfig } from './dana/dana-client.ts';
import { createDanaIntake } from './dana/dana-intake.ts';
import { createDanaPayments } from './dana/dana-payments.ts';
import { registerDanaRoutes } from './dana/dana-routes.ts';
import type { ExpirySweepDeps } from './expiry/expiry-sweep.ts';
import { createExpiry } from './expiry/index.ts';
import { createGatewayIntake } from './gateway-intake.ts';
import { createIncomeReportPart } from './income-report/index.ts';
import { createInvoiceSettlement } from './invoice-settlement.ts';
import { createMidtransGateway, type MidtransConfig } from './midtrans-gateway.ts';
import { announcePlanChange } from './plan-change-announcement.ts';
import { registerBillingRoutes } from './routes.ts';
import { createBillingService } from './service.ts';

export type { InvoicePaidListener, InvoiceRow, InvoiceSettlement } from './invoice-settlement.ts';
export type { BillingService } from './service.ts';

export type BillingDeps = {
  db: Db;
  users: UsersService;
  audit: AuditService;
  appUrl: string;
  midtrans: MidtransConfig | null;
  midtransNotificationUrl: string;
  dana: DanaConfig | null;
  danaNotifyUrl: string;
  jobs: JobQueue;
  mailer: Mailer;
  realtime: RealtimePublisher;
  /** The notifications module's notify (expiry reminders in the bell). */
  notify: ExpirySweepDeps['notify'];
};

/** Packages bought and paid: invoices, Midtrans Snap, the gateway's notifications (issue 13). */
export function createBillingModule(deps: BillingDeps) {
  const midtrans = createMidtransGateway(deps.midtrans, deps.midtransNotificationUrl);
  const settlement = createInvoiceSettlement({ users: deps.users });
  settlement.onPaid(async (tx, invoice) => announcePlanChange(tx, deps.realtime, invoice.accountId));
  const intake = createGatewayIntake({ db: deps.db, midtrans, settlement });
  const danaIntake = createDanaIntake({ db: deps.db, settlement });
  const dana = createDanaPayments({
    db: deps.db,
    dana: createDanaClient(deps.dana),
    intake: danaIntake,
    appUrl: deps.appUrl,
    notifyUrl: deps.danaNotifyUrl,
  });
  const expiry = createExpiry({ ...deps, settlement });
  const coupons = createCoupons({ db: deps.db, audit: deps.audit, settlement });
  const incomeReport = createIncomeReportPart({ db: deps.db, users: deps.users });
  const service = createBillingService({
    db: deps.db,
    users: deps.users,
    midtrans,
    intake,
    coupons: coupons.pricing,
    appUrl: deps.appUrl,
    gatewayChecks: [dana.check],
  });
  return {
    service,
    intake,
    /** What the admin area reads about invoices across accounts (member page, dashboard revenue). */
    admin: createBillingAdminQueries(deps.db),
    /** `settlement.onPaid(listener)`: what else happens, in the same transaction, when an invoice is paid. */
    settlement,
    /** The recurring expiry job (`expiry.sweep.run(now)`: invoices, reminders, ended plans). */
    expiry,
    registerRoutes(app: FastifyInstance) {
      registerBillingRoutes(app, { billing: service, intake });
      coupons.registerRoutes(app);
      incomeReport.registerRoutes(app);
      registerDanaRoutes(app, {
        payments: dana,
        intake: danaIntake,
        danaPublicKey: deps.dana?.danaPublicKey ?? null,
        notifyPath: new URL(deps.danaNotifyUrl).pathname,
      });
    },
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;
