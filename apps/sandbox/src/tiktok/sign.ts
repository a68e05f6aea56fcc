import type { FastifyRequest } from 'fastify';
import { hmacSha256Hex, safeEqual, sortedParamsBaseString } from '../core/crypto.ts';

/**
 * TikTok Shop's sign: HMAC-SHA256(app_secret, app_secret + path + sorted `keyvalue` query pairs
 * (without sign and access_token) + raw body (unless multipart) + app_secret), lowercase hex.
 */
export function tiktokSign(
  appSecret: string,
  path: string,
  query: Record<string, string>,
  body = '',
): string {
  const base = sortedParamsBaseString(path, query, (k) => k !== 'sign' && k !== 'access_token', body);
  return hmacSha256Hex(appSecret, `${appSecret}${base}${appSecret}`);
}

export function signMatches(
  request: FastifyRequest,
  appSecret: string,
  path: string,
  query: Record<string, string>,
) {
  const multipart = String(request.headers['content-type'] ?? '').includes('multipart/form-data');
  const body = multipart ? '' : (request.rawBody ?? '');
  return safeEqual(tiktokSign(appSecret, path, query, body), query.sign ?? '');
}
