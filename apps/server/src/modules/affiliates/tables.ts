import type { CommissionTier } from '@booster/domain';
import { sql } from 'drizzle-orm';
import * as Pg from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  moneyColumn as money,
  primaryId,
  timestamps,
  tz,
} from '../../platform/db/columns.ts';
import { accountIdColumn, userIdReference } from '../accounts/index.ts';

/**
 * A member's affiliate row: the referral code, made the first time the member opens the affiliate
 * page. Locked (`for update`) to serialise the member's payout requests and commissions.
 */
export const affiliates = Pg.pgTable(
  'affiliates',
  {
    accountId: accountIdColumn().primaryKey(),
    code: Pg.text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [Pg.uniqueIndex('affiliates_code_key').on(t.code)],
);

/** Who brought whom: one row per referred member, written once at registration. */
export const affiliateReferrals = Pg.pgTable(
  'affiliate_referrals',
  {
    referredAccountId: Pg.uuid('referred_account_id')
      .primaryKey()
      .references(userIdReference, { onDelete: 'cascade' }),
    referrerAccountId: belongsTo('referrer_account_id', userIdReference),
    createdAt: createdAt(),
  },
  (t) => [
    Pg.index('affiliate_referrals_referrer_idx').on(t.referrerAccountId, t.createdAt),
    Pg.check('affiliate_referrals_not_self', sql`${t.referredAccountId} <> ${t.referrerAccountId}`),
  ],
);

/** Visits through a referral link: one row per affiliate, Jakarta day and visitor (a hash, no address kept). */
export const affiliateClicks = Pg.pgTable(
  'affiliate_clicks',
  {
    accountId: accountIdColumn(),
    day: Pg.date('day', { mode: 'string' }).notNull(),
    visitor: Pg.text('visitor').notNull(),
  },
  (t) => [Pg.primaryKey({ columns: [t.accountId, t.day, t.visitor] })],
);

/** One commission per paid invoice of a referred member, at the rate of the referrer's level then. */
export const affiliateCommissions = Pg.pgTable(
  'affiliate_commissions',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    referredAccountId: belongsTo('referred_account_id', userIdReference),
    /** Billing's invoice (no foreign key: billing owns it); one commission per invoice. */
    invoiceId: Pg.uuid('invoice_id').notNull(),
    invoiceNumber: Pg.text('invoice_number').notNull(),
    invoiceAmount: money('invoice_amount'),
    /** Paying referrals the affiliate had before this payment: what decided the level. */
    payingReferralsBefore: Pg.integer('paying_referrals_before').notNull(),
    percent: Pg.integer('percent').notNull(),
    amount: money('amount'),
    earnedAt: Pg.timestamp('earned_at', tz).notNull(),
    /** Set when the invoice was refunded: the commission no longer counts anywhere. */
    reversedAt: Pg.timestamp('reversed_at', tz),
  },
  (t) => [
    Pg.uniqueIndex('affiliate_commissions_invoice_key').on(t.invoiceId),
    Pg.index('affiliate_commissions_account_idx').on(t.accountId, t.earnedAt),
    Pg.index('affiliate_commissions_earned_idx').on(t.earnedAt),
    Pg.check('affiliate_commissions_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** A member's request to have commission transferred: requested → approved → paid, or rejected. */
export const affiliatePayouts = Pg.pgTable(
  'affiliate_payouts',
  {
    id: primaryId(),
    accountId: accountIdColumn(),
    amount: money('amount'),
    bankName: Pg.text('bank_name').notNull(),
    accountNumber: Pg.text('account_number').notNull(),
    accountHolder: Pg.text('account_holder').notNull(),
    status: Pg.text('status')
      .$type<'requested' | 'approved' | 'paid' | 'rejected'>()
      .notNull()
      .default('requested'),
    reason: Pg.text('reason'),
    decidedAt: Pg.timestamp('decided_at', tz),
    paidAt: Pg.timestamp('paid_at', tz),
    ...timestamps(),
  },
  (t) => [
    Pg.index('affiliate_payouts_account_idx').on(t.accountId, t.createdAt),
    Pg.index('affiliate_payouts_status_idx').on(t.status, t.createdAt),
    Pg.check('affiliate_payouts_amount_positive', sql`${t.amount} > 0`),
    Pg.check(
      'affiliate_payouts_status_known',
      sql`${t.status} in ('requested', 'approved', 'paid', 'rejected')`,
    ),
  ],
);

/** The programme's terms set in /admin/manage-comission: one row (id 1); defaults until saved. */
export const affiliateTerms = Pg.pgTable(
  'affiliate_terms',
  {
    id: Pg.integer('id').primaryKey().default(1),
    tiers: Pg.jsonb('tiers').$type<CommissionTier[]>().notNull(),
    minPayout: money('min_payout'),
    updatedAt: Pg.timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [Pg.check('affiliate_terms_single_row', sql`${t.id} = 1`)],
);
