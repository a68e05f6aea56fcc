import { hmacSha256Hex, sortedParamsBaseString } from '../core/crypto.ts';

/**
 * Lazada signing (reference 2.4): every parameter except `sign`, sorted by name in ASCII order,
 * concatenated name+value, prefixed with the API path, raw body appended when there is one;
 * HMAC-SHA256 keyed with the app secret, UPPERCASE hex. The official SDKs disagree about empty values
 * (Python and PHP sign them, Java drops them), so the client never sends one: what is signed is
 * exactly what is sent.
 */
export function lazadaBaseString(apiPath: string, params: Record<string, string>, body?: string): string {
  return sortedParamsBaseString(
    apiPath,
    params,
    (name) => name !== 'sign' && params[name] !== undefined,
    body,
  );
}

export function lazadaSign(
  appSecret: string,
  apiPath: string,
  params: Record<string, string>,
  body?: string,
): string {
  return hmacSha256Hex(appSecret, lazadaBaseString(apiPath, params, body)).toUpperCase();
}
