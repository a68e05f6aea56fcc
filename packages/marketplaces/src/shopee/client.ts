import type { z } from 'zod';
import type { AdapterContext } from '../core/context.ts';
import { unixSeconds } from '../core/context.ts';
import { parsePayload } from '../core/errors.ts';
import type { HttpResponse, MultipartPart, Query } from '../core/http.ts';
import type { ShopCredentials } from '../core/port.ts';
import { shopeeError } from './errors.ts';
import { shopeeCommonQuery } from './sign.ts';

export type ShopeeConfig = { host: string; partnerId: number; partnerKey: string };

type CallInput<S extends z.ZodType> = {
  method: 'GET' | 'POST';
  path: string;
  query?: Query;
  body?: Record<string, unknown>;
  /** A multipart POST (media_space/upload_image) instead of a JSON body. */
  multipart?: MultipartPart[];
  /** Shop-type call (access_token + shop_id signed in); omitted for Public-type calls. */
  shop?: ShopCredentials;
  schema: S;
  auth?: boolean;
  /** Error codes whose answer still carries a `response` the caller reads (boost_item's all-failed). */
  answeredErrors?: readonly string[];
};

export type ShopeeClient = ReturnType<typeof createShopeeClient>;

export function createShopeeClient(config: ShopeeConfig, context: AdapterContext) {
  function common(path: string, shop?: ShopCredentials) {
    return shopeeCommonQuery(config.partnerKey, {
      partnerId: config.partnerId,
      path,
      timestamp: unixSeconds(context.now()),
      accessToken: shop?.accessToken,
      shopId: shop?.shopId,
    });
  }

  function check(response: HttpResponse, auth: boolean, answered: readonly string[] = []): unknown {
    const body = response.json();
    const error = (body as { error?: string } | undefined)?.error;
    if (response.status === 200 && error && answered.includes(error)) return body;
    if (response.status !== 200 || error) throw shopeeError(response.status, body, auth);
    return body;
  }

  function call<S extends z.ZodType>(input: CallInput<S>): Promise<z.output<S>> {
    return context.http.request(
      () => ({
        method: input.method,
        url: `${config.host}${input.path}`,
        query: { ...input.query, ...common(input.path, input.shop) },
        ...(input.multipart
          ? { multipart: input.multipart }
          : { json: input.method === 'POST' ? (input.body ?? {}) : undefined }),
      }),
      (response) =>
        parsePayload(input.schema, check(response, input.auth ?? false, input.answeredErrors), input.path),
      { rateKey: input.shop?.shopId ?? 'partner' },
    );
  }

  return {
    config,
    /** Query (partner_id, timestamp, sign) for a Public-type path, e.g. the authorization link. */
    publicQuery: (path: string) => common(path),

    call,
    /** `call` for a shop's GET (`client.get(shop, path, schema, query)`) and POST (`client.post(shop, path, schema, body)`). */
    get: <S extends z.ZodType>(shop: ShopCredentials, path: string, schema: S, query?: Query) =>
      call({ method: 'GET', path, query, shop, schema }),
    post: <S extends z.ZodType>(
      shop: ShopCredentials,
      path: string,
      schema: S,
      body: Record<string, unknown>,
    ) => call({ method: 'POST', path, body, shop, schema }),

    /** For download_shipping_document, which answers with the file itself. */
    download(input: {
      path: string;
      body: Record<string, unknown>;
      shop: ShopCredentials;
    }): Promise<Uint8Array> {
      return context.http.request(
        () => ({
          method: 'POST',
          url: `${config.host}${input.path}`,
          query: common(input.path, input.shop),
          json: input.body,
        }),
        (response) => {
          const type = response.headers.get('content-type') ?? '';
          if (response.status === 200 && !type.includes('json')) return response.bytes;
          throw shopeeError(response.status, response.json());
        },
        { rateKey: input.shop.shopId },
      );
    },
  };
}
