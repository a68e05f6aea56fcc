import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import type { UsersService } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { RegisteredListener } from '../auth/index.ts';
import type { InvoiceSettlement } from '../billing/index.ts';
import { commissionOfInvoice, createCommissionListener, reverseCommission } from './commissions.ts';
import { createLeaderboard } from './leaderboard.ts';
import { createPayouts } from './payouts.ts';
import { createReferrals } from './referrals.ts';
import { registerAffiliateRoutes } from './routes.ts';
import { createAffiliatesService } from './service.ts';
import { createTermsStore } from './terms.ts';

export type { Referrals } from './referrals.ts';

export type AffiliatesDeps = {
  db: Db;
  users: UsersService;
  audit: AuditService;
  settlement: InvoiceSettlement;
  registrations: { onRegistered(listener: RegisteredListener): void };
  appUrl: string;
  /** Keys the visitor hash of referral clicks. */
  secret: string;
};

/**
 * Affiliates (issue 13): referral codes and clicks, binding at registration (auth's `onRegistered`), commissions on referred members' paid invoices, payouts, and
 * the monthly leaderboard.
 */
export function createAffiliatesModule(deps: AffiliatesDeps) {
  const terms = createTermsStore(deps.db);
  const referrals = createReferrals({ db: deps.db, secret: deps.secret });
  const payouts = createPayouts({ db: deps.db, terms, audit: deps.audit, users: deps.users });
  const leaderboard = createLeaderboard({ db: deps.db, users: deps.users });
  const service = createAffiliatesService({ ...deps, referrals, terms });
  deps.settlement.onPaid(createCommissionListener({ referrals, terms }));
  deps.settlement.onRefunded(reverseCommission);
  deps.registrations.onRegistered(async (tx, member) => {
    if (member.referral) await referrals.bind(tx, member.id, member.referral);
  });
  return {
    service,
    referrals,
    payouts,
    /** For /admin/order's commission column (`orders.provideCommissions`). */
    commissionOfInvoice,
    registerRoutes: (app: FastifyInstance) =>
      registerAffiliateRoutes(app, { service, referrals, payouts, leaderboard }),
  };
}

export type AffiliatesModule = ReturnType<typeof createAffiliatesModule>;
