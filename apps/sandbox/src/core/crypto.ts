import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(key: string, message: string): string {
  return createHmac('sha256', key).update(message, 'utf8').digest('hex');
}

/** Constant-time comparison of two strings (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function requestId(): string {
  return randomBytes(16).toString('hex');
}

/** Lazada's and TikTok Shop's base string: path + kept params sorted by name as `keyvalue` + raw body. */
export function sortedParamsBaseString(
  path: string,
  params: Record<string, string>,
  keep: (key: string) => boolean,
  rawBody = '',
): string {
  const pairs = Object.keys(params)
    .filter(keep)
    .sort()
    .map((k) => `${k}${params[k]}`)
    .join('');
  return `${path}${pairs}${rawBody}`;
}
