import { z } from 'zod';
import { idParams, text } from '../common/fields.ts';
import { defineRoute } from '../common/route.ts';
import { orderListQuerySchema } from '../orders/orders.ts';
import { bulkRunSchema } from '../products/bulk.ts';
import { listingListQuerySchema } from '../products/listings.ts';
import { marketplaceKeySchema } from '../shops/shops.ts';
import { stockListQuerySchema, stockLogQuerySchema } from '../stock/stock.ts';

export const SHEET_FORMATS = ['xlsx', 'csv'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];
const format = z.enum(SHEET_FORMATS).default('xlsx');

/** Largest spreadsheet an import accepts (decoded bytes). */
export const SHEET_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Most data rows an import reads (the message `validation.spreadsheetTooManyRows` names it). */
export const SHEET_IMPORT_MAX_ROWS = 5000;

const paging = { page: true, limit: true, cursor: true } as const;

/** Each export takes the filters of its list page (no paging: every matching row) and a file format. */
export const orderExportQuerySchema = orderListQuerySchema
  .omit({ ...paging, exactTotal: true })
  .extend({ format });
export const listingExportQuerySchema = listingListQuerySchema
  .omit({ ...paging, exactTotal: true })
  .extend({ format });
export const stockExportQuerySchema = stockListQuerySchema.omit(paging).extend({ format });
export const stockLogExportQuerySchema = stockLogQuerySchema
  .omit({ ...paging, exactTotal: true })
  .extend({ format });

const marketplaceParams = z.object({ marketplace: marketplaceKeySchema });
/** A file streamed as the answer (xlsx or CSV), not JSON. */
const fileAnswer = z.unknown();

/** What an import changes: a marketplace's listing variants (price, stock) or central stock per master SKU. */
export const SHEET_IMPORT_KINDS = ['listings', 'stock'] as const;
export type SheetImportKind = (typeof SHEET_IMPORT_KINDS)[number];

export const SHEET_ROW_ERRORS = [
  'unknownSku',
  'missingKey',
  'notANumber',
  'negative',
  'outOfRange',
  'duplicate',
] as const;
export type SheetRowError = (typeof SHEET_ROW_ERRORS)[number];

export const sheetImportBodySchema = z.object({
  fileName: text().trim().min(1, { error: 'validation.required' }).max(200),
  /** The file as base64 (no data: prefix). */
  file: text()
    .min(1, { error: 'validation.required' })
    .max(Math.ceil(SHEET_IMPORT_MAX_BYTES / 3) * 4 + 4, { error: 'validation.spreadsheetTooLarge' }),
});
export type SheetImportBody = z.infer<typeof sheetImportBodySchema>;

export const sheetChangeSchema = z.object({
  /** Row number in the sheet (the header is row 1). */
  row: z.number().int(),
  /** What the row names: the SKU code, or a listing variant's SKU. */
  sku: z.string(),
  /** Product (and variant) name as Booster stores it. */
  label: z.string(),
  field: z.enum(['price', 'stock']),
  before: z.number(),
  after: z.number(),
});
export type SheetChange = z.infer<typeof sheetChangeSchema>;

export const sheetRowIssueSchema = z.object({
  row: z.number().int(),
  /** The column's header as the sheet names it, or null when the row as a whole is refused. */
  column: z.string().nullable(),
  code: z.enum(SHEET_ROW_ERRORS),
  /** The cell's text as read. */
  value: z.string().nullable(),
});
export type SheetRowIssue = z.infer<typeof sheetRowIssueSchema>;

export const sheetPreviewSchema = z.object({
  _id: z.string(),
  kind: z.enum(SHEET_IMPORT_KINDS),
  marketplace: marketplaceKeySchema.nullable(),
  fileName: z.string(),
  /** Data rows read (without the header). */
  rows: z.number().int(),
  /** Rows whose values equal what Booster has. */
  unchanged: z.number().int(),
  changes: z.array(sheetChangeSchema),
  errors: z.array(sheetRowIssueSchema),
  expiresAt: z.string(),
});
export type SheetPreview = z.infer<typeof sheetPreviewSchema>;

export const sheetConfirmResultSchema = z.object({
  kind: z.enum(SHEET_IMPORT_KINDS),
  /** Changes applied (stock SKUs set, or listing variants sent). */
  applied: z.number().int(),
  /** Stock pushes queued to linked listings (stock imports). */
  queued: z.number().int(),
  /** The bulk run that sends listing prices and stock to the platform (listing imports). */
  run: bulkRunSchema.nullable(),
});
export type SheetConfirmResult = z.infer<typeof sheetConfirmResultSchema>;

export const spreadsheetRoutes = {
  exportOrders: defineRoute({
    method: 'GET',
    path: '/api/app/spreadsheets/orders/:marketplace',
    summary: 'Every order of the order list filter as .xlsx or CSV (streamed)',
    tags: ['spreadsheets'],
    params: marketplaceParams,
    query: orderExportQuerySchema,
    response: fileAnswer,
  }),
  exportProducts: defineRoute({
    method: 'GET',
    path: '/api/app/spreadsheets/products/:marketplace',
    summary:
      'Every listing variant of the product list filter as .xlsx or CSV (also the price/stock template)',
    tags: ['spreadsheets'],
    params: marketplaceParams,
    query: listingExportQuerySchema,
    response: fileAnswer,
  }),
  exportStock: defineRoute({
    method: 'GET',
    path: '/api/app/spreadsheets/stock',
    summary: 'Every master SKU of the stock list filter as .xlsx or CSV (also the stock template)',
    tags: ['spreadsheets'],
    query: stockExportQuerySchema,
    response: fileAnswer,
  }),
  exportStockLog: defineRoute({
    method: 'GET',
    path: '/api/app/spreadsheets/stock-log',
    summary: 'Every stock log entry of the log filter as .xlsx or CSV',
    tags: ['spreadsheets'],
    query: stockLogExportQuerySchema,
    response: fileAnswer,
  }),
  previewListings: defineRoute({
    method: 'POST',
    path: '/api/app/spreadsheets/import/products/:marketplace',
    summary: 'Read a filled price/stock template: every change and every refused row; nothing changes yet',
    tags: ['spreadsheets'],
    params: marketplaceParams,
    body: sheetImportBodySchema,
    response: sheetPreviewSchema,
  }),
  confirmListings: defineRoute({
    method: 'POST',
    path: '/api/app/spreadsheets/import/products/preview/:id/confirm',
    summary: 'Send exactly the previewed prices and stock to the platform (a bulk run)',
    tags: ['spreadsheets'],
    params: idParams,
    response: sheetConfirmResultSchema,
  }),
  previewStock: defineRoute({
    method: 'POST',
    path: '/api/app/spreadsheets/import/stock',
    summary: 'Read a filled central stock template: every change and every refused row; nothing changes yet',
    tags: ['spreadsheets'],
    body: sheetImportBodySchema,
    response: sheetPreviewSchema,
  }),
  confirmStock: defineRoute({
    method: 'POST',
    path: '/api/app/spreadsheets/import/stock/preview/:id/confirm',
    summary: 'Set exactly the previewed central stock in one transaction and push it',
    tags: ['spreadsheets'],
    params: idParams,
    response: sheetConfirmResultSchema,
  }),
};
