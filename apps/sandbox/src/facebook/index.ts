import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../core/context.ts';
import { answerFaults, answerUnknownApis } from '../core/scope.ts';
import { facebookDialogRoutes } from './dialog.ts';
import { graphFault, graphUnknownApi } from './envelope.ts';
import { facebookGraphRoutes } from './graph.ts';

/** Facebook under `<prefix>/facebook`: the login dialog host `/www`, the Graph host `/graph` (endpoints.ts). */
export async function facebookEmulator(app: FastifyInstance, options: { sandbox: Sandbox }) {
  answerFaults(app, options.sandbox, 'facebook', graphFault);
  answerUnknownApis(app, graphUnknownApi);
  await app.register(facebookDialogRoutes, { sandbox: options.sandbox });
  await app.register(facebookGraphRoutes, { sandbox: options.sandbox });
}
