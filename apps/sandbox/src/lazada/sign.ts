import type { FastifyRequest } from 'fastify';
import { hmacSha256Hex, safeEqual, sortedParamsBaseString } from '../core/crypto.ts';
import { LazadaError, lazadaErrors } from './envelope.ts';

const WINDOW_MS = 7200 * 1000;

/**
 * Lazada's base string: api path + sorted `keyvalue` pairs of exactly the parameters sent (all but
 * `sign`; an empty one counts, as Lazada's Python and PHP SDKs sign it) [+ raw body].
 */
export function lazadaBaseString(apiPath: string, params: Record<string, string>, rawBody = ''): string {
  return sortedParamsBaseString(apiPath, params, (k) => k !== 'sign', rawBody);
}

export function lazadaSign(
  appSecret: string,
  apiPath: string,
  params: Record<string, string>,
  rawBody = '',
): string {
  return hmacSha256Hex(appSecret, lazadaBaseString(apiPath, params, rawBody)).toUpperCase();
}

/**
 * Checks app_key, timestamp (ms or UTC text, 7200 s window) and the UPPERCASE hex sign. Form bodies are
 * params; any other raw body is appended to the base string.
 */
export function verifyLazada(
  request: FastifyRequest,
  credentials: { appKey: string; appSecret: string },
  apiPath: string,
  params: Record<string, string>,
) {
  if (!params.app_key) throw lazadaErrors.missing('app_key');
  if (params.app_key !== credentials.appKey)
    throw new LazadaError('InvalidAppKey', 'The specified app key is invalid');
  if (!params.timestamp) throw lazadaErrors.missing('timestamp');
  const at = /^\d+$/.test(params.timestamp) ? Number(params.timestamp) : Date.parse(params.timestamp);
  if (!Number.isFinite(at) || Math.abs(Date.now() - at) > WINDOW_MS) {
    throw new LazadaError('InvalidTimestamp', 'The specified timestamp is out of range');
  }
  if (params.sign_method && params.sign_method !== 'sha256') throw lazadaErrors.invalid('sign_method');
  if (!params.sign) throw lazadaErrors.missing('sign');
  const contentType = String(request.headers['content-type'] ?? '');
  const rawBody = contentType.includes('application/x-www-form-urlencoded') ? '' : (request.rawBody ?? '');
  const expected = lazadaSign(credentials.appSecret, apiPath, params, rawBody);
  if (!safeEqual(expected, params.sign)) throw lazadaErrors.signature();
}
