import type { AffiliateTermsBody } from '@booster/contracts';
import { type CommissionTier, DEFAULT_COMMISSION_TIERS, DEFAULT_MIN_PAYOUT } from '@booster/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/index.ts';
import { affiliateTerms } from './tables.ts';

export type Terms = { tiers: CommissionTier[]; minPayout: number; updatedAt: Date | null };

/** The commission levels and minimum payout: the saved row, or BigSeller-like defaults until an admin saves. */
export function createTermsStore(db: Db) {
  async function read(ex: Executor = db): Promise<Terms> {
    const [row] = await ex.select().from(affiliateTerms).where(eq(affiliateTerms.id, 1));
    if (!row) return { tiers: [...DEFAULT_COMMISSION_TIERS], minPayout: DEFAULT_MIN_PAYOUT, updatedAt: null };
    return { tiers: row.tiers, minPayout: row.minPayout, updatedAt: row.updatedAt };
  }

  async function save(tx: Executor, body: Required<AffiliateTermsBody>): Promise<Terms> {
    const values = { id: 1, tiers: body.tiers, minPayout: body.minPayout };
    const [row] = await tx
      .insert(affiliateTerms)
      .values(values)
      .onConflictDoUpdate({
        target: affiliateTerms.id,
        set: { tiers: values.tiers, minPayout: values.minPayout, updatedAt: sql`now()` },
      })
      .returning();
    return { tiers: row.tiers, minPayout: row.minPayout, updatedAt: row.updatedAt };
  }

  return { read, save };
}

export type TermsStore = ReturnType<typeof createTermsStore>;
