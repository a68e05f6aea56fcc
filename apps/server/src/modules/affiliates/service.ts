import type { AffiliateSummary, AffiliateTermsBody } from '@booster/contracts';
import { commissionTierFor, maskName, pageMeta } from '@booster/domain';
import { count, desc, eq } from 'drizzle-orm';
import { type Db, withTransaction } from '../../platform/db/index.ts';
import type { UsersService } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import { payingReferrals } from './commissions.ts';
import { balanceOf } from './payouts.ts';
import type { Referrals } from './referrals.ts';
import { affiliateClicks, affiliateCommissions, affiliateReferrals } from './tables.ts';
import type { Terms, TermsStore } from './terms.ts';

const termsView = (t: Terms) => ({ tiers: t.tiers, minPayout: t.minPayout });

/** The member's affiliate page and the admin's terms. */
export function createAffiliatesService(deps: {
  db: Db;
  users: UsersService;
  audit: AuditService;
  referrals: Referrals;
  terms: TermsStore;
  appUrl: string;
}) {
  const { db, referrals, terms } = deps;

  return {
    publicTerms: async () => termsView(await terms.read()),

    adminTerms: async () => {
      const t = await terms.read();
      return { ...termsView(t), updatedAt: t.updatedAt?.toISOString() ?? null };
    },

    async saveTerms(adminId: string, body: Required<AffiliateTermsBody>) {
      const saved = await withTransaction(db, async (tx) => {
        const before = await terms.read(tx);
        const after = await terms.save(tx, body);
        await deps.audit.record(
          {
            actorUserId: adminId,
            action: 'affiliate.terms-updated',
            targetType: 'affiliate-terms',
            targetId: '1',
            detail: { before: termsView(before), after: termsView(after) },
          },
          tx,
        );
        return after;
      });
      return { ...termsView(saved), updatedAt: saved.updatedAt?.toISOString() ?? null };
    },

    async summary(accountId: string): Promise<AffiliateSummary> {
      const code = await referrals.codeOf(accountId);
      const [[clicks], [signUps], paying, balance, t] = await Promise.all([
        db.select({ n: count() }).from(affiliateClicks).where(eq(affiliateClicks.accountId, accountId)),
        db
          .select({ n: count() })
          .from(affiliateReferrals)
          .where(eq(affiliateReferrals.referrerAccountId, accountId)),
        payingReferrals(db, accountId),
        balanceOf(db, accountId),
        terms.read(),
      ]);
      const tier = commissionTierFor(t.tiers, paying);
      return {
        code,
        link: `${deps.appUrl}/register?referral=${code}`,
        clicks: clicks.n,
        signUps: signUps.n,
        payingReferrals: paying,
        earned: balance.earned,
        pending: balance.earned - balance.paid,
        requested: balance.requested,
        available: balance.available,
        paid: balance.paid,
        minPayout: t.minPayout,
        tier,
        nextTier: t.tiers.find((x) => x.minPayingReferrals > paying) ?? null,
      };
    },

    async commissions(accountId: string, page: number, limit: number) {
      const where = eq(affiliateCommissions.accountId, accountId);
      const [{ total }] = await db.select({ total: count() }).from(affiliateCommissions).where(where);
      const rows = await db
        .select()
        .from(affiliateCommissions)
        .where(where)
        .orderBy(desc(affiliateCommissions.earnedAt), desc(affiliateCommissions.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const people = await deps.users.summaries([...new Set(rows.map((r) => r.referredAccountId))]);
      return {
        docs: rows.map((r) => ({
          _id: r.id,
          referralName: maskName(people.get(r.referredAccountId)?.name ?? ''),
          invoiceNumber: r.invoiceNumber,
          invoiceAmount: r.invoiceAmount,
          percent: r.percent,
          amount: r.amount,
          status: r.reversedAt ? ('reversed' as const) : ('earned' as const),
          createdAt: r.earnedAt.toISOString(),
        })),
        ...pageMeta(page, limit, total),
      };
    },
  };
}

export type AffiliatesService = ReturnType<typeof createAffiliatesService>;
