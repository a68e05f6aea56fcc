import { STATUS_CODES } from 'node:http';
import type { ApiError, Mail, RouteContract, Session } from '@booster/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** The one error shape of every non-2xx answer (`error` is the status's reason phrase), for `toEqual`. */
export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
) {
  return { statusCode, code, error: STATUS_CODES[statusCode], message, ...(details ? { details } : {}) };
}

export type ApiResponse<T = unknown> = {
  status: number;
  body: T;
  headers: Record<string, string | number | string[] | undefined>;
};

type RequestOptions = { token?: string; headers?: Record<string, string> };

/** One part of a request as the contract's schema takes it: required when that schema needs something. */
type Part<Name extends string, S> = S extends z.ZodType
  ? Record<string, never> extends z.input<S>
    ? { [K in Name]?: z.input<S> }
    : { [K in Name]: z.input<S> }
  : { [K in Name]?: never };

/** What `api.route(contract, …)` takes: params, query and body typed from the contract, plus the token. */
export type RouteRequest<R extends RouteContract> = Part<'params', R['params']> &
  Part<'query', R['query']> &
  Part<'body', R['body']> &
  RequestOptions;

/** The contract's path with its `:params` filled in and its query appended (arrays repeat the key). */
export function routeUrl(
  path: string,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** JSON calls through `app.inject` (the full Fastify pipeline, no socket). */
export function createApiClient(app: FastifyInstance) {
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ) {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = response.body;
    const parsed =
      text && response.headers['content-type']?.toString().includes('json') ? JSON.parse(text) : text;
    return {
      status: response.statusCode,
      body: parsed as T,
      headers: response.headers,
    } satisfies ApiResponse<T>;
  }

  const api = {
    get: <T = unknown>(url: string, options?: RequestOptions) => call<T>('GET', url, undefined, options),
    post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
      call<T>('POST', url, body ?? {}, options),
    put: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
      call<T>('PUT', url, body ?? {}, options),
    delete: <T = unknown>(url: string, options?: RequestOptions) =>
      call<T>('DELETE', url, undefined, options),

    /**
     * A call to one contract route, e.g. `api.route(stockRoutes.detail, { params: { id }, token })`:
     * params, query and body are checked against the contract and the body comes back as its response
     * type (an error status still returns the error body; check `status`).
     */
    route<R extends RouteContract>(route: R, request: RouteRequest<R>) {
      const { params, query, body, token, headers } = request as RouteRequest<RouteContract> & {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
      };
      const url = routeUrl(route.path, params, query);
      const sent = route.method === 'GET' || route.method === 'DELETE' ? body : (body ?? {});
      return call<z.infer<R['response']>>(route.method, url, sent, { token, headers });
    },

    async login(email: string, password: string, kind: 'member' | 'admin' = 'member'): Promise<Session> {
      const res = await api.post<Session>(kind === 'admin' ? '/api/authadmin/login' : '/api/auth/login', {
        email,
        password,
      });
      if (res.status !== 200)
        throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },

    async mailbox(to: string): Promise<Mail[]> {
      const res = await api.get<Mail[]>(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      if (res.status !== 200) throw new Error(`mailbox failed: ${res.status}`);
      return res.body;
    },

    /** The newest mailed link that contains `path`, and its token. */
    async linkFromMail(to: string, path: string): Promise<{ link: string; token: string }> {
      const mails = await api.mailbox(to);
      const link = mails.flatMap((m) => m.links).find((l) => new URL(l).pathname === path);
      if (!link) throw new Error(`no ${path} link mailed to ${to}`);
      return { link, token: new URL(link).searchParams.get('token') ?? '' };
    },
  };
  return api;
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type { ApiError };
