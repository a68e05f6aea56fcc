import { keywordAnalysisRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../../platform/auth/index.ts';
import { route } from '../../../platform/http/route.ts';
import type { KeywordAnalysisService } from './service.ts';

/** /panel/research/keyword-analysis and its saved list: owners, and staff whose role has the sub-menu. */
export function registerKeywordAnalysisRoutes(app: FastifyInstance, service: KeywordAnalysisService) {
  const rule = { access: access.menu('research', { subMenu: 'keyword-analysis' }) };
  route(app, keywordAnalysisRoutes.run, rule, async (req) => service.run(requireCtx(req), req.body));
  route(app, keywordAnalysisRoutes.list, rule, async (req) => service.list(requireCtx(req), req.query));
  route(app, keywordAnalysisRoutes.detail, rule, async (req) =>
    service.detail(requireCtx(req), req.params.id),
  );
  route(app, keywordAnalysisRoutes.rerun, rule, async (req) => service.rerun(requireCtx(req), req.params.id));
  route(app, keywordAnalysisRoutes.remove, rule, async (req) =>
    service.remove(requireCtx(req), req.params.id),
  );
  route(
    app,
    keywordAnalysisRoutes.suggestions,
    { access: access.menu('research', { subMenu: ['keyword-analysis', 'generate-title'] }) },
    async (req) => service.suggestions(requireCtx(req), req.query),
  );
}
