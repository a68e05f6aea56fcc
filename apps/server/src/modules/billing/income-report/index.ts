import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.ts';
import type { UsersService } from '../../accounts/index.ts';
import { createIncomeExport } from './income-export.ts';
import { createIncomeReport } from './income-report.ts';
import { registerIncomeReportRoutes } from './routes.ts';

/** `/admin/order/report`: income from paid invoices, on screen and as CSV / Excel. */
export function createIncomeReportPart(deps: { db: Db; users: UsersService }) {
  const report = createIncomeReport({ db: deps.db });
  const exports = createIncomeExport({ report, users: deps.users });
  return {
    report,
    registerRoutes: (app: FastifyInstance) => registerIncomeReportRoutes(app, { report, exports }),
  };
}
