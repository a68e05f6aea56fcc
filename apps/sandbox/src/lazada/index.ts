import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../core/context.ts';
import { answerFaults, answerUnknownApis } from '../core/scope.ts';
import { LazadaGateway } from './api.ts';
import { lazadaConsentRoutes, lazadaTokenApis } from './auth.ts';
import { lazadaCatalogApis } from './catalog.ts';
import { lazadaChatApis } from './chat.ts';
import { lazadaFault, lazadaUnknownApi } from './envelope.ts';
import { lazadaFinanceApis } from './finance.ts';
import { lazadaListingApis } from './listing.ts';
import { lazadaOrderApis } from './order.ts';
import { lazadaProductApis } from './product.ts';

/**
 * Lazada Open Platform under `<prefix>/lazada`: consent at `/oauth/authorize`, the auth gateway at
 * `/auth/rest` and the API gateway at `/rest` (endpoints.ts).
 */
export async function lazadaEmulator(app: FastifyInstance, options: { sandbox: Sandbox }) {
  const { sandbox } = options;
  answerFaults(app, sandbox, 'lazada', lazadaFault);
  answerUnknownApis(app, lazadaUnknownApi);
  await app.register(lazadaConsentRoutes, { sandbox });

  const auth = new LazadaGateway(sandbox);
  lazadaTokenApis(auth, sandbox);
  auth.mount(app, '/auth/rest');

  const api = new LazadaGateway(sandbox);
  lazadaProductApis(api, sandbox);
  lazadaCatalogApis(api, sandbox);
  lazadaListingApis(api, sandbox);
  lazadaOrderApis(api, sandbox);
  lazadaFinanceApis(api);
  lazadaChatApis(api, sandbox);
  api.mount(app, '/rest');
}
