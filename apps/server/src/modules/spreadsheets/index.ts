import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { OrdersModule } from '../orders/index.ts';
import type { ProductsModule } from '../products/index.ts';
import type { StockModule } from '../stock/index.ts';
import { registerSpreadsheetRoutes } from './routes.ts';
import { createSheetExports } from './sheet-exports.ts';

export type SpreadsheetsDeps = {
  logger: Logger;
  orders: Pick<OrdersModule, 'walk'>;
  products: Pick<ProductsModule, 'forSheets'>;
  stock: Pick<StockModule, 'sheets'>;
};

/** Excel in and out: streamed exports of the list pages. */
export function createSpreadsheetsModule(deps: SpreadsheetsDeps) {
  const exports = createSheetExports(deps);
  return {
    exports,
    registerRoutes(app: FastifyInstance) {
      registerSpreadsheetRoutes(app, { exports });
    },
  };
}

export type SpreadsheetsModule = ReturnType<typeof createSpreadsheetsModule>;
