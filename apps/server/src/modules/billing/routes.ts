import { billingRoutes, INVOICE_PDF_PATH, invoiceParamsSchema } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { GatewayIntake } from './gateway-intake.ts';
import type { BillingService } from './service.ts';

/**
 * Billing: only the account owner quotes, buys and pays (sub-members get 403). Verified e-mail is
 * not required, like the payment pages a downgraded member may still open. The Midtrans
 * notification is public and trusted only through its signature_key.
 */
export function registerBillingRoutes(
  app: FastifyInstance,
  deps: { billing: BillingService; intake: GatewayIntake },
) {
  const { billing, intake } = deps;
  const owner = { access: access.owner({ verified: false }) };
  route(app, billingRoutes.quote, owner, async (req) => billing.quote(requireCtx(req), req.body));
  route(app, billingRoutes.createInvoice, owner, async (req) =>
    billing.createInvoice(requireCtx(req), req.body),
  );
  route(app, billingRoutes.invoices, owner, async (req) => billing.list(requireCtx(req), req.query));
  route(app, billingRoutes.invoice, owner, async (req) => billing.get(requireCtx(req), req.params.id));
  route(app, billingRoutes.payWithMidtrans, owner, async (req) =>
    billing.payWithMidtrans(requireCtx(req), req.params.id),
  );
  route(app, billingRoutes.paymentFinish, owner, async (req) =>
    billing.paymentFinish(requireCtx(req), req.query.order_id),
  );
  app.get<{ Params: { id: string } }>(
    INVOICE_PDF_PATH,
    {
      schema: {
        summary: 'The invoice as a PDF (binary)',
        tags: ['billing'],
        params: invoiceParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      config: owner,
    },
    async (request, reply) => {
      const { number, bytes } = await billing.pdf(requireCtx(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
  route(app, billingRoutes.midtransNotification, { access: access.public() }, async (req) => {
    await intake.apply('notification', req.body);
    return { status: 'ok' as const };
  });
}
