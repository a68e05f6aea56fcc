import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import type { ProductsModule } from '../products/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import type { StockModule } from '../stock/index.ts';
import { createCostPrices } from './cost-prices.ts';
import { createProfitReport } from './report.ts';
import { registerProfitRoutes } from './routes.ts';

export type ProfitDeps = {
  db: Db;
  orders: Pick<OrdersModule, 'stored'>;
  products: Pick<ProductsModule, 'variants'>;
  stock: Pick<StockModule, 'links'>;
  shops: Pick<ShopsModule, 'service'>;
};

/** Profit per order (issue 18): cost prices per master SKU and the profit report. */
export function createProfitModule(deps: ProfitDeps) {
  const costs = createCostPrices(deps.db);
  const report = createProfitReport({ ...deps, costs });
  return {
    costs,
    report,
    registerRoutes(app: FastifyInstance) {
      registerProfitRoutes(app, { report, costs });
    },
  };
}

export type ProfitModule = ReturnType<typeof createProfitModule>;
