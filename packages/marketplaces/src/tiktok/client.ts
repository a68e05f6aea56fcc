import type { z } from 'zod';
import type { AdapterContext } from '../core/context.ts';
import { unixSeconds } from '../core/context.ts';
import { errorsOfAnswer, kindForStatus, parsePayload } from '../core/errors.ts';
import type { HttpResponse, MultipartPart, Query } from '../core/http.ts';
import type { AdapterError, ShopCredentials } from '../core/port.ts';
import { tiktokChatError } from './chat-errors.ts';
import { tiktokSign } from './sign.ts';

export type TiktokConfig = {
  authorizeUrl: string;
  authHost: string;
  apiHost: string;
  appKey: string;
  appSecret: string;
  serviceId: string;
};

/**
 * The app's own setup refused: wrong sign (app secret), wrong app key or secret on the token calls,
 * a server address not allow-listed. The seller's authorization is fine; an operator fixes it.
 */
const CONFIGURATION_CODES = new Set(['106001', '36004003', '36009033']);
/** Our bug (unknown path or method, missing cipher or scope): nothing a retry or refresh fixes. */
const SETUP_CODES = new Set(['36009004', '105005', '106013', '36009009', '36009010']);

/** TikTok's numeric `code` -> our kinds (reference 3.5). */
export function tiktokError(status: number, body: unknown, auth = false): AdapterError {
  const envelope = (body ?? {}) as { code?: number | string; message?: string };
  const code = String(envelope.code ?? status);
  const message = envelope.message || `TikTok Shop answered HTTP ${status}`;
  const make = errorsOfAnswer(status, message, code);
  if (status === 429 || code === '36009002') return make('rate_limited');
  const chat = tiktokChatError(code, make);
  if (chat) return chat;
  if (code === '105002') return make(auth ? 'invalid_token' : 'expired_token');
  if (CONFIGURATION_CODES.has(code)) return make('configuration');
  if (SETUP_CODES.has(code)) return make('platform', false);
  if (code.startsWith('1050') || auth) return make(status >= 500 ? 'platform' : 'invalid_token');
  if (status >= 500) return make('platform', true);
  if (status === 404 || /not (be )?found|not exist/i.test(message)) return make('not_found');
  return make(status >= 400 ? kindForStatus(status) : 'invalid_input');
}

type CallInput<S extends z.ZodType> = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Query;
  body?: unknown;
  /** Uploads: sent as multipart/form-data, which the sign does not cover (reference 3.4). */
  multipart?: MultipartPart[];
  shop: ShopCredentials;
  /** Calls outside a shop (e.g. /authorization/202309/shops) carry no shop_cipher. */
  withCipher?: boolean;
  schema: S;
};

export type TiktokClient = ReturnType<typeof createTiktokClient>;

export function createTiktokClient(config: TiktokConfig, context: AdapterContext) {
  function check(response: HttpResponse, auth: boolean): unknown {
    const body = response.json() as { code?: number | string } | undefined;
    if (response.status !== 200 || body === undefined || Number(body.code) !== 0) {
      throw tiktokError(response.status, body, auth);
    }
    return body;
  }

  function call<S extends z.ZodType>(input: CallInput<S>): Promise<z.output<S>> {
    return context.http.request(
      () => {
        const query: Record<string, string> = {
          app_key: config.appKey,
          timestamp: String(unixSeconds(context.now())),
        };
        const cipher = input.shop.extra?.shopCipher;
        if ((input.withCipher ?? true) && cipher) query.shop_cipher = cipher;
        for (const [key, value] of Object.entries(input.query ?? {})) {
          if (value !== undefined && value !== null)
            query[key] = Array.isArray(value) ? value.join(',') : String(value);
        }
        const body = input.body === undefined ? undefined : JSON.stringify(input.body);
        query.sign = tiktokSign(config.appSecret, input.path, query, body);
        const headers: Record<string, string> = { 'x-tts-access-token': input.shop.accessToken };
        if (input.multipart)
          return {
            method: input.method,
            url: `${config.apiHost}${input.path}`,
            query,
            headers,
            multipart: input.multipart,
          };
        headers['content-type'] = 'application/json';
        return { method: input.method, url: `${config.apiHost}${input.path}`, query, headers, body };
      },
      (response) => parsePayload(input.schema, check(response, false), input.path),
      // 50 QPS is per API per shop, so the path is part of the bucket.
      { rateKey: `${input.shop.shopId}:${input.path.replace(/\/\d+(?=\/|$)/g, '/:id')}` },
    );
  }

  return {
    config,

    call,
    /** `call` for a shop's GET (`client.get(shop, path, schema, query)`) and POST (`client.post(shop, path, schema, body)`). */
    get: <S extends z.ZodType>(shop: ShopCredentials, path: string, schema: S, query?: Query) =>
      call({ method: 'GET', path, query, shop, schema }),
    post: <S extends z.ZodType>(shop: ShopCredentials, path: string, schema: S, body: unknown) =>
      call({ method: 'POST', path, body, shop, schema }),

    /** Token get/refresh: unsigned GETs on the auth host with app_secret in the query (reference 3.2). */
    token<S extends z.ZodType>(path: string, query: Record<string, string>, schema: S): Promise<z.output<S>> {
      return context.http.request(
        () => ({
          method: 'GET',
          url: `${config.authHost}${path}`,
          query: { app_key: config.appKey, app_secret: config.appSecret, ...query },
        }),
        (response) => parsePayload(schema, check(response, true), path),
      );
    },

    download(url: string, shopId: string): Promise<Uint8Array> {
      return context.http.request(
        () => ({ method: 'GET', url }),
        (response) => {
          if (response.status === 200) return response.bytes;
          throw tiktokError(response.status, response.json());
        },
        { rateKey: `${shopId}:download` },
      );
    },
  };
}
