import type { PassThrough } from 'node:stream';
import { type SheetFormat, spreadsheetRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { SheetExports } from './sheet-exports.ts';
import { fileNameOf } from './sheet-exports.ts';
import { CONTENT_TYPES } from './sheet-stream.ts';

/** Exports need what the list page needs: the same menu, sub-menu and package. */
const orderList = { access: access.menu('order', { subMenu: 'order-list' }) };
const productList = { access: access.menu('product', { subMenu: 'my-product' }) };
const stockList = { access: access.menu('product', { subMenu: 'master-product', package: 'masterProduct' }) };

function sendFile(reply: FastifyReply, stream: PassThrough, format: SheetFormat, name: string) {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileNameOf(name, format)}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}

/** Spreadsheet exports of the order, product, stock and stock log lists (streamed files). */
export function registerSpreadsheetRoutes(app: FastifyInstance, deps: { exports: SheetExports }) {
  const { exports } = deps;

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
}
