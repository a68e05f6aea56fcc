import type { PackageName } from './packages.ts';

/**
 * What the Research pages count against a free member's daily quota (issue 15): one popular-products
 * query, one keyword analysis (or re-run), one batch of generated titles. Paid packages have none.
 */
export const RESEARCH_QUOTA_KINDS = ['popular', 'keywordAnalysis', 'generateTitle'] as const;
export type ResearchQuotaKind = (typeof RESEARCH_QUOTA_KINDS)[number];

/** Uses a day (Asia/Jakarta) for a free member. */
export const FREE_RESEARCH_DAILY_QUOTA: Readonly<Record<ResearchQuotaKind, number>> = {
  popular: 20,
  keywordAnalysis: 5,
  generateTitle: 10,
};

/** The package's daily limit for a kind; null when it has none. */
export function researchDailyLimit(pkg: PackageName, kind: ResearchQuotaKind): number | null {
  return pkg === 'free' ? FREE_RESEARCH_DAILY_QUOTA[kind] : null;
}
