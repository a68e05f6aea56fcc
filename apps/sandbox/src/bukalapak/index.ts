import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../core/context.ts';
import { answerFaults, answerUnknownApis } from '../core/scope.ts';
import { bukalapakApiRoutes } from './api.ts';
import { bukalapakAuthRoutes } from './auth.ts';
import { bukalapakFault, bukalapakUnknownApi } from './envelope.ts';
import { bukalapakListingRoutes } from './listing.ts';

/** Bukalapak under `<prefix>/bukalapak`: accounts host `/accounts`, API host `/api` (endpoints.ts). */
export async function bukalapakEmulator(app: FastifyInstance, options: { sandbox: Sandbox }) {
  answerFaults(app, options.sandbox, 'bukalapak', bukalapakFault);
  answerUnknownApis(app, bukalapakUnknownApi);
  await app.register(bukalapakAuthRoutes, { sandbox: options.sandbox });
  await app.register(bukalapakApiRoutes, { sandbox: options.sandbox });
  await app.register(bukalapakListingRoutes, { sandbox: options.sandbox });
}
