import { LABEL_FILE_PATH, orderRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { ShippingService } from './shipping.ts';

const fileParams = z.object({ id: z.string().uuid({ error: 'validation.idInvalid' }) });

/**
 * Bulk shipping and label printing: a verified member with Pesanan > order list, plus the
 * 'bulk-shipping' or 'print-label' feature of the order menu.
 */
export function registerShippingRoutes(app: FastifyInstance, deps: { shipping: ShippingService }) {
  const { shipping } = deps;
  const bulkShipping = { access: access.menu('order', { subMenu: 'order-list', feature: 'bulk-shipping' }) };
  const printLabel = { access: access.menu('order', { subMenu: 'order-list', feature: 'print-label' }) };

  route(app, orderRoutes.shippingOptions, bulkShipping, async (req) =>
    shipping.options(requireCtx(req), req.params.marketplace, req.query.ids),
  );
  route(app, orderRoutes.bulkShipping, bulkShipping, async (req) =>
    shipping.runs.start(requireCtx(req), req.params.marketplace, req.body),
  );
  route(app, orderRoutes.shippingRun, bulkShipping, async (req) =>
    shipping.runs.status(requireCtx(req), req.params.id),
  );

  route(app, orderRoutes.printLabels, printLabel, async (req) =>
    shipping.labels.start(requireCtx(req), req.params.marketplace, req.body),
  );
  route(app, orderRoutes.labelBatch, printLabel, async (req) =>
    shipping.labels.status(requireCtx(req), req.params.id),
  );

  app.get<{ Params: { id: string } }>(
    LABEL_FILE_PATH,
    {
      schema: {
        summary: 'The merged label PDF of a finished batch (binary)',
        tags: ['orders'],
        params: fileParams,
        security: [{ bearerAuth: [] }],
      },
      config: printLabel,
    },
    async (request, reply) => {
      const pdf = await shipping.labels.file(requireCtx(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="label-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    },
  );
}
