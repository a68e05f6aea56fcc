import type { z } from 'zod';
import type { AdapterContext } from '../core/context.ts';
import { errorsOfAnswer, kindForStatus, parsePayload } from '../core/errors.ts';
import type { HttpResponse, MultipartPart, Query } from '../core/http.ts';
import { AdapterError, type ShopCredentials } from '../core/port.ts';
import { bukalapakListingField } from './listing-errors.ts';

export type BukalapakConfig = {
  accountsHost: string;
  apiHost: string;
  clientId: string;
  clientSecret: string;
};

type ErrorBody = {
  error?: string;
  error_description?: string;
  errors?: { code?: number | string; message?: string; field?: string }[];
};

/**
 * OAuth2 token errors (`error`) and API errors (`errors[]`) -> our kinds. Bearer APIs have no error
 * code for "expired": a 401 is treated as expired so the caller refreshes once; a refresh that fails
 * with invalid_grant then reports invalid_token.
 */
export function bukalapakError(status: number, body: unknown, auth = false): AdapterError {
  const b = (body ?? {}) as ErrorBody;
  const first = b.errors?.[0];
  const code = b.error ?? (first?.code !== undefined ? String(first.code) : String(status));
  const message = b.error_description ?? first?.message ?? `Bukalapak answered HTTP ${status}`;
  const make = errorsOfAnswer(status, message, code);
  if (status === 429) return make('rate_limited');
  // Booster's client id or secret refused: an operator's fix, not the seller's authorization.
  if (code === 'invalid_client' || code === 'unauthorized_client') return make('configuration');
  // A route the API does not have (the emulator's 10404): an adapter bug, never "not found" data.
  if (code === '10404') return make('platform', false);
  if (code === 'invalid_grant' || (auth && status < 500)) return make('invalid_token');
  if (status === 401) return make(/revoked/i.test(message) ? 'invalid_token' : 'expired_token');
  const field = bukalapakListingField(first?.field);
  if (field && kindForStatus(status) === 'invalid_input')
    return new AdapterError('invalid_input', message, code, field, { httpStatus: status });
  return make(kindForStatus(status));
}

export type BukalapakClient = ReturnType<typeof createBukalapakClient>;

export function createBukalapakClient(config: BukalapakConfig, context: AdapterContext) {
  function check(response: HttpResponse, auth: boolean): unknown {
    const body = response.json();
    if (response.status < 200 || response.status >= 300) throw bukalapakError(response.status, body, auth);
    return body;
  }

  function call<S extends z.ZodType>(input: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH';
    path: string;
    query?: Query;
    body?: unknown;
    /** Uploads go as multipart/form-data instead of a JSON body. */
    multipart?: MultipartPart[];
    shop: ShopCredentials;
    schema: S;
  }): Promise<z.output<S>> {
    return context.http.request(
      () => ({
        method: input.method,
        url: `${config.apiHost}${input.path}`,
        query: input.query,
        headers: { authorization: `Bearer ${input.shop.accessToken}` },
        json: input.body,
        multipart: input.multipart,
      }),
      (response) => parsePayload(input.schema, check(response, false), input.path),
      { rateKey: input.shop.shopId },
    );
  }

  return {
    config,

    token<S extends z.ZodType>(form: Record<string, string>, schema: S): Promise<z.output<S>> {
      return context.http.request(
        () => ({
          method: 'POST',
          url: `${config.accountsHost}/oauth/token`,
          form: { client_id: config.clientId, client_secret: config.clientSecret, ...form },
        }),
        (response) => parsePayload(schema, check(response, true), 'oauth/token'),
      );
    },

    call,
    /** `call` for a shop's GET (`client.get(shop, path, schema, query)`) and POST (`client.post(shop, path, schema, body)`). */
    get: <S extends z.ZodType>(shop: ShopCredentials, path: string, schema: S, query?: Query) =>
      call({ method: 'GET', path, query, shop, schema }),
    post: <S extends z.ZodType>(shop: ShopCredentials, path: string, schema: S, body: unknown) =>
      call({ method: 'POST', path, body, shop, schema }),

    download(input: { path: string; query: Query; shop: ShopCredentials }): Promise<Uint8Array> {
      return context.http.request(
        () => ({
          method: 'GET',
          url: `${config.apiHost}${input.path}`,
          query: input.query,
          headers: { authorization: `Bearer ${input.shop.accessToken}`, accept: 'application/pdf' },
        }),
        (response) => {
          if (response.status === 200) return response.bytes;
          throw bukalapakError(response.status, response.json());
        },
        { rateKey: input.shop.shopId },
      );
    },
  };
}
