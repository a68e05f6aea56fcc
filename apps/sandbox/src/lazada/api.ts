import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf, pathOf, queryOf } from '../core/body.ts';
import type { Sandbox } from '../core/context.ts';
import { requestId } from '../core/crypto.ts';
import type { Shop } from '../core/types.ts';
import { LazadaError, lazadaErrorBody, lazadaErrors, lazadaUnknownApi } from './envelope.ts';
import { verifyLazada } from './sign.ts';

export type LazadaCall = { request: FastifyRequest; params: Record<string, string>; shop: Shop };
/** A handler answers `data` (wrapped as `{code:"0", data}`) or, with `top`, fields at the top level. */
export type LazadaResult = { data?: unknown; top?: Record<string, unknown>; result?: unknown };
type Api = {
  methods: string[];
  needsToken: boolean;
  handler: (call: LazadaCall) => LazadaResult | Promise<LazadaResult>;
};

/**
 * One gateway per Lazada host (`/rest` for the API, `/auth/rest` for tokens): every call is signed and
 * dispatched by its API path; seller APIs also need `access_token`.
 */
export class LazadaGateway {
  private apis = new Map<string, Api>();

  constructor(private readonly sandbox: Sandbox) {}

  add(method: 'GET' | 'POST' | 'GET,POST', path: string, handler: Api['handler'], needsToken = true) {
    this.apis.set(path, { methods: method.split(','), needsToken, handler });
  }

  mount(app: FastifyInstance, base: string) {
    const fullBase = `${app.prefix}${base}`;
    app.all(`${base}/*`, async (request, reply) => {
      const apiPath = pathOf(request).slice(fullBase.length);
      try {
        const api = this.apis.get(apiPath);
        if (!api) return reply.send(lazadaUnknownApi().body);
        if (!api.methods.includes(request.method))
          throw new LazadaError('InvalidMethod', `Use ${api.methods.join(' or ')}`);
        const isForm = String(request.headers['content-type'] ?? '').includes(
          'application/x-www-form-urlencoded',
        );
        const params = { ...queryOf(request), ...(isForm ? stringify(bodyOf(request)) : {}) };
        verifyLazada(request, this.sandbox.credentials.lazada, apiPath, params);
        const shop = api.needsToken ? this.shopOf(params.access_token) : (undefined as unknown as Shop);
        const result = await api.handler({ request, params, shop });
        if (result.top) return reply.send({ ...result.top, code: '0', request_id: requestId() });
        if (result.result !== undefined)
          return reply.send({ code: '0', result: result.result, request_id: requestId() });
        return reply.send({ code: '0', data: result.data, request_id: requestId() });
      } catch (error) {
        if (error instanceof LazadaError) return reply.send(lazadaErrorBody(error));
        throw error;
      }
    });
  }

  private shopOf(token: string | undefined): Shop {
    if (!token) throw lazadaErrors.missing('access_token');
    const checked = this.sandbox.auth.checkAccess('lazada', token);
    if (!checked.ok) throw lazadaErrors.token();
    const shop = this.sandbox.world.shop('lazada', checked.grant.subject);
    if (!shop) throw lazadaErrors.token();
    return shop;
  }
}

function stringify(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

/** Parses a JSON-string parameter such as `payload`, `packReq`. */
export function jsonParam<T>(params: Record<string, string>, name: string): T {
  if (!params[name]) throw lazadaErrors.missing(name);
  try {
    return JSON.parse(params[name]) as T;
  } catch {
    throw new LazadaError('1001', `E1001: ${name} is not valid JSON`);
  }
}

export function intParam(
  params: Record<string, string>,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
) {
  if (params[name] === undefined || params[name] === '') return fallback;
  const n = Number(params[name]);
  if (!Number.isInteger(n) || n < 0 || n > max) throw lazadaErrors.invalid(name);
  return n;
}
