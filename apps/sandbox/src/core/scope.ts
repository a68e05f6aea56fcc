import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathOf } from './body.ts';
import type { Sandbox } from './context.ts';
import type { Platform } from './types.ts';

/**
 * Counts each API call, and makes injected faults (control API `POST faults`) answer before the real
 * handler, in the platform's own error envelope. Consent pages are exempt: faults model API calls.
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
    sandbox.calls.record(platform, path);
    const fault = sandbox.faults.take(platform, path);
    if (fault === null) return;
    if (fault.status === 429) reply.header('retry-after', String(fault.retryAfterSeconds));
    return reply.code(fault.status).send(envelope(fault.status));
  });
}

function isConsentPath(path: string): boolean {
  return /\/(auth_partner|oauth\/authorize|open\/authorize|dialog\/oauth)(\/approve)?$/.test(path);
}

/** How a platform answers a call to an API it does not have. */
export type UnknownApiAnswer = { status: number; body: unknown };

/**
 * Makes a path the emulator does not implement answer in the platform's envelope for unknown APIs
 * (never the web app's HTML or Booster's own 404), so an adapter calling a wrong path fails loudly.
 */
export function answerUnknownApis(
  app: FastifyInstance,
  answer: (request: FastifyRequest) => UnknownApiAnswer,
) {
  app.setNotFoundHandler(async (request, reply) => {
    const { status, body } = answer(request);
    return reply.code(status).send(body);
  });
}
