import { PROFIT_CSV_PATH, type ProfitQuery, profitQuerySchema, profitRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { CostPrices } from './cost-prices.ts';
import { profitOrdersCsv } from './orders-csv.ts';
import type { ProfitReportService } from './report.ts';

/**
 * The report sits in the order menu, cost prices beside the master products (their sub-menu); both need
 * a package with master products, since costs are kept per master SKU.
 */
export function registerProfitRoutes(
  app: FastifyInstance,
  deps: { report: ProfitReportService; costs: CostPrices },
) {
  const report = { access: access.menu('order', { package: 'masterProduct' }) };
  const costs = { access: access.menu('product', { subMenu: 'master-product', package: 'masterProduct' }) };

  route(app, profitRoutes.report, report, async (req) => deps.report.report(requireCtx(req), req.query));
  route(app, profitRoutes.orders, report, async (req) => deps.report.orders(requireCtx(req), req.query));
  app.get<{ Querystring: ProfitQuery }>(
    PROFIT_CSV_PATH,
    {
      schema: {
        summary: 'Profit per order as CSV',
        tags: ['profit'],
        querystring: profitQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      config: report,
    },
    async (request, reply) => {
      const orders = await deps.report.allOrders(requireCtx(request), request.query);
      const name = `laba-${request.query.from}-${request.query.to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(profitOrdersCsv(orders));
    },
  );

  route(app, profitRoutes.costPrices, costs, async (req) => deps.costs.list(requireCtx(req), req.query));
  route(app, profitRoutes.history, costs, async (req) =>
    deps.costs.history(requireCtx(req), req.params.masterSkuId),
  );
  route(app, profitRoutes.setCostPrices, costs, async (req) =>
    deps.costs.set(requireCtx(req), req.body.items),
  );
  route(app, profitRoutes.removeEntry, costs, async (req) =>
    deps.costs.remove(requireCtx(req), req.params.id),
  );
}
