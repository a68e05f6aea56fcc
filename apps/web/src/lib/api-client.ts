import type { RouteContract } from '@booster/contracts';
import { authRoutes } from '@booster/contracts/routes';
import type { z } from 'zod';
import { authStorage } from './auth-storage.ts';
import { IMPERSONATION_REFRESH_MARK, impersonationStorage } from './impersonation-storage.ts';
import { paths } from './paths.ts';

/** Every failed call, normalised: the server's `{statusCode, code, error, message, details?}` or a network failure. */
export class ApiClientError extends Error {
  statusCode: number;
  code: string;
  details?: unknown;

  constructor(statusCode: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiClientError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }

  /** Field messages of a 400 answer (`details.fields`), empty otherwise. */
  get fieldErrors(): Record<string, string> {
    const fields = (this.details as { fields?: unknown } | undefined)?.fields;
    return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
  }
}

export type CallOptions = {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  /** 'blob' answers a successful call with the raw body (a PDF download); errors stay JSON. */
  as?: 'json' | 'blob';
};

/** Spec 9: a request failing while a refresh runs waits this long, then retries. */
export const REFRESH_RETRY_WAIT_MS = 1500;
/** Upper bound of waits for one request, so a hung refresh cannot hold it forever. */
const MAX_REFRESH_WAITS = 20;

/** Calls excluded from the refresh logic (spec 7): the logins and the refresh call itself. */
const NO_REFRESH_PATHS = new Set<string>([
  authRoutes.login.path,
  authRoutes.adminLogin.path,
  authRoutes.refresh.path,
]);

type RefreshFlag = 'idle' | 'in-progress' | 'done';
/** The shared refresh flag (spec 4): in progress or done. */
let refreshFlag: RefreshFlag = 'idle';

export function refreshStatus(): RefreshFlag {
  return refreshFlag;
}

/** What happens when the refresh call itself answers 401: auth is gone, the page reloads (spec 8). */
function onSessionExpired() {
  globalThis.location?.reload();
}

export function buildUrl(
  path: string,
  params?: Record<string, string>,
  query?: Record<string, unknown>,
): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new ApiClientError(0, 'MISSING_PARAM', `Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else if (typeof value === 'object') search.append(key, JSON.stringify(value));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toError(status: number, body: unknown): ApiClientError {
  if (body && typeof body === 'object') {
    const b = body as { code?: unknown; message?: unknown; error?: unknown; details?: unknown };
    const code = typeof b.code === 'string' ? b.code : `HTTP_${status}`;
    const message =
      typeof b.message === 'string' ? b.message : typeof b.error === 'string' ? b.error : `HTTP ${status}`;
    return new ApiClientError(status, code, message, b.details);
  }
  return new ApiClientError(
    status,
    `HTTP_${status}`,
    typeof body === 'string' && body ? body : `HTTP ${status}`,
  );
}

async function send(method: string, url: string, body: unknown, token: string | null, signal?: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The server renders its messages in the interface language (i18n setup keeps <html lang> current).
  const lang = globalThis.document?.documentElement.lang;
  if (lang) headers['Accept-Language'] = lang;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    // No timeout (spec 7): only the caller's signal can abort.
    return await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiClientError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
  }
}

let refreshPromise: Promise<void> | null = null;

/** One refresh for everyone: rotates the pair, or on 401 clears auth and reloads (spec 8). */
function refreshTokens(): Promise<void> {
  if (refreshPromise) return refreshPromise;
  refreshFlag = 'in-progress';
  refreshPromise = (async () => {
    const refreshToken = authStorage.get().refreshToken;
    if (!refreshToken) throw new ApiClientError(401, 'UNAUTHENTICATED', 'Not logged in');
    if (refreshToken === IMPERSONATION_REFRESH_MARK) {
      // Acting as a member ends with its token: back to the admin's own login, freshly loaded.
      impersonationStorage.finish();
      globalThis.location?.assign(paths.admin.child('login-user'));
      throw new ApiClientError(401, 'TOKEN_EXPIRED', 'Impersonation ended');
    }
    const res = await send('POST', authRoutes.refresh.path, { refreshToken }, null);
    const body = await readBody(res);
    if (res.status === 401) {
      authStorage.unsetAuth();
      onSessionExpired();
      throw toError(401, body);
    }
    if (!res.ok) throw toError(res.status, body);
    authStorage.setToken(body as { accessToken: string; refreshToken: string });
  })().finally(() => {
    refreshFlag = 'done';
    refreshPromise = null;
  });
  return refreshPromise;
}

/** The part of a request a contract schema describes: required when the schema's input needs something. */
type Part<Name extends string, S> = S extends z.ZodType
  ? Record<string, never> extends z.input<S>
    ? { [K in Name]?: z.input<S> }
    : { [K in Name]: z.input<S> }
  : { [K in Name]?: never };

/** What a caller passes to `callApi(route, …)`: params, query and body typed from the contract's `z.input`. */
export type RequestOf<R extends RouteContract> = Part<'params', R['params']> &
  Part<'query', R['query']> &
  Part<'body', R['body']> &
  Pick<CallOptions, 'signal' | 'as'>;

/** The options argument may be left out when the contract asks for nothing. */
type RequestArgs<R extends RouteContract> =
  Record<string, never> extends RequestOf<R> ? [opts?: RequestOf<R>] : [opts: RequestOf<R>];

/**
 * Calls one contract route. JSON in and out, bearer token from the stored access token.
 * A 401 (outside login and refresh) triggers one refresh per request, then a retry; a request that
 * fails while a refresh is in progress waits 1.5 s and retries.
 */
export function callApi<R extends RouteContract>(
  route: R,
  ...[opts]: RequestArgs<R>
): Promise<z.infer<R['response']>> {
  return callPath<z.infer<R['response']>>(route.method, route.path, (opts ?? {}) as CallOptions);
}

/** Same as `callApi` for an endpoint whose contract ships with a later issue. */
export async function callPath<T>(
  method: RouteContract['method'],
  path: string,
  opts: CallOptions = {},
): Promise<T> {
  const url = buildUrl(path, opts.params, opts.query);
  const refreshable = !NO_REFRESH_PATHS.has(path);
  let refreshed = false;
  let waits = 0;

  for (;;) {
    const token = authStorage.get().accessToken;
    const res = await send(method, url, opts.body, token, opts.signal);
    if (res.ok) return (opts.as === 'blob' ? await res.blob() : await readBody(res)) as T;
    const body = await readBody(res);

    if (res.status === 401 && refreshable && token) {
      if (authStorage.get().accessToken !== token && !refreshed) {
        // Someone refreshed while this request was on the wire: retry with the new token.
        refreshed = true;
        continue;
      }
      if (refreshFlag === 'in-progress' && waits < MAX_REFRESH_WAITS) {
        waits++;
        await sleep(REFRESH_RETRY_WAIT_MS);
        continue;
      }
      if (!refreshed) {
        refreshed = true;
        await refreshTokens();
        continue;
      }
    }
    throw toError(res.status, body);
  }
}
