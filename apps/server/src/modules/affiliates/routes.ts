import { adminAffiliateRoutes, affiliateRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { createLeaderboard } from './leaderboard.ts';
import type { Payouts } from './payouts.ts';
import type { Referrals } from './referrals.ts';
import type { AffiliatesService } from './service.ts';

/**
 * Public: the terms (shown by /affiliate), referral clicks and the masked leaderboard. Owners: their
 * affiliate page and payouts (sub-members get 403). Admin: terms, payout decisions, full leaderboard.
 */
export function registerAffiliateRoutes(
  app: FastifyInstance,
  deps: {
    service: AffiliatesService;
    referrals: Referrals;
    payouts: Payouts;
    leaderboard: ReturnType<typeof createLeaderboard>;
  },
) {
  const { service, referrals, payouts, leaderboard } = deps;
  const open = { access: access.public() };
  const owner = { access: access.owner() };
  const admin = { access: access.admin() };

  route(app, affiliateRoutes.terms, open, async () => service.publicTerms());
  route(app, affiliateRoutes.click, open, async (req) => ({
    counted: await referrals.click(req.body.code, {
      ip: req.ip ?? '',
      userAgent: req.headers['user-agent'] ?? '',
    }),
  }));
  route(app, affiliateRoutes.leaderboard, open, async (req) => leaderboard.public(req.query.month));

  route(app, affiliateRoutes.summary, owner, async (req) => service.summary(requireCtx(req).accountId));
  route(app, affiliateRoutes.commissions, owner, async (req) =>
    service.commissions(requireCtx(req).accountId, req.query.page, req.query.limit),
  );
  route(app, affiliateRoutes.payouts, owner, async (req) =>
    payouts.listOwn(requireCtx(req).accountId, req.query.page, req.query.limit),
  );
  route(app, affiliateRoutes.requestPayout, owner, async (req) =>
    payouts.request(requireCtx(req).accountId, req.body),
  );

  route(app, adminAffiliateRoutes.terms, admin, async () => service.adminTerms());
  route(app, adminAffiliateRoutes.saveTerms, admin, async (req) =>
    service.saveTerms(requireCtx(req).userId, req.body),
  );
  route(app, adminAffiliateRoutes.payouts, admin, async (req) => payouts.listAll(req.query));
  route(app, adminAffiliateRoutes.approvePayout, admin, async (req) =>
    payouts.approve(requireCtx(req).userId, req.params.id),
  );
  route(app, adminAffiliateRoutes.rejectPayout, admin, async (req) =>
    payouts.reject(requireCtx(req).userId, req.params.id, req.body.reason),
  );
  route(app, adminAffiliateRoutes.markPayoutPaid, admin, async (req) =>
    payouts.markPaid(requireCtx(req).userId, req.params.id),
  );
  route(app, adminAffiliateRoutes.leaderboard, admin, async (req) => leaderboard.admin(req.query.month));
}
