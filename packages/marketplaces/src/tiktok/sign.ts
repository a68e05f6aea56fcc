import { hmacSha256Hex, sortedParamsBaseString } from '../core/crypto.ts';

const UNSIGNED = new Set(['sign', 'access_token']);

/**
 * TikTok Shop signing (reference 3.4): query parameters except sign and access_token, sorted by key,
 * concatenated key+value, prefixed with the path, raw body appended (not for multipart).
 */
export function tiktokBaseString(path: string, query: Record<string, string>, body?: string): string {
  return sortedParamsBaseString(path, query, (key) => !UNSIGNED.has(key), body);
}

/** The base string wrapped in the app secret on both sides, HMAC-SHA256 keyed with it, lowercase hex. */
export function tiktokSign(
  appSecret: string,
  path: string,
  query: Record<string, string>,
  body?: string,
): string {
  return hmacSha256Hex(appSecret, `${appSecret}${tiktokBaseString(path, query, body)}${appSecret}`);
}
