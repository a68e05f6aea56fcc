import type { GeneratedTitles } from '@booster/contracts';
import { generateTitles, MARKETPLACES, type Marketplace } from '@booster/domain';
import type { RequestContext } from '../../../platform/auth/index.ts';
import type { Db } from '../../../platform/db/index.ts';
import type { KeywordAnalysisService, ResearchQuotaGate } from '../keywords/service.ts';

export type TitleService = ReturnType<typeof createTitleService>;

/** /panel/research/generate-title: the keywords' demand from the keyword snapshots, titles from the pure generator. */
export function createTitleService(deps: {
  db: Db;
  keywords: KeywordAnalysisService;
  quota: ResearchQuotaGate;
}) {
  return {
    async generate(
      ctx: RequestContext,
      body: { marketplace: Marketplace; description: string; category: string; keywords: string[] },
    ): Promise<GeneratedTitles> {
      await deps.quota.check(ctx, 'generateTitle');
      const unique = [...new Set(body.keywords)];
      const demand = await deps.keywords.demandOf(body.marketplace, unique);
      await deps.quota.consume(deps.db, ctx, 'generateTitle');
      const keywords = unique.map((phrase) => ({ phrase, demand: demand.get(phrase) ?? 0 }));
      const request = { description: body.description, category: body.category, keywords };
      const titles = Object.fromEntries(MARKETPLACES.map((m) => [m, generateTitles(m, request)]));
      return { keywords, titles: titles as GeneratedTitles['titles'] };
    },
  };
}
