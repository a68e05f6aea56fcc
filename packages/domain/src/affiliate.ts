import { fromJakarta, jakartaParts } from './time.ts';

/**
 * Affiliate programme (issue 13): a member's referrals earn the member a commission on every paid
 * invoice, at the rate of the member's level. Levels go by the number of paying referrals, as
 * BigSeller's ambassador levels do (0–9 → 10 %, 10–19 → 15 %, 20 or more → 20 %).
 */

export type CommissionTier = {
  /** The level applies from this many paying referrals on. */
  minPayingReferrals: number;
  /** Whole percent of the invoice amount. */
  percent: number;
};

export const DEFAULT_COMMISSION_TIERS: readonly CommissionTier[] = [
  { minPayingReferrals: 0, percent: 10 },
  { minPayingReferrals: 10, percent: 15 },
  { minPayingReferrals: 20, percent: 20 },
];

/** The smallest payout a member may request, unless the admin sets another (whole rupiah). */
export const DEFAULT_MIN_PAYOUT = 100_000;
export const MAX_COMMISSION_TIERS = 10;

/** Why a list of tiers cannot be used (null when it can): the first starts at 0, each next one higher. */
export function commissionTiersProblem(
  tiers: readonly CommissionTier[],
): 'empty' | 'tooMany' | 'firstNotZero' | 'notAscending' | 'percentOutOfRange' | null {
  if (tiers.length === 0) return 'empty';
  if (tiers.length > MAX_COMMISSION_TIERS) return 'tooMany';
  if (tiers[0].minPayingReferrals !== 0) return 'firstNotZero';
  for (let i = 1; i < tiers.length; i++) {
    if (tiers[i].minPayingReferrals <= tiers[i - 1].minPayingReferrals) return 'notAscending';
  }
  if (tiers.some((t) => !Number.isInteger(t.percent) || t.percent < 0 || t.percent > 100))
    return 'percentOutOfRange';
  return null;
}

/**
 * The tier of an affiliate who already has `payingReferrals` paying referrals when a payment
 * arrives (the payer counted when they paid before). Tiers are ascending from 0.
 */
export function commissionTierFor(tiers: readonly CommissionTier[], payingReferrals: number): CommissionTier {
  let found = tiers[0];
  for (const tier of tiers) if (payingReferrals >= tier.minPayingReferrals) found = tier;
  return found;
}

/** The commission on an invoice amount: whole rupiah, rounded down. */
export function commissionAmount(invoiceAmount: number, percent: number): number {
  return Math.floor((invoiceAmount * percent) / 100);
}

/** The commission an affiliate earns on one paid invoice of a referral. */
export function commissionFor(
  tiers: readonly CommissionTier[],
  payingReferrals: number,
  invoiceAmount: number,
): { percent: number; amount: number } {
  const { percent } = commissionTierFor(tiers, payingReferrals);
  return { percent, amount: commissionAmount(invoiceAmount, percent) };
}

/** What is left to request: earned, less what was paid out and what is in open payout requests. */
export function payoutAvailable(b: { earned: number; paid: number; requested: number }): number {
  return Math.max(0, b.earned - b.paid - b.requested);
}

/**
 * Why a payout request cannot be made (null when it can): below the minimum or above the balance.
 */
export function payoutRequestProblem(
  amount: number,
  available: number,
  minPayout: number,
): 'belowMinimum' | 'aboveBalance' | null {
  if (amount > available) return 'aboveBalance';
  if (amount < minPayout) return 'belowMinimum';
  return null;
}

/**
 * A name on the public leaderboard: the first two letters, three stars and the last letter
 * ("Budi" → "Bu***i"); a name of two letters or fewer keeps its first letter only.
 */
export function maskName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length === 0) return '***';
  if (letters.length <= 2) return `${letters[0]}***`;
  return `${letters.slice(0, 2).join('')}***${letters[letters.length - 1]}`;
}

/** "2026-11": a leaderboard month. */
export const MONTH_KEY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The Jakarta month a moment falls in, "2026-11". */
export function jakartaMonthKey(date: Date): string {
  const { year, month } = jakartaParts(date);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The instants a Jakarta month starts and ends (end exclusive). */
export function jakartaMonthRange(monthKey: string): { start: Date; end: Date } {
  const [year, month] = monthKey.split('-').map(Number);
  return {
    start: fromJakarta(year, month, 1),
    end: fromJakarta(month === 12 ? year + 1 : year, (month % 12) + 1, 1),
  };
}
