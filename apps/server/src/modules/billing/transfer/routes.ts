import {
  ADMIN_TRANSFER_PROOF_PATH,
  adminBankAccountRoutes,
  invoiceParamsSchema,
  PROOF_MAX_BYTES,
  TRANSFER_PROOF_PATH,
  transferRoutes,
} from '@booster/contracts';
import { access, type RouteAccess } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../../platform/auth/index.ts';
import { route } from '../../../platform/http/route.ts';
import type { BankAccounts } from './bank-accounts.ts';
import type { TransferService } from './transfer-service.ts';

/** Base64 grows 4/3; room for the JSON around it. */
const PROOF_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * Member side (the owner only, like the rest of billing) and the admin's bank accounts. The proof is
 * served to its owner and to admins, never from the public files route.
 */
export function registerTransferRoutes(
  app: FastifyInstance,
  deps: { transfers: TransferService; bankAccounts: BankAccounts },
) {
  const { transfers, bankAccounts } = deps;
  const owner = { access: access.owner({ verified: false }) };
  const admin = { access: access.admin() };

  route(app, transferRoutes.open, owner, async (req) => transfers.open(requireCtx(req), req.params.id));
  route(app, transferRoutes.submitProof, { ...owner, bodyLimit: PROOF_BODY_LIMIT }, async (req) =>
    transfers.submitProof(requireCtx(req), req.params.id, req.body),
  );

  const proofRoute = (path: string, who: RouteAccess, own: boolean) =>
    app.get<{ Params: { id: string } }>(
      path,
      {
        schema: {
          summary: 'The proof of transfer of an invoice (binary)',
          tags: [own ? 'billing' : 'admin'],
          params: invoiceParamsSchema,
          security: [{ bearerAuth: [] }],
        },
        config: { access: who },
      },
      async (request, reply) => {
        const ctx = requireCtx(request);
        const file = await transfers.proof(request.params.id, own ? ctx.accountId : undefined);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', 'inline')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(file.data));
      },
    );
  proofRoute(TRANSFER_PROOF_PATH, owner.access, true);
  proofRoute(ADMIN_TRANSFER_PROOF_PATH, admin.access, false);

  route(app, adminBankAccountRoutes.list, admin, async () => bankAccounts.list({ activeOnly: false }));
  route(app, adminBankAccountRoutes.create, admin, async (req) =>
    bankAccounts.create(requireCtx(req), req.body),
  );
  route(app, adminBankAccountRoutes.update, admin, async (req) =>
    bankAccounts.update(requireCtx(req), req.params.id, req.body),
  );
  route(app, adminBankAccountRoutes.remove, admin, async (req) =>
    bankAccounts.remove(requireCtx(req), req.params.id),
  );
}
