import type { FastifyReply } from 'fastify';
import { requestId } from '../core/crypto.ts';

/** Shopee's answer shape: `request_id`, `error` (empty on success), `message`, `warning?`, `response`. */
export class ShopeeError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const shopeeErrors = {
  param: (message: string) => new ShopeeError(400, 'error_param', message),
  auth: (message: string) => new ShopeeError(403, 'error_auth', message),
  sign: () => new ShopeeError(403, 'error_sign', 'Wrong sign.'),
  /** Live Shopee's answer to an expired access token, misspelling included. */
  expiredToken: () => new ShopeeError(403, 'invalid_acceess_token', 'Invalid access_token.'),
  notFound: (message: string) => new ShopeeError(404, 'error_not_found', message),
};

export function sendShopeeError(reply: FastifyReply, error: ShopeeError) {
  return reply
    .code(error.status)
    .send({ request_id: requestId(), error: error.error, message: error.message });
}

/** An API Shopee does not have: HTTP 404 with a bare `error_not_found` (no message). */
export function shopeeUnknownApi() {
  return { status: 404, body: { request_id: requestId(), error: 'error_not_found', message: '' } };
}

/** Fault injection: 429 is Shopee's "too many requests", 5xx its server errors. */
export function shopeeFault(status: number) {
  return {
    request_id: requestId(),
    error: status === 429 ? 'error_too_many_request' : 'error_server',
    message:
      status === 429
        ? 'Too many requests, please try again later.'
        : 'Internal server error, please try again later.',
  };
}

/** A handler's result: a `response` payload, or fields at the top level (auth and shop APIs do that). */
export type ShopeeResult = { response?: unknown; top?: Record<string, unknown>; warning?: string } | Buffer;

export function sendShopee(reply: FastifyReply, result: ShopeeResult) {
  if (Buffer.isBuffer(result)) return reply.type('application/pdf').send(result);
  return reply.send({
    request_id: requestId(),
    error: '',
    message: '',
    ...(result.warning ? { warning: result.warning } : {}),
    ...(result.top ?? {}),
    ...(result.response !== undefined ? { response: result.response } : {}),
  });
}
