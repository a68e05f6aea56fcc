import { kindForStatus } from './errors.ts';
import { AdapterError } from './port.ts';
import type { RateLimiter } from './rate-limiter.ts';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export type HttpRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  query?: Query;
  headers?: Record<string, string>;
  /** At most one of json, form, multipart, body. `body` goes out byte-identical (signatures cover it). */
  json?: unknown;
  form?: Record<string, string>;
  /** multipart/form-data (image uploads): text fields and files; fetch sets the boundary. */
  multipart?: MultipartPart[];
  body?: string;
  timeoutMs?: number;
};

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; fileName: string; contentType: string; data: Uint8Array };

/** An image of `uploadImage` as the file part `name` of a multipart upload (each platform names its own). */
export function imagePart(
  name: string,
  image: { fileName: string; contentType: string; data: Uint8Array },
): MultipartPart {
  return { name, fileName: image.fileName, contentType: image.contentType, data: image.data };
}

export type HttpResponse = {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  text(): string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json(): unknown;
};

export type RetryPolicy = {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for; the error goes to the caller (a job retries later). */
  maxRetryAfterMs: number;
};

export type HttpClientOptions = {
  fetch?: typeof fetch;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  limiter?: RateLimiter;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told the outcome of every request once its retries are over (the usage counters). */
  onOutcome?: (ok: boolean) => void;
};

export type RequestOptions = {
  /** Rate-limiter bucket, e.g. the shop id; every attempt takes a token. */
  rateKey?: string;
};

export type HttpClient = {
  /**
   * `build` runs before every attempt so timestamps and signatures are fresh; `parse` turns the
   * response into a value or throws an AdapterError. Network failures, 429/5xx answers and retryable
   * AdapterErrors (rate_limited, platform) are retried with exponential backoff and jitter.
   */
  request<T>(
    build: () => HttpRequest | Promise<HttpRequest>,
    parse: (response: HttpResponse) => T | Promise<T>,
    options?: RequestOptions,
  ): Promise<T>;
};

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  maxRetryAfterMs: 30_000,
};

export function buildUrl(url: string, query: Query = {}): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) target.searchParams.append(key, String(v));
    else target.searchParams.append(key, String(value));
  }
  return target.toString();
}

/** The default parse: the body as JSON for 2xx, an AdapterError from the status otherwise. */
export function expectOk(response: HttpResponse): unknown {
  if (response.status >= 200 && response.status < 300) return response.json();
  throw new AdapterError(
    kindForStatus(response.status),
    `HTTP ${response.status}`,
    String(response.status),
    undefined,
    {
      httpStatus: response.status,
    },
  );
}

export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const value = headers.get('retry-after');
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function backoffDelayMs(attempt: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  // "Equal jitter": never less than half the ceiling, so retries still back off.
  return ceiling / 2 + random() * (ceiling / 2);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;
  const defaultTimeout = options.timeoutMs ?? 15_000;

  async function once(request: HttpRequest): Promise<HttpResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    let body: string | FormData | undefined;
    if (request.multipart) {
      const form = new FormData();
      for (const part of request.multipart) {
        if ('value' in part) form.append(part.name, part.value);
        else form.append(part.name, new Blob([part.data], { type: part.contentType }), part.fileName);
      }
      body = form;
    } else if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      headers['content-type'] ??= 'application/json';
    } else if (request.form) {
      body = new URLSearchParams(request.form).toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    } else if (request.body !== undefined) {
      body = request.body;
      headers['content-type'] ??= 'application/json';
    }
    const response = await doFetch(buildUrl(request.url, request.query), {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(request.timeoutMs ?? defaultTimeout),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let text: string | undefined;
    const readText = () => {
      text ??= new TextDecoder().decode(bytes);
      return text;
    };
    return {
      status: response.status,
      headers: response.headers,
      bytes,
      text: readText,
      json() {
        try {
          return JSON.parse(readText());
        } catch {
          return undefined;
        }
      },
    };
  }

  return {
    async request(build, parse, requestOptions = {}) {
      for (let attempt = 1; ; attempt++) {
        if (options.limiter && requestOptions.rateKey) await options.limiter.acquire(requestOptions.rateKey);
        const request = await build();
        let response: HttpResponse | undefined;
        let failure: unknown;
        try {
          response = await once(request);
          const value = await parse(response);
          options.onOutcome?.(true);
          return value;
        } catch (error) {
          failure = response ? error : networkError(error);
        }
        const retryable = failure instanceof AdapterError && failure.retryable;
        if (!retryable || attempt >= policy.maxAttempts) {
          options.onOutcome?.(false);
          throw failure;
        }
        let delay = backoffDelayMs(attempt, policy, random);
        const hinted = response ? retryAfterMs(response.headers) : null;
        if (hinted !== null) {
          if (hinted > policy.maxRetryAfterMs) {
            options.onOutcome?.(false);
            throw failure;
          }
          delay = Math.max(delay, hinted);
        }
        await sleep(delay);
      }
    },
  };
}

function networkError(error: unknown): unknown {
  if (error instanceof AdapterError) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  const timedOut = name === 'TimeoutError' || name === 'AbortError';
  return new AdapterError(
    'platform',
    timedOut ? 'Request timed out' : `Network error: ${message}`,
    timedOut ? 'timeout' : 'network',
  );
}
