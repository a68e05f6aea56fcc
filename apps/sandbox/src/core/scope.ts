import type { FastifyInstance } from 'fastify';
import { pathOf } from './body.ts';
import type { Sandbox } from './context.ts';
import type { Platform } from './types.ts';

/**
 * Makes injected faults (control API `POST faults`) answer before the real handler, in the platform's own
 * error envelope. Consent pages are exempt: faults model API calls.
 */
export function answerFaults(
  app: FastifyInstance,
  sandbox: Sandbox,
  platform: Platform,
  envelope: (status: number) => unknown,
) {
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request);
    if (isConsentPath(path)) return;
    const fault = sandbox.faults.take(platform, path);
    if (fault === null) return;
    if (fault.status === 429) reply.header('retry-after', String(fault.retryAfterSeconds));
    return reply.code(fault.status).send(envelope(fault.status));
  });
}

function isConsentPath(path: string): boolean {
  return /\/(auth_partner|oauth\/authorize|open\/authorize|dialog\/oauth)(\/approve)?$/.test(path);
}
