import type { z } from 'zod';
import type { AdapterContext } from '../core/context.ts';
import { kindForStatus, parsePayload } from '../core/errors.ts';
import type { HttpResponse, Query } from '../core/http.ts';
import { AdapterError, type AdapterErrorKind } from '../core/port.ts';
import { facebookErrorSchema } from './schemas.ts';
import { appSecretProof } from './sign.ts';

export type FacebookConfig = {
  dialogHost: string;
  graphHost: string;
  version: string;
  appId: string;
  appSecret: string;
};

const THROTTLED = new Set([4, 17, 32, 341, 613]);

/**
 * Graph error codes (reference 6) -> our kinds. On the token exchanges (`auth`) a rejected code or
 * token (100, 190) means the login has to start over: invalid_token.
 */
export function facebookError(status: number, body: unknown, auth = false): AdapterError {
  const parsed = facebookErrorSchema.safeParse(body);
  const error = parsed.success
    ? parsed.data.error
    : { message: `Facebook answered HTTP ${status}`, code: 0, error_subcode: undefined };
  const code = error.code;
  const platformCode = error.error_subcode ? `${code}/${error.error_subcode}` : String(code || status);
  const make = (kind: AdapterErrorKind, retryable?: boolean, field?: string) =>
    new AdapterError(kind, error.message, platformCode, field, { httpStatus: status, retryable });
  if (THROTTLED.has(code) || status === 429) return make('rate_limited');
  if (code === 190) return make(error.error_subcode === 463 && !auth ? 'expired_token' : 'invalid_token');
  if (code === 102 || code === 10 || (code >= 200 && code <= 299) || (auth && code === 100))
    return make('invalid_token');
  if (code === 506) return make('invalid_input', false, 'message');
  if (code === 1609005) return make('invalid_input', false, 'link');
  if (code === 100) return make('invalid_input');
  if (code === 368) return make('platform', false);
  if (code === 1 || code === 2 || status >= 500) return make('platform', true);
  return make(status >= 400 ? kindForStatus(status) : 'platform');
}

export type FacebookClient = ReturnType<typeof createFacebookClient>;

export function createFacebookClient(config: FacebookConfig, context: AdapterContext) {
  const base = `${config.graphHost}/${config.version}`;

  function check(response: HttpResponse, auth: boolean): unknown {
    const body = response.json();
    if (response.status !== 200 || (body as { error?: unknown } | undefined)?.error) {
      throw facebookError(response.status, body, auth);
    }
    return body;
  }

  /** Token-bearing parameters: the token plus its appsecret_proof (required when the app demands it). */
  const bearer = (token: string) => ({
    access_token: token,
    appsecret_proof: appSecretProof(config.appSecret, token),
  });

  return {
    config,
    get<S extends z.ZodType>(input: {
      path: string;
      query: Query;
      token?: string;
      schema: S;
      auth?: boolean;
    }): Promise<z.output<S>> {
      return context.http.request(
        () => ({
          method: 'GET',
          url: `${base}${input.path}`,
          query: { ...input.query, ...(input.token ? bearer(input.token) : {}) },
        }),
        (response) => parsePayload(input.schema, check(response, input.auth ?? false), input.path),
        { rateKey: 'app' },
      );
    },
    post<S extends z.ZodType>(input: {
      path: string;
      form: Record<string, string>;
      token: string;
      schema: S;
      rateKey: string;
    }): Promise<z.output<S>> {
      return context.http.request(
        () => ({
          method: 'POST',
          url: `${base}${input.path}`,
          form: { ...input.form, ...bearer(input.token) },
        }),
        (response) => parsePayload(input.schema, check(response, false), input.path),
        { rateKey: input.rateKey },
      );
    },
  };
}
