import type { ApiError, Mail, Session } from '@booster/contracts';
import type { FastifyInstance } from 'fastify';

export type ApiResponse<T = unknown> = {
  status: number;
  body: T;
  headers: Record<string, string | number | string[] | undefined>;
};

type RequestOptions = { token?: string; headers?: Record<string, string> };

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
