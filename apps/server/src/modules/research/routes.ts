import { researchQuotaRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { route } from '../../platform/http/route.ts';
import type { ResearchQuota } from './quota.ts';

/**
 * The research menu's API (spec: research/popular, keyword-analysis, generate-title). Every route is
 * behind the `research` menu: owners of any package, sub-members whose role enables the menu (and the
 * sub-menu of the page, for the page's own routes). No package is blocked; free members have a daily
 * quota per kind (quota.ts). Each part registers its routes here, one line each.
 */
export function registerResearchRoutes(app: FastifyInstance, deps: { db: Db; quota: ResearchQuota }) {
  route(app, researchQuotaRoutes.status, { access: access.menu('research') }, async (req) => ({
    quota: await deps.quota.status(deps.db, requireCtx(req)),
  }));
}
