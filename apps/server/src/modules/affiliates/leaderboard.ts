import { jakartaMonthKey, jakartaMonthRange, maskName } from '@booster/domain';
import { and, countDistinct, desc, gte, lt, min, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import type { UsersService } from '../accounts/index.ts';
import { counted } from './commissions.ts';
import { affiliateCommissions } from './tables.ts';

/** How many affiliates the public page shows; the admin sees more. */
export const PUBLIC_LEADERBOARD_SIZE = 10;
export const ADMIN_LEADERBOARD_SIZE = 100;

/**
 * Affiliates of a Jakarta month ranked by the commission earned in it (then by paying referrals,
 * then by who got there first).
 */
export function createLeaderboard(deps: { db: Db; users: UsersService }) {
  async function ranked(month: string | undefined, size: number) {
    const key = month ?? jakartaMonthKey(new Date());
    const { start, end } = jakartaMonthRange(key);
    const commission = sum(affiliateCommissions.amount).mapWith(Number);
    const paying = countDistinct(affiliateCommissions.referredAccountId);
    const rows = await deps.db
      .select({ accountId: affiliateCommissions.accountId, commission, paying })
      .from(affiliateCommissions)
      .where(and(gte(affiliateCommissions.earnedAt, start), lt(affiliateCommissions.earnedAt, end), counted))
      .groupBy(affiliateCommissions.accountId)
      .orderBy(desc(commission), desc(paying), min(affiliateCommissions.earnedAt))
      .limit(size);
    const people = await deps.users.summaries(rows.map((r) => r.accountId));
    return {
      month: key,
      rows: rows.map((r, i) => ({
        rank: i + 1,
        accountId: r.accountId,
        person: people.get(r.accountId) ?? { email: '', name: '' },
        payingReferrals: r.paying,
        commission: r.commission ?? 0,
      })),
    };
  }

  return {
    async public(month?: string) {
      const { month: key, rows } = await ranked(month, PUBLIC_LEADERBOARD_SIZE);
      return {
        month: key,
        entries: rows.map((r) => ({
          rank: r.rank,
          name: maskName(r.person.name),
          payingReferrals: r.payingReferrals,
          commission: r.commission,
        })),
      };
    },
    async admin(month?: string) {
      const { month: key, rows } = await ranked(month, ADMIN_LEADERBOARD_SIZE);
      return {
        month: key,
        entries: rows.map((r) => ({
          rank: r.rank,
          name: r.person.name,
          payingReferrals: r.payingReferrals,
          commission: r.commission,
          member: { _id: r.accountId, ...r.person },
        })),
      };
    },
  };
}
