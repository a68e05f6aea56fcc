import { commissionTiersProblem, MAX_COMMISSION_TIERS, MONTH_KEY_PATTERN } from '@booster/domain';
import { z } from 'zod';
import { personSchema } from '../auth/user.ts';
import { idParams, int4, money, requiredText, text } from '../common/fields.ts';
import { pagedSchema, pageQuerySchema } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';

/**
 * Affiliates (issue 13): every member's referral link, the referrals it brings, commissions on
 * their paid invoices at the member's level, payout requests, and the monthly leaderboard.
 * Amounts are whole rupiah.
 */

/** A referral code as it appears in `?referral=` (lenient: an unknown code is simply not counted). */
export const referralCodeSchema = text().trim().min(1).max(64);

export const commissionTierSchema = z.object({
  minPayingReferrals: int4().min(0, { error: 'validation.numberInvalid' }),
  percent: z
    .number({ error: 'validation.commissionTiersPercentOutOfRange' })
    .int({ error: 'validation.commissionTiersPercentOutOfRange' })
    .min(0, { error: 'validation.commissionTiersPercentOutOfRange' })
    .max(100, { error: 'validation.commissionTiersPercentOutOfRange' }),
});
export type CommissionTierView = z.infer<typeof commissionTierSchema>;

const TIER_PROBLEM_KEYS = {
  empty: 'validation.commissionTiersEmpty',
  tooMany: 'validation.commissionTiersTooMany',
  firstNotZero: 'validation.commissionTiersFirstNotZero',
  notAscending: 'validation.commissionTiersNotAscending',
  percentOutOfRange: 'validation.commissionTiersPercentOutOfRange',
} as const;

/** The programme's terms: levels by paying referrals and the smallest payout. */
export const affiliateTermsSchema = z.object({
  tiers: z.array(commissionTierSchema),
  minPayout: z.number().int(),
});
export type AffiliateTerms = z.infer<typeof affiliateTermsSchema>;

/** `/admin/manage-comission`: what the admin saves. */
export const affiliateTermsBodySchema = z.object({
  tiers: z
    .array(commissionTierSchema)
    .max(MAX_COMMISSION_TIERS, { error: 'validation.commissionTiersTooMany' })
    .superRefine((tiers, ctx) => {
      const problem = commissionTiersProblem(tiers);
      // A percent out of range is already said under its own field.
      if (problem && problem !== 'percentOutOfRange')
        ctx.addIssue({ code: 'custom', message: TIER_PROBLEM_KEYS[problem] });
    }),
  minPayout: int4().min(1, { error: 'validation.numberInvalid' }),
});
export type AffiliateTermsBody = z.input<typeof affiliateTermsBodySchema>;

export const adminAffiliateTermsSchema = affiliateTermsSchema.extend({
  updatedAt: z.string().nullable(),
});

export const referralClickBodySchema = z.object({ code: referralCodeSchema });

/** What `/panel/affiliate` shows at the top. */
export const affiliateSummarySchema = z.object({
  code: z.string(),
  /** The registration page with the code: what the member shares. */
  link: z.string(),
  clicks: z.number().int(),
  signUps: z.number().int(),
  payingReferrals: z.number().int(),
  /** Every commission ever earned. */
  earned: z.number().int(),
  /** Earned and not paid out yet (`requested` + `available`). */
  pending: z.number().int(),
  /** In payout requests not yet paid. */
  requested: z.number().int(),
  /** What a new payout request may take. */
  available: z.number().int(),
  paid: z.number().int(),
  minPayout: z.number().int(),
  /** The member's level now and the next one (null at the top). */
  tier: commissionTierSchema,
  nextTier: commissionTierSchema.nullable(),
});
export type AffiliateSummary = z.infer<typeof affiliateSummarySchema>;

export const commissionSchema = z.object({
  _id: z.string(),
  /** The referral who paid, masked. */
  referralName: z.string(),
  invoiceNumber: z.string(),
  invoiceAmount: z.number().int(),
  percent: z.number().int(),
  amount: z.number().int(),
  /** `reversed` once the invoice was refunded: it no longer counts. */
  status: z.enum(['earned', 'reversed']),
  createdAt: z.string(),
});
export type Commission = z.infer<typeof commissionSchema>;

export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payoutRequestBodySchema = z.object({
  amount: money().min(1, { error: 'validation.numberInvalid' }),
  bankName: requiredText({ required: 'validation.bankNameRequired', tooLong: 'validation.invalid' }, 60),
  accountNumber: text({ error: 'validation.bankAccountNumberInvalid' })
    .trim()
    .regex(/^\d{5,20}$/, { error: 'validation.bankAccountNumberInvalid' }),
  accountHolder: requiredText(
    { required: 'validation.bankAccountHolderRequired', tooLong: 'validation.nameTooLong' },
    100,
  ),
});
export type PayoutRequestBody = z.input<typeof payoutRequestBodySchema>;

