import { danaRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireCtx } from '../../../platform/auth/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import { route } from '../../../platform/http/route.ts';
import type { DanaIntake } from './dana-intake.ts';
import type { DanaPayments } from './dana-payments.ts';
import { verifyDanaNotify } from './dana-signature.ts';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

/**
 * `POST /api/billing/invoices/:id/dana` (owner) and DANA's Finish Notify (public, trusted only through
 * X-SIGNATURE over the exact bytes DANA sent, checked with DANA's public key).
 */
export function registerDanaRoutes(
  app: FastifyInstance,
  deps: { payments: DanaPayments; intake: DanaIntake; danaPublicKey: string | null; notifyPath: string },
) {
  route(app, danaRoutes.payWithDana, { access: access.owner({ verified: false }) }, async (req) =>
    deps.payments.pay(requireCtx(req), req.params.id),
  );

  // The signature covers the raw body: this scope keeps it beside the parsed JSON.
  const raw = new WeakMap<FastifyRequest, string>();
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      raw.set(request, String(body));
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new AppError('VALIDATION_FAILED', { fields: { body: 'validation.invalid' } }), undefined);
      }
    });
    route(
      scope,
      danaRoutes.danaNotify,
      { access: access.public(), config: { rateLimit: false } },
      async (req) => {
        const valid =
          !!deps.danaPublicKey &&
          verifyDanaNotify(deps.danaPublicKey, {
            path: deps.notifyPath,
            body: raw.get(req) ?? '',
            timestamp: header(req, 'x-timestamp'),
            signature: header(req, 'x-signature'),
          });
        if (!valid) return deps.intake.refuseForged(req.body);
        await deps.intake.apply('notification', req.body);
        return { responseCode: '2005600', responseMessage: 'Successful' };
      },
    );
  });
}
