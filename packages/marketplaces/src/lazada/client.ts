import type { z } from 'zod';
import type { AdapterContext } from '../core/context.ts';
import { errorsOfAnswer, parsePayload } from '../core/errors.ts';
import type { HttpResponse, MultipartPart } from '../core/http.ts';
import { AdapterError, type ShopCredentials } from '../core/port.ts';
import { lazadaSign } from './sign.ts';

export type LazadaConfig = {
  authorizeUrl: string;
  authHost: string;
  apiHost: string;
  appKey: string;
  appSecret: string;
};

const RATE_CODES = new Set(['ApiCallLimit', 'AppCallLimit', 'AccessControlLimit', 'SellerCallLimit']);
const RETRY_CODES = new Set([
  'ServiceTimeout',
  'ServiceUnavailable',
  'InternalError',
  'ISP.ServiceError',
  '998',
]);
const TOKEN_CODES = new Set([
  'IllegalRefreshToken',
  'InvalidCode',
  'IllegalAuthorizationCode',
  'InvalidAuthorizationCode',
]);

/** Booster's app setup refused (app key, app secret, clock): not the seller's authorization. */
const CONFIGURATION_CODES = new Set([
  'IncompleteSignature',
  'InvalidSignature',
  'InvalidAppKey',
  'InvalidTimestamp',
]);

type Envelope = {
  code?: string | number;
  type?: string;
  message?: string;
  result?: { success?: boolean; error_code?: string; error_msg?: string };
  /** Product writes name the refused field (and the SKU it is on) here. */
  detail?: { field?: string; message?: string; seller_sku?: string }[];
};

/**
 * The field of a product-write refusal as Lazada names it: the payload key (`name`, `Images`, `brand`),
 * prefixed with `sku:<SellerSku>.` when it is on one SKU (`sku:KAOS-01.price`).
 */
function detailField(envelope: Envelope): { field: string; message: string } | undefined {
  const detail = envelope.detail?.find((d) => d.field);
  if (!detail?.field) return undefined;
  const field = detail.seller_sku !== undefined ? `sku:${detail.seller_sku}.${detail.field}` : detail.field;
  return { field, message: detail.message ?? '' };
}

/** Lazada's `code` (and fulfillment `result.error_code`) -> our kinds. */
export function lazadaError(status: number, body: unknown, auth = false): AdapterError {
  const envelope = (body ?? {}) as Envelope;
  const failed = envelope.result?.success === false ? envelope.result : undefined;
  const code = String(failed?.error_code ?? envelope.code ?? status);
  const message = failed?.error_msg ?? envelope.message ?? `Lazada answered HTTP ${status}`;
  const make = errorsOfAnswer(status, message, code);
  if (status === 429 || RATE_CODES.has(code)) return make('rate_limited');
  if (CONFIGURATION_CODES.has(code)) return make('configuration');
  if (code === 'InvalidApiPath' || code === 'InvalidMethod') return make('platform', false);
  if (code === 'IllegalAccessToken') return make(auth ? 'invalid_token' : 'expired_token');
  if (TOKEN_CODES.has(code) || (auth && status < 500)) return make('invalid_token');
  if (RETRY_CODES.has(code) || status >= 500 || envelope.type === 'SYSTEM') return make('platform', true);
  const detail = detailField(envelope);
  if (detail)
    return new AdapterError('invalid_input', `${message}: ${detail.message}`, code, detail.field, {
      httpStatus: status,
      // A quantity below a campaign's stock leaves the ordinary channel a negative sellable stock.
      belowReserved: /negative sellable/i.test(detail.message),
    });
  if (/not ?found|not exist/i.test(message)) return make('not_found');
  return make('invalid_input');
}

function succeeded(body: unknown): boolean {
  const envelope = body as Envelope | undefined;
  return envelope !== undefined && String(envelope.code) === '0' && envelope.result?.success !== false;
}

type CallInput<S extends z.ZodType> = {
  method: 'GET' | 'POST';
  path: string;
  params?: Record<string, string | number | undefined>;
  shop?: ShopCredentials;
  /** Token create/refresh live on the auth host. */
  auth?: boolean;
  schema: S;
  /** Files of a multipart POST (/image/upload); Lazada leaves them out of the signature. */
  files?: MultipartPart[];
};

export type LazadaClient = ReturnType<typeof createLazadaClient>;

export function createLazadaClient(config: LazadaConfig, context: AdapterContext) {
  function check(response: HttpResponse, auth: boolean): unknown {
    const body = response.json();
    if (response.status !== 200 || !succeeded(body)) throw lazadaError(response.status, body, auth);
    return body;
  }

  function call<S extends z.ZodType>(input: CallInput<S>): Promise<z.output<S>> {
    return context.http.request(
      () => {
        // Empty parameters are dropped before signing and sending (see sign.ts).
        const business: Record<string, string> = {};
        for (const [name, value] of Object.entries(input.params ?? {})) {
          if (value !== undefined && value !== '') business[name] = String(value);
        }
        const system: Record<string, string> = {
          app_key: config.appKey,
          timestamp: String(context.now().getTime()),
          sign_method: 'sha256',
        };
        if (input.shop) system.access_token = input.shop.accessToken;
        system.sign = lazadaSign(config.appSecret, input.path, { ...system, ...business });
        const url = `${input.auth ? config.authHost : config.apiHost}${input.path}`;
        // System parameters ride in the query; business parameters in the query (GET) or form (POST).
        if (input.method === 'GET') return { method: 'GET', url, query: { ...system, ...business } };
        if (input.files) {
          const fields = Object.entries(business).map(([name, value]) => ({ name, value }));
          return { method: 'POST', url, query: system, multipart: [...fields, ...input.files] };
        }
        return { method: 'POST', url, query: system, form: business };
      },
      (response) => parsePayload(input.schema, check(response, input.auth ?? false), input.path),
      { rateKey: input.shop?.shopId ?? 'app' },
    );
  }

  return {
    config,
    call,
    /** `call` for a shop's GET (`client.get(shop, path, schema, params)`) and POST (`client.post(shop, path, schema, params)`). */
    get: <S extends z.ZodType>(
      shop: ShopCredentials,
      path: string,
      schema: S,
      params?: CallInput<z.ZodType>['params'],
    ) => call({ method: 'GET', path, params, shop, schema }),
    post: <S extends z.ZodType>(
      shop: ShopCredentials,
      path: string,
      schema: S,
      params: CallInput<z.ZodType>['params'],
    ) => call({ method: 'POST', path, params, shop, schema }),

    /** Files Lazada links to (the AWB PDF) are plain downloads. */
    download(url: string, shopId: string): Promise<Uint8Array> {
      return context.http.request(
        () => ({ method: 'GET', url }),
        (response) => {
          if (response.status === 200) return response.bytes;
          throw lazadaError(response.status, response.json());
        },
        { rateKey: shopId },
      );
    },
  };
}
