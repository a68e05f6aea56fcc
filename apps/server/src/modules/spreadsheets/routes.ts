import type { PassThrough } from 'node:stream';
import { SHEET_IMPORT_MAX_BYTES, type SheetFormat, spreadsheetRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { base64BodyLimit } from '../../platform/storage/index.ts';
import type { SheetExports } from './sheet-exports.ts';
import { fileNameOf } from './sheet-exports.ts';
import type { SheetImports } from './sheet-imports.ts';
import { CONTENT_TYPES } from './sheet-stream.ts';

/** Exports need what the list page needs: the same menu, sub-menu and package. */
const orderList = { access: access.menu('order', { subMenu: 'order-list' }) };
const productList = { access: access.menu('product', { subMenu: 'my-product' }) };
const stockList = { access: access.menu('product', { subMenu: 'master-product', package: 'masterProduct' }) };
/** Imports change prices and stock: a listing import is a bulk edit, a stock import a manual count. */
const listingImport = { access: access.menu('product', { subMenu: 'my-product', feature: 'bulk-edit' }) };
/** The template travels as base64 inside JSON. */
const IMPORT_BODY_LIMIT = base64BodyLimit(SHEET_IMPORT_MAX_BYTES);

function sendFile(reply: FastifyReply, stream: PassThrough, format: SheetFormat, name: string) {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileNameOf(name, format)}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}

/**
 * Spreadsheet exports of the order, product, stock and stock log lists (streamed files), and imports of
 * filled price/stock templates (a preview first, applied only on confirm).
 */
export function registerSpreadsheetRoutes(
  app: FastifyInstance,
  deps: { exports: SheetExports; imports: SheetImports },
) {
  const { exports, imports } = deps;

  route(app, spreadsheetRoutes.exportOrders, orderList, async (req, reply) => {
    const { marketplace } = req.params;
    const stream = await exports.orders(requireCtx(req), marketplace, req.query);
    return sendFile(reply, stream, req.query.format, `orders-${marketplace}`);
  });
  route(app, spreadsheetRoutes.exportProducts, productList, async (req, reply) => {
    const { marketplace } = req.params;
    const stream = await exports.products(requireCtx(req), marketplace, req.query);
    return sendFile(reply, stream, req.query.format, `products-${marketplace}`);
  });
  route(app, spreadsheetRoutes.exportStock, stockList, async (req, reply) =>
    sendFile(reply, await exports.stock(requireCtx(req), req.query), req.query.format, 'stock'),
  );
  route(app, spreadsheetRoutes.exportStockLog, stockList, async (req, reply) =>
    sendFile(reply, await exports.stockLog(requireCtx(req), req.query), req.query.format, 'stock-log'),
  );

  route(
    app,
    spreadsheetRoutes.previewListings,
    { ...listingImport, bodyLimit: IMPORT_BODY_LIMIT },
    async (req) => imports.previewListings(requireCtx(req), req.params.marketplace, req.body),
  );
  route(app, spreadsheetRoutes.confirmListings, listingImport, async (req) =>
    imports.confirmListings(requireCtx(req), req.params.id),
  );
  route(app, spreadsheetRoutes.previewStock, { ...stockList, bodyLimit: IMPORT_BODY_LIMIT }, async (req) =>
    imports.previewStock(requireCtx(req), req.body),
  );
  route(app, spreadsheetRoutes.confirmStock, stockList, async (req) =>
    imports.confirmStock(requireCtx(req), req.params.id),
  );
}
