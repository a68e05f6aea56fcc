import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookRequest } from './port.ts';

export function hmacSha256Hex(key: string, message: string): string {
  return createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest('hex');
}

export function sha256Hex(message: string): string {
  return createHash('sha256').update(message, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests, case-insensitive; false for anything malformed. */
export function hexDigestsEqual(expected: string, received: string | undefined): boolean {
  if (!received || !/^[0-9a-fA-F]+$/.test(received) || received.length !== expected.length) return false;
  return timingSafeEqual(
    Buffer.from(expected.toLowerCase(), 'hex'),
    Buffer.from(received.toLowerCase(), 'hex'),
  );
}

/** Header lookup that ignores case, as HTTP does. */
export function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/** Hex HMAC-SHA256(app_secret, app_key + raw body): the push signature Lazada and TikTok Shop share. */
export function appKeyBodySignature(appKey: string, appSecret: string, rawBody: string): string {
  return hmacSha256Hex(appSecret, `${appKey}${rawBody}`);
}

/** Checks that signature against the push's `Authorization` header. */
export function verifyAppKeyBodySignature(
  appKey: string,
  appSecret: string,
  request: WebhookRequest,
): boolean {
  return hexDigestsEqual(
    appKeyBodySignature(appKey, appSecret, request.rawBody),
    header(request.headers, 'authorization'),
  );
}

/**
 * The base string Lazada and TikTok Shop sign: the path, then the kept parameters sorted by name in ASCII
 * order as `namevalue`, then the raw body.
 */
export function sortedParamsBaseString(
  path: string,
  params: Record<string, string>,
  keep: (name: string) => boolean,
  body = '',
): string {
  const names = Object.keys(params).filter(keep).sort();
  return `${path}${names.map((name) => `${name}${params[name]}`).join('')}${body}`;
}
