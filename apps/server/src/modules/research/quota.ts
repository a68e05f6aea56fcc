import type { ResearchQuotaUse } from '@booster/contracts';
import {
  type PackageName,
  RESEARCH_QUOTA_KINDS,
  type ResearchQuotaKind,
  researchDailyLimit,
} from '@booster/domain';
import { sql } from 'drizzle-orm';
import { columnsEqual, type Executor } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { type Locale, t } from '../../platform/i18n/index.ts';
import { jakartaToday } from '../../platform/usage-counters/jakarta-day.ts';
import { researchQuotaUses } from './tables.ts';

const JAKARTA_OFFSET_MS = 7 * 3600_000;

/** Who is counted: the account (a sub-member counts on its owner's quota) and the owner's package. */
export type QuotaSubject = { accountId: string; package: PackageName; locale: Locale };

export type ResearchQuota = {
  /**
   * Counts one use of `kind` for the account, or throws RESEARCH_QUOTA_EXCEEDED (429) when today's
   * limit is reached. Atomic: two requests at once cannot both take the last use. Pass the
   * transaction of the work it pays for, so a failed query gives the use back.
   */
  consume(ex: Executor, subject: QuotaSubject, kind: ResearchQuotaKind): Promise<ResearchQuotaUse>;
  /** Today's uses of every kind. */
  status(ex: Executor, subject: Omit<QuotaSubject, 'locale'>): Promise<ResearchQuotaUse[]>;
};

/** The next midnight in Asia/Jakarta after `now`, as an ISO UTC time. */
export function jakartaMidnightAfter(now: number): string {
  const local = now + JAKARTA_OFFSET_MS;
  return new Date(local - (local % 86_400_000) + 86_400_000 - JAKARTA_OFFSET_MS).toISOString();
}

export function createResearchQuota(clock: () => number = Date.now): ResearchQuota {
  function use(kind: ResearchQuotaKind, limit: number | null, used: number, now: number): ResearchQuotaUse {
    return {
      kind,
      limit,
      used,
      remaining: limit === null ? null : Math.max(0, limit - used),
      resetsAt: jakartaMidnightAfter(now),
    };
  }

  return {
    async consume(ex, subject, kind) {
      const now = clock();
      const day = jakartaToday(now);
      const limit = researchDailyLimit(subject.package, kind);
      if (limit === null) return use(kind, null, 0, now);
      // Insert the first use, or add one while under the limit; no row back = the limit is reached.
      const [row] = await ex
        .insert(researchQuotaUses)
        .values({ accountId: subject.accountId, day, kind, used: 1 })
        .onConflictDoUpdate({
          target: [researchQuotaUses.accountId, researchQuotaUses.day, researchQuotaUses.kind],
          set: { used: sql`${researchQuotaUses.used} + 1` },
          setWhere: sql`${researchQuotaUses.used} < ${limit}`,
        })
        .returning({ used: researchQuotaUses.used });
      if (row) return use(kind, limit, row.used, now);
      const resetsAt = jakartaMidnightAfter(now);
      throw new AppError('RESEARCH_QUOTA_EXCEEDED', {
        params: { feature: t(subject.locale, `research.quota.${kind}`), limit },
        details: { kind, limit, used: limit, resetsAt },
      });
    },

    async status(ex, subject) {
      const now = clock();
      const rows = await ex
        .select({ kind: researchQuotaUses.kind, used: researchQuotaUses.used })
        .from(researchQuotaUses)
        .where(columnsEqual(researchQuotaUses, { accountId: subject.accountId, day: jakartaToday(now) }));
      const used = new Map(rows.map((r) => [r.kind, r.used]));
      return RESEARCH_QUOTA_KINDS.map((kind) => {
        const limit = researchDailyLimit(subject.package, kind);
        return use(kind, limit, limit === null ? 0 : Math.min(limit, used.get(kind) ?? 0), now);
      });
    },
  };
}