export const payoutSchema = z.object({
  _id: z.string(),
  amount: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const adminPayoutSchema = payoutSchema.extend({ member: personSchema });
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminPayoutQuerySchema = pageQuerySchema.omit({ search: true }).extend({
  status: z.enum(PAYOUT_STATUSES, { error: 'validation.invalid' }).optional(),
});

export const payoutRejectBodySchema = z.object({
  reason: requiredText({ required: 'validation.payoutReasonRequired', tooLong: 'validation.invalid' }, 500),
});

export const leaderboardQuerySchema = z.object({
  /** "2026-11"; the current Jakarta month when left out. */
  month: text().regex(MONTH_KEY_PATTERN, { error: 'validation.monthInvalid' }).optional(),
});

/** One affiliate's month: paying referrals won and commission earned in it. */
export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** Masked ("Bu***i"). */
  name: z.string(),
  payingReferrals: z.number().int(),
  commission: z.number().int(),
});
export const leaderboardSchema = z.object({ month: z.string(), entries: z.array(leaderboardEntrySchema) });
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const adminLeaderboardSchema = z.object({
  month: z.string(),
  entries: z.array(leaderboardEntrySchema.extend({ member: personSchema })),
});
export type AdminLeaderboard = z.infer<typeof adminLeaderboardSchema>;

export const affiliateRoutes = {
  terms: defineRoute({
    method: 'GET',
    path: '/api/guest/affiliate/tiers',
    summary: 'Public: commission levels (by paying referrals) and the minimum payout',
    tags: ['affiliates'],
    response: affiliateTermsSchema,
  }),
  click: defineRoute({
    method: 'POST',
    path: '/api/guest/affiliate/clicks',
    summary: 'Public: a visit through a referral link (counted once per visitor per day)',
    tags: ['affiliates'],
    body: referralClickBodySchema,
    response: z.object({ counted: z.boolean() }),
  }),
  leaderboard: defineRoute({
    method: 'GET',
    path: '/api/guest/leaderboard',
    summary: 'Public: affiliates of the month ranked by commission, names masked',
    tags: ['affiliates'],
    query: leaderboardQuerySchema,
    response: leaderboardSchema,
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/api/affiliate/summary',
    summary: "The member's referral link, referrals, commission and balance",
    tags: ['affiliates'],
    response: affiliateSummarySchema,
  }),
  commissions: defineRoute({
    method: 'GET',
    path: '/api/affiliate/commissions',
    summary: "The member's commissions, newest first",
    tags: ['affiliates'],
    query: pageQuerySchema.omit({ search: true }),
    response: pagedSchema(commissionSchema),
  }),
  payouts: defineRoute({
    method: 'GET',
    path: '/api/affiliate/payouts',
    summary: "The member's payout requests, newest first",
    tags: ['affiliates'],
    query: pageQuerySchema.omit({ search: true }),
    response: pagedSchema(payoutSchema),
  }),
  requestPayout: defineRoute({
    method: 'POST',
    path: '/api/affiliate/payouts',
    summary: 'Request a payout of available commission to a bank account',
    tags: ['affiliates'],
    body: payoutRequestBodySchema,
    response: payoutSchema,
  }),
} as const;

export const adminAffiliateRoutes = {
  terms: defineRoute({
    method: 'GET',
    path: '/api/admin/affiliate/terms',
    summary: 'Admin: commission levels and minimum payout',
    tags: ['admin', 'affiliates'],
    response: adminAffiliateTermsSchema,
  }),
  saveTerms: defineRoute({
    method: 'PUT',
    path: '/api/admin/affiliate/terms',
    summary: 'Admin: set commission levels and minimum payout',
    tags: ['admin', 'affiliates'],
    body: affiliateTermsBodySchema,
    response: adminAffiliateTermsSchema,
  }),
  payouts: defineRoute({
    method: 'GET',
    path: '/api/admin/affiliate/payouts',
    summary: 'Admin: payout requests, open ones first',
    tags: ['admin', 'affiliates'],
    query: adminPayoutQuerySchema,
    response: pagedSchema(adminPayoutSchema),
  }),
  approvePayout: defineRoute({
    method: 'POST',
    path: '/api/admin/affiliate/payouts/:id/approve',
    summary: 'Admin: approve a payout request',
    tags: ['admin', 'affiliates'],
    params: idParams,
    response: adminPayoutSchema,
  }),
  rejectPayout: defineRoute({
    method: 'POST',
    path: '/api/admin/affiliate/payouts/:id/reject',
    summary: 'Admin: reject a payout request with a reason (the amount returns to the balance)',
    tags: ['admin', 'affiliates'],
    params: idParams,
    body: payoutRejectBodySchema,
    response: adminPayoutSchema,
  }),
  markPayoutPaid: defineRoute({
    method: 'POST',
    path: '/api/admin/affiliate/payouts/:id/paid',
    summary: 'Admin: mark an approved payout as transferred',
    tags: ['admin', 'affiliates'],
    params: idParams,
    response: adminPayoutSchema,
  }),
  leaderboard: defineRoute({
    method: 'GET',
    path: '/api/admin/leaderboard',
    summary: 'Admin: affiliates of the month ranked by commission, full names',
    tags: ['admin', 'affiliates'],
    query: leaderboardQuerySchema,
    response: adminLeaderboardSchema,
  }),
} as const;
