import { createHmac } from 'node:crypto';

/**
 * Lazada signing (reference 2.4): every parameter except `sign` (and empty ones, as the official SDK
 * does), sorted by name in ASCII order, concatenated name+value, prefixed with the API path, raw body
 * appended when there is one; HMAC-SHA256 keyed with the app secret, UPPERCASE hex.
 */
export function lazadaBaseString(apiPath: string, params: Record<string, string>, body?: string): string {
  const names = Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== '' && params[name] !== undefined)
    .sort();
  return `${apiPath}${names.map((name) => `${name}${params[name]}`).join('')}${body ?? ''}`;
}

export function lazadaSign(
  appSecret: string,
  apiPath: string,
  params: Record<string, string>,
  body?: string,
): string {
  return createHmac('sha256', Buffer.from(appSecret, 'utf8'))
    .update(lazadaBaseString(apiPath, params, body), 'utf8')
    .digest('hex')
    .toUpperCase();
}
