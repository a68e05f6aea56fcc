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
import type { Locale } from '../../platform/i18n/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import type { ProductsModule } from '../products/index.ts';
import type { StockModule } from '../stock/index.ts';
import {
  LISTING_COLUMNS,
  type ListingVariantRow,
  ORDER_COLUMNS,
  type SheetColumn,
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
  /** One export: the sheet named in the member's language, written as its rows are read. */
  const sheet = <Row>(
    ctx: RequestContext,
    format: SheetFormat,
    names: Record<Locale, string>,
    columns: SheetColumn<Row>[],
    rows: AsyncGenerator<Row[]>,
  ) => streamSheet({ format, sheetName: names[ctx.locale], columns, rows, locale: ctx.locale, onError });

  return {
    orders(ctx: RequestContext, marketplace: Marketplace, q: z.output<typeof orderExportQuerySchema>) {
      const rows = deps.orders.walk(ctx.accountId, marketplace, q);
      return sheet(ctx, q.format, { id: 'Pesanan', en: 'Orders' }, ORDER_COLUMNS, rows);
    },

    products(ctx: RequestContext, marketplace: Marketplace, q: z.output<typeof listingExportQuerySchema>) {
      const rows = variantRows(deps.products.forSheets.walk(ctx.accountId, marketplace, q));
      return sheet(ctx, q.format, { id: 'Produk', en: 'Products' }, LISTING_COLUMNS, rows);
    },

    stock(ctx: RequestContext, q: z.output<typeof stockExportQuerySchema>) {
      const rows = deps.stock.sheets.walkStock(ctx.accountId, q);
      return sheet(ctx, q.format, { id: 'Stok', en: 'Stock' }, STOCK_COLUMNS, rows);
    },

    stockLog(ctx: RequestContext, q: z.output<typeof stockLogExportQuerySchema>) {
      const rows = deps.stock.sheets.walkLog(ctx.accountId, q);
      return sheet(ctx, q.format, { id: 'Riwayat Stok', en: 'Stock log' }, STOCK_LOG_COLUMNS, rows);
    },
  };
}

export type SheetExports = ReturnType<typeof createSheetExports>;
