import {
  adminIncomeReportRoutes,
  INCOME_REPORT_EXPORT_PATHS,
  type IncomeReportQuery,
  incomeReportQuerySchema,
} from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { IncomeExport } from './income-export.ts';
import type { IncomeReportService } from './income-report.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `/admin/order/report`: the report as JSON, CSV and Excel; admins only. */
export function registerIncomeReportRoutes(
  app: FastifyInstance,
  deps: { report: IncomeReportService; exports: IncomeExport },
) {
  const admin = { access: access.admin() };
  route(app, adminIncomeReportRoutes.report, admin, async (req) => deps.report.report(req.query));

  const file = (format: 'csv' | 'xlsx') =>
    app.get<{ Querystring: IncomeReportQuery }>(
      INCOME_REPORT_EXPORT_PATHS[format],
      {
        schema: {
          summary: `Admin: the income report as ${format === 'csv' ? 'CSV (paid invoices)' : 'Excel (.xlsx)'}`,
          tags: ['admin'],
          querystring: incomeReportQuerySchema,
          security: [{ bearerAuth: [] }],
        },
        config: admin,
      },
      async (request, reply) => {
        const name = `pendapatan-${request.query.from}-${request.query.to}.${format}`;
        const body =
          format === 'csv' ? await deps.exports.csv(request.query) : await deps.exports.xlsx(request.query);
        return reply
          .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  file('csv');
  file('xlsx');
}
