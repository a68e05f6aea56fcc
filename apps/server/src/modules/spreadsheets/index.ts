import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import type { ProductsModule } from '../products/index.ts';
import type { StockModule } from '../stock/index.ts';
import { registerSpreadsheetRoutes } from './routes.ts';
import { createSheetExports } from './sheet-exports.ts';
import { createSheetImports } from './sheet-imports.ts';

export type SpreadsheetsDeps = {
  db: Db;
  logger: Logger;
  orders: Pick<OrdersModule, 'walk'>;
  products: Pick<ProductsModule, 'forSheets' | 'bulk'>;
  stock: Pick<StockModule, 'sheets'>;
};

/** Excel in and out: streamed exports of the list pages; price and stock imports with a preview. */
export function createSpreadsheetsModule(deps: SpreadsheetsDeps) {
  const exports = createSheetExports(deps);
  const imports = createSheetImports(deps);
  return {
    exports,
    imports,
    registerRoutes(app: FastifyInstance) {
      registerSpreadsheetRoutes(app, { exports, imports });
    },
  };
}

export type SpreadsheetsModule = ReturnType<typeof createSpreadsheetsModule>;
