import { RESEARCH_QUOTA_KINDS } from '@booster/domain';
import { z } from 'zod';
import { defineRoute } from '../common/route.ts';

export const researchQuotaKindSchema = z.enum(RESEARCH_QUOTA_KINDS);

/** One kind of the free member's daily research quota; `limit` null = no quota (paid packages). */
export const researchQuotaUseSchema = z.object({
  kind: researchQuotaKindSchema,
  limit: z.number().int().nullable(),
  used: z.number().int(),
  /** null when there is no limit. */
  remaining: z.number().int().nullable(),
  /** When the count starts again: the next midnight in Asia/Jakarta, ISO UTC. */
  resetsAt: z.string(),
});
export type ResearchQuotaUse = z.infer<typeof researchQuotaUseSchema>;

/** `details` of a RESEARCH_QUOTA_EXCEEDED answer (429). */
export type ResearchQuotaExceededDetails = Omit<ResearchQuotaUse, 'remaining'>;

export const researchQuotaRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/api/research/quota',
    summary: "Today's research quota of the account (free members have a daily limit per kind)",
    tags: ['research'],
    response: z.object({ quota: z.array(researchQuotaUseSchema) }),
  }),
} as const;
