import type { z } from 'zod';
import { AdapterError, type AdapterErrorKind } from './port.ts';

export function isAdapterError(error: unknown, kind?: AdapterErrorKind): error is AdapterError {
  return error instanceof AdapterError && (kind === undefined || error.kind === kind);
}

export function unsupported(marketplace: string, capability: string): AdapterError {
  return new AdapterError(
    'unsupported',
    `${marketplace} does not offer ${capability}`,
    undefined,
    undefined,
    {
      retryable: false,
    },
  );
}

/** The kind an HTTP status implies when the platform's envelope says nothing more specific. */
export function kindForStatus(status: number): AdapterErrorKind {
  if (status === 429) return 'rate_limited';
  if (status === 401) return 'invalid_token';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'platform';
  if (status >= 400) return 'invalid_input';
  return 'platform';
}

export function statusError(status: number, message: string, platformCode?: string): AdapterError {
  return new AdapterError(kindForStatus(status), message, platformCode ?? String(status), undefined, {
    httpStatus: status,
  });
}

/** A payload that does not match the schema is a platform change, not something a retry fixes. */
export function parsePayload<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid';
  throw new AdapterError('platform', `Unexpected ${what} payload (${where})`, 'bad_payload', undefined, {
    retryable: false,
  });
}

/** A webhook or response body that is not JSON at all. */
export function parseJson(raw: string, what: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new AdapterError('invalid_input', `${what} is not JSON`, 'bad_json', undefined, {
      retryable: false,
    });
  }
}

/** The errors one platform answer can become: same message, code and HTTP status, the kind chosen by the caller. */
export function errorsOfAnswer(status: number, message: string, code: string) {
  return (kind: AdapterErrorKind, retryable?: boolean, text = message): AdapterError =>
    new AdapterError(kind, text, code, undefined, { httpStatus: status, retryable });
}
