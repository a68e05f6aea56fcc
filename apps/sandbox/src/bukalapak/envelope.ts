import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Sandbox } from '../core/context.ts';
import type { Shop } from '../core/types.ts';

/** Bukalapak API v4 style: `{data, meta: {http_status, …}}`, errors `{errors: [{code, message}], meta}`. */
export class BukalapakError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** The request field a validation error is about (sandbox-defined, like the product API itself). */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const bukalapakErrors = {
  invalidToken: () => new BukalapakError(401, 10001, 'Invalid access token'),
  expiredToken: () => new BukalapakError(401, 10002, 'Access token expired'),
  scope: () => new BukalapakError(403, 10003, 'Token has no access to a store'),
  notFound: (what: string) => new BukalapakError(404, 10004, `${what} not found`),
  invalid: (message: string, field?: string) => new BukalapakError(422, 10005, message, field),
};

export function bukalapakErrorBody(status: number, code: number, message: string, field?: string) {
  return { errors: [{ code, message, ...(field ? { field } : {}) }], meta: { http_status: status } };
}

/** A route Bukalapak does not have (sandbox-defined, in its v4 error shape). */
export function bukalapakUnknownApi() {
  return { status: 404, body: bukalapakErrorBody(404, 10404, 'Route not found') };
}

export function bukalapakFault(status: number) {
  return bukalapakErrorBody(
    status,
    status === 429 ? 10029 : 10500,
    status === 429 ? 'Too many requests' : 'Internal server error',
  );
}

export function sendData(reply: FastifyReply, data: unknown, meta: Record<string, unknown> = {}) {
  return reply.send({ data, meta: { http_status: 200, ...meta } });
}

/** The Bearer token's store; the errors say whether the token is unknown or has expired. */
export function storeOf(sandbox: Sandbox, request: FastifyRequest): Shop {
  const header = request.headers.authorization ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (!token) throw bukalapakErrors.invalidToken();
  const checked = sandbox.auth.checkAccess('bukalapak', token);
  if (!checked.ok)
    throw checked.reason === 'expired' ? bukalapakErrors.expiredToken() : bukalapakErrors.invalidToken();
  const shop = sandbox.world.shop('bukalapak', checked.grant.subject);
  if (!shop) throw bukalapakErrors.scope();
  return shop;
}

export function handleBukalapak(reply: FastifyReply, error: unknown) {
  if (!(error instanceof BukalapakError)) throw error;
  if (error.status === 401) {
    const description = error.code === 10002 ? 'The access token expired' : 'The access token is invalid';
    reply.header(
      'www-authenticate',
      `Bearer realm="Bukalapak", error="invalid_token", error_description="${description}"`,
    );
  }
  return reply
    .code(error.status)
    .send(bukalapakErrorBody(error.status, error.code, error.message, error.field));
}

type Handler = (shop: Shop, request: FastifyRequest, reply: FastifyReply) => unknown;

/** Registers an API route under `/api` that answers for the Bearer token's store. */
export function bukalapakRoute(app: FastifyInstance, sandbox: Sandbox) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, handler: Handler) =>
    app.route({
      method,
      url: `/api${url}`,
      handler: async (request, reply) => {
        try {
          return await handler(storeOf(sandbox, request), request, reply);
        } catch (error) {
          return handleBukalapak(reply, error);
        }
      },
    });
}

export const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
