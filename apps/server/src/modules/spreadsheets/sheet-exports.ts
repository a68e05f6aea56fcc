import type {
  listingExportQuerySchema,
  orderExportQuerySchema,
  SheetFormat,
  stockExportQuerySchema,
  stockLogExportQuerySchema,
} from '@booster/contracts';
import { jakartaIsoDate, type Marketplace } from '@booster/domain';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import type { ProductsModule } from '../products/index.ts';
import type { StockModule } from '../stock/index.ts';
import {
  LISTING_COLUMNS,
  type ListingVariantRow,
  ORDER_COLUMNS,
  STOCK_COLUMNS,
  STOCK_LOG_COLUMNS,
} from './sheet-columns.ts';
import { streamSheet } from './sheet-stream.ts';

export type SheetExportDeps = {
  logger: Logger;
  orders: Pick<OrdersModule, 'walk'>;
  products: Pick<ProductsModule, 'forSheets'>;
  stock: Pick<StockModule, 'sheets'>;
};

/** Rows in batches, each listing spread into one row per variant. */
async function* variantRows(batches: AsyncGenerator<ListingVariantRow['listing'][]>) {
  for await (const batch of batches)
    yield batch.flatMap((listing) => listing.variants.map((variant) => ({ listing, variant })));
}

/** A file name with the day it was made: `booster-orders-shopee-2026-11-24.xlsx`. */
export const fileNameOf = (what: string, format: SheetFormat) =>
  `booster-${what}-${jakartaIsoDate(new Date())}.${format}`;

/**
 * The list pages' exports: every row under the page's filters, read in keyset batches through the
 * owning module and written to the answer as it is read.
 */
export function createSheetExports(deps: SheetExportDeps) {
  const onError = (err: unknown) => deps.logger.error({ err }, 'spreadsheet export failed mid-stream');

  return {
    orders(ctx: RequestContext, marketplace: Marketplace, q: z.output<typeof orderExportQuerySchema>) {
      return streamSheet({
        format: q.format,
        sheetName: ctx.locale === 'id' ? 'Pesanan' : 'Orders',
        columns: ORDER_COLUMNS,
        rows: deps.orders.walk(ctx.accountId, marketplace, q),
        locale: ctx.locale,
        onError,
      });
    },

    products(ctx: RequestContext, marketplace: Marketplace, q: z.output<typeof listingExportQuerySchema>) {
      return streamSheet({
        format: q.format,
        sheetName: ctx.locale === 'id' ? 'Produk' : 'Products',
        columns: LISTING_COLUMNS,
        rows: variantRows(deps.products.forSheets.walk(ctx.accountId, marketplace, q)),
        locale: ctx.locale,
        onError,
      });
    },

    stock(ctx: RequestContext, q: z.output<typeof stockExportQuerySchema>) {
      return streamSheet({
        format: q.format,
        sheetName: ctx.locale === 'id' ? 'Stok' : 'Stock',
        columns: STOCK_COLUMNS,
        rows: deps.stock.sheets.walkStock(ctx.accountId, q),
        locale: ctx.locale,
        onError,
      });
    },

    stockLog(ctx: RequestContext, q: z.output<typeof stockLogExportQuerySchema>) {
      return streamSheet({
        format: q.format,
        sheetName: ctx.locale === 'id' ? 'Riwayat Stok' : 'Stock log',
        columns: STOCK_LOG_COLUMNS,
        rows: deps.stock.sheets.walkLog(ctx.accountId, q),
        locale: ctx.locale,
        onError,
      });
    },
  };
}

export type SheetExports = ReturnType<typeof createSheetExports>;
